import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { zoneShortName } from '../lib/format';

let zones: string[] | undefined;
function allZones(): string[] {
  zones ??= [...Intl.supportedValuesOf('timeZone'), 'UTC'].filter((z, i, a) => a.indexOf(z) === i);
  return zones;
}

const label = (zone: string) => `${zone.replace(/_/g, ' ')} (${zoneShortName(zone)})`;

/** The zone times are shown in, with a searchable list of IANA zones to pick another. */
export function TimeZonePicker({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const listId = useId();
  const matches = useMemo(() => {
    const words = query.toLowerCase().replace(/_/g, ' ').split(/\s+/).filter(Boolean);
    return allZones().filter((z) => {
      const name = z.toLowerCase().replace(/_/g, ' ');
      return words.every((w) => name.includes(w));
    });
  }, [query]);

  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const choose = (zone: string) => {
    onChange(zone);
    setOpen(false);
    setQuery('');
  };

  return (
    <div className="zone">
      <button
        type="button"
        className="zone-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="zone-caption">Time zone</span>
        <span className="zone-value">{label(value)}</span>
      </button>
      {open ? (
        <div className="zone-panel">
          <input
            ref={search}
            className="input"
            type="search"
            aria-label="Search time zones"
            placeholder="Search, e.g. London"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') setOpen(false);
              if (e.key === 'Enter' && matches[0]) choose(matches[0]);
            }}
          />
          <ul className="zone-list" id={listId} aria-label="Time zones">
            {matches.slice(0, 80).map((zone) => (
              <li key={zone}>
                <button
                  type="button"
                  className={zone === value ? 'zone-option zone-option-current' : 'zone-option'}
                  onClick={() => choose(zone)}
                >
                  {label(zone)}
                </button>
              </li>
            ))}
            {matches.length === 0 ? <li className="zone-none">No time zone matches “{query}”</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
