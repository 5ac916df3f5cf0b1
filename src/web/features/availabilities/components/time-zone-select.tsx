import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { zoneOffsetMinutes } from '../../../../domain/time/time-zones';

/** 'GMT+05:30', 'GMT-04:00', 'GMT' at this moment. */
function gmtOffset(zone: string, now: number): string {
  const offset = zoneOffsetMinutes(now, zone);
  if (offset === 0) return 'GMT';
  const sign = offset > 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `GMT${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

let zones: string[] | undefined;
function knownZones(): string[] {
  zones ??= Intl.supportedValuesOf('timeZone');
  return zones;
}

function zoneOptions(current: string) {
  const now = Date.now();
  const names = knownZones().includes(current) || !current ? knownZones() : [...knownZones(), current];
  return names
    .map((zone) => ({ zone, offset: zoneOffsetMinutes(now, zone) }))
    .sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone))
    .map(({ zone }) => ({ value: zone, label: `${zone.replaceAll('_', ' ')} (${gmtOffset(zone, now)})` }));
}

type TimeZoneSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: string;
  onChange: (zone: string) => void;
};

/** Every IANA zone the browser knows, by offset, searchable by city or region ("paris", "europe"). */
export function TimeZoneSelect({ value, onChange, ...props }: TimeZoneSelectProps) {
  const data = useMemo(() => zoneOptions(value), [value]);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage="No time zone matches"
      maxDropdownHeight={280}
      data={data}
      value={value}
      onChange={(zone) => zone && onChange(zone)}
      {...props}
    />
  );
}
