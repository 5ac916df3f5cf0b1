import { Anchor, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LocationChoice } from '../../../../domain/locations/location-choice';
import type { LocationsOverviewView } from '../../../../domain/locations/location-view';
import { useLocations } from '../api/get-locations';

interface LocationSelectProps {
  value: LocationChoice;
  onChange: (value: LocationChoice) => void;
  error?: ReactNode;
  disabled?: boolean;
  label?: string;
}

const BUILT_IN = 'Built-in video call';

function encode(choice: LocationChoice): string {
  if (choice.locationType === null) return 'default';
  if (choice.locationType === 'custom') return `custom:${choice.locationId ?? ''}`;
  return choice.locationType;
}

function decode(value: string): LocationChoice {
  if (value === 'daily' || value === 'zoom') return { locationType: value, locationId: null };
  if (value.startsWith('custom:'))
    return { locationType: 'custom', locationId: value.slice('custom:'.length) };
  return { locationType: null, locationId: null };
}

/** What the expert's default location is called, for the "Default location (…)" option. */
function defaultName(overview: LocationsOverviewView | undefined): string {
  const provider = overview?.defaultProvider;
  if (!provider || provider.type === 'daily') return BUILT_IN;
  if (provider.type === 'zoom') return 'Zoom';
  return overview.locations.find((l) => l.id === provider.locationId)?.name ?? BUILT_IN;
}

/**
 * Where a service, series or group session takes place: the expert's default (resolved at
 * booking time), built-in video, Zoom when connected, or one of the custom locations.
 */
export function LocationSelect({
  value,
  onChange,
  error,
  disabled,
  label = 'Location',
}: LocationSelectProps) {
  const locations = useLocations();
  const overview = locations.data;
  const selected = encode(value);
  const custom = (overview?.locations ?? []).map((l) => ({ value: `custom:${l.id}`, label: l.name }));
  // A chosen Zoom or custom location stays listed even if it is no longer available, so the
  // form never shows an empty select for a saved value.
  const showZoom = overview?.zoomConnected || selected === 'zoom';
  if (selected.startsWith('custom:') && !custom.some((c) => c.value === selected)) {
    custom.push({ value: selected, label: locations.isPending ? 'Loading...' : 'A deleted location' });
  }
  const data = [
    {
      group: 'Default',
      items: [{ value: 'default', label: `Default location (${defaultName(overview)})` }],
    },
    {
      group: 'Video',
      items: [{ value: 'daily', label: BUILT_IN }, ...(showZoom ? [{ value: 'zoom', label: 'Zoom' }] : [])],
    },
    ...(custom.length > 0 ? [{ group: 'Your locations', items: custom }] : []),
  ];
  return (
    <Select
      label={label}
      data={data}
      value={selected}
      onChange={(next) => onChange(decode(next ?? 'default'))}
      allowDeselect={false}
      disabled={disabled}
      error={error ?? (locations.isError ? 'Cannot load your locations' : undefined)}
      description={
        <Text component="span" size="xs" c="dimmed">
          Add addresses and meeting links in{' '}
          <Anchor component={Link} to="/dashboard/calls/locations" size="xs">
            Locations
          </Anchor>
          .
        </Text>
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
