import { Card, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { ZoomCard } from '../../zoom/components/zoom-card';
import { useLocations } from '../api/get-locations';
import { DefaultLocationCard } from '../components/default-location-card';
import { LocationsListCard } from '../components/locations-list-card';
import { LocationsSkeleton } from '../components/locations-skeleton';

/** /dashboard/calls/locations: the default location for new sessions and the custom locations. */
export function LocationsRoute() {
  const overview = useLocations();

  let content: React.ReactNode;
  if (overview.data) {
    const { locations, defaultProvider, zoomConnected } = overview.data;
    content = (
      <>
        <DefaultLocationCard
          defaultProvider={defaultProvider}
          locations={locations}
          zoomConnected={zoomConnected}
        />
        <ZoomCard />
        <LocationsListCard
          locations={locations}
          defaultLocationId={defaultProvider.type === 'custom' ? defaultProvider.locationId : null}
        />
      </>
    );
  } else if (overview.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(overview.error)} onAction={() => overview.refetch()} />
      </Card>
    );
  } else {
    content = <LocationsSkeleton />;
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>Locations · Slotwise</title>
      {content}
    </Stack>
  );
}
