import { useMemo, useState } from 'react';
import type { SlotsView } from '../../domain/availability/slots-request';
import {
  addMonths,
  compareMonths,
  type DayKey,
  dayKeyOf,
  groupSlotsByDay,
  monthGrid,
  monthOf,
  monthRange,
  type YearMonth,
} from '../../domain/public-booking/booking-calendar';
import { formatDay, formatTime } from '../lib/format';
import { useApi } from '../lib/use-api';
import { TimeZonePicker } from './time-zone-picker';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthTitle = ({ year, month }: YearMonth) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
// "Monday, March 2" for a calendar date (noon UTC falls on that date in UTC).
const dayLabel = (key: DayKey) => formatDay(`${key}T12:00:00Z`, 'UTC');

/**
 * A Monday-first month calendar whose days with free times are enabled, and the chosen day's
 * times, all in the zone the client picked. It asks for one month of slots at a time.
 */
export function SlotPicker({
  slotsPath,
  zone,
  onZoneChange,
  selected,
  onPick,
  refreshKey = 0,
  openAt = null,
}: {
  /** The slots endpoint; from and to are added to its query string. */
  slotsPath: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  selected: string | null;
  onPick: (slot: string) => void;
  refreshKey?: number;
  /** With nothing selected, the time whose month and day it opens on (one just taken by another client). */
  openAt?: string | null;
}) {
  const thisMonth = monthOf(Date.now(), zone);
  const opening = selected ?? openAt;
  const [month, setMonth] = useState<YearMonth>(() =>
    opening ? monthOf(Date.parse(opening), zone) : thisMonth,
  );
  const [chosenDay, setDay] = useState<DayKey | null>(() => (opening ? dayKeyOf(opening, zone) : null));
  const range = monthRange(month, zone);
  const path = `${slotsPath}${slotsPath.includes('?') ? '&' : '?'}from=${new Date(range.from).toISOString()}&to=${new Date(range.to).toISOString()}${refreshKey ? `&r=${refreshKey}` : ''}`;
  const slots = useApi<SlotsView>(path);
  const byDay = useMemo(
    () => (slots.state === 'ready' ? groupSlotsByDay(slots.data.slots, zone) : new Map<DayKey, string[]>()),
    [slots, zone],
  );

  // Once a month has loaded it opens on its first day with free times, unless the chosen day has
  // some. Worked out while rendering: an effect setting it afterwards let 'No free times' flash.
  const day =
    slots.state === 'ready' && !(chosenDay && byDay.has(chosenDay))
      ? ([...byDay.keys()][0] ?? null)
      : chosenDay;

  const weeks = monthGrid(month);
  const times = day ? (byDay.get(day) ?? []) : [];
  const canGoBack = compareMonths(month, thisMonth) > 0;

  return (
    <div className="picker">
      <div className="calendar" aria-busy={slots.state === 'loading'}>
        <div className="calendar-head">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous month"
            disabled={!canGoBack}
            onClick={() => {
              setDay(null);
              setMonth(addMonths(month, -1));
            }}
          >
            ‹
          </button>
          <h3 className="calendar-title" aria-live="polite">
            {monthTitle(month)}
          </h3>
          <button
            type="button"
            className="icon-button"
            aria-label="Next month"
            onClick={() => {
              setDay(null);
              setMonth(addMonths(month, 1));
            }}
          >
            ›
          </button>
        </div>
        <table className="calendar-grid" aria-label={monthTitle(month)}>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col" className="calendar-weekday">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]!.key}>
                {week.map((cell) => {
                  const free = cell.inMonth && byDay.has(cell.key);
                  const isSelected = cell.key === day;
                  return (
                    <td key={cell.key}>
                      {cell.inMonth ? (
                        <button
                          type="button"
                          className={`calendar-day${free ? ' calendar-day-free' : ''}${isSelected ? ' calendar-day-selected' : ''}`}
                          disabled={!free}
                          aria-pressed={isSelected}
                          aria-label={`${dayLabel(cell.key)}${free ? ', available' : ''}`}
                          onClick={() => setDay(cell.key)}
                        >
                          {cell.day}
                        </button>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <TimeZonePicker value={zone} onChange={onZoneChange} />
      </div>

      <div className="times">
        {slots.state === 'loading' ? (
          <div role="status" aria-label="Loading available times" className="times-loading">
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="skeleton skeleton-slot" />
            ))}
          </div>
        ) : slots.state === 'error' ? (
          <div role="alert" className="times-message">
            <p>Failed to load available times</p>
            <button type="button" className="button button-quiet" onClick={slots.retry}>
              Try again
            </button>
          </div>
        ) : times.length === 0 ? (
          <div className="times-message">
            <p>No free times in {monthTitle(month)}.</p>
            <button
              type="button"
              className="button button-quiet"
              onClick={() => {
                setDay(null);
                setMonth(addMonths(month, 1));
              }}
            >
              Try {monthTitle(addMonths(month, 1))}
            </button>
          </div>
        ) : (
          <>
            <h3 className="times-title">{formatDay(times[0]!, zone)}</h3>
            <ul className="times-list" aria-label="Available times">
              {times.map((slot) => (
                <li key={slot}>
                  <button
                    type="button"
                    className={slot === selected ? 'slot slot-selected' : 'slot'}
                    onClick={() => onPick(slot)}
                  >
                    {formatTime(slot, zone)}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
