import { Card, Radio, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DefaultProviderInput } from '../../../../domain/locations/location-input';
import type { DefaultProviderView, LocationView } from '../../../../domain/locations/location-view';
import { CLIENTS_JOIN_BY_THEIR_LINK } from '../../../../domain/locations/meeting-place';
import { errorMessage } from '../../../lib/api-client';
import { useZoomStatus } from '../../zoom/api/zoom';
import { useSetDefaultProvider } from '../api/set-default-provider';

const CUSTOM_PREFIX = 'custom:';

function toRadioValue(provider: DefaultProviderInput | DefaultProviderView): string {
  return provider.type === 'custom' ? `${CUSTOM_PREFIX}${provider.locationId}` : provider.type;
}

function fromRadioValue(value: string): DefaultProviderInput {
  if (value.startsWith(CUSTOM_PREFIX))
    return { type: 'custom', locationId: value.slice(CUSTOM_PREFIX.length) };
  return value === 'zoom' ? { type: 'zoom' } : { type: 'daily' };
}

interface DefaultLocationCardProps {
  defaultProvider: DefaultProviderView;
  locations: readonly LocationView[];
  zoomConnected: boolean;
}

/** spec (§3-4): the default is built-in video (daily), Zoom or a custom location; saved on change. */
export function DefaultLocationCard({ defaultProvider, locations, zoomConnected }: DefaultLocationCardProps) {
  const save = useSetDefaultProvider();
  // An account Zoom stopped accepting needs re-connecting, not connecting.
  const zoomProblem = useZoomStatus().data?.account?.hasAuthError === true;
  // While a choice is being saved it shows as chosen; a refused one falls back to the saved default.
  const value = toRadioValue(save.isPending && save.variables ? save.variables : defaultProvider);

  const choose = (next: string) => {
    save.mutate(fromRadioValue(next), {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Default location saved' }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="default-location-title">
      <Radio.Group
        value={value}
        onChange={choose}
        label={
          <Title order={2} fz="lg" id="default-location-title">
            Default location for new sessions
          </Title>
        }
        description="Where new services and group sessions take place unless you choose otherwise."
        descriptionProps={{ fz: 'sm', lh: 1.55, mb: 'md', mt: 4 }}
      >
        <Stack gap="sm">
          <Radio
            value="daily"
            label="Built-in video call"
            // Issue 17 (ADR 040): the session's call room, by each client's own link.
            description={`Online. ${CLIENTS_JOIN_BY_THEIR_LINK}`}
          />
          <Radio
            value="zoom"
            label="Zoom"
            disabled={!zoomConnected}
            description={
              zoomConnected ? null : zoomProblem ? 'Re-connect Zoom to use it' : 'Connect Zoom to use it'
            }
          />
          {locations.map((location) => (
            <Radio
              key={location.id}
              value={`${CUSTOM_PREFIX}${location.id}`}
              label={location.name}
              styles={{ label: { overflowWrap: 'anywhere' } }}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Card>
  );
}
