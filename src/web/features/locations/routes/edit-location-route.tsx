import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useLocationDetails } from '../api/get-location';
import { useLocations } from '../api/get-locations';
import { useUpdateLocation } from '../api/update-location';
import { DeleteLocationButton } from '../components/delete-location-button';
import { LocationForm } from '../components/location-form';
import { LocationFormCard } from '../components/location-form-card';
import { LocationFormSkeleton } from '../components/locations-skeleton';
import { LOCATIONS_PATH } from '../paths';

/** /dashboard/calls/locations/{locationId}. Another expert's id is Not found, like an unknown one. */
export function EditLocationRoute() {
  const { locationId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocationDetails(locationId);
  // Only to tell whether this is the default (the delete confirmation says so).
  const overview = useLocations();
  const update = useUpdateLocation();

  // 400 means an id the API cannot even read (too long): no such location either.
  if (location.error instanceof ApiError && [400, 404].includes(location.error.status)) return <NotFound />;
  if (location.isError) {
    return <ErrorState message={errorMessage(location.error)} onAction={() => location.refetch()} />;
  }
  if (!location.data) return <LocationFormSkeleton />;

  const current = location.data;
  const provider = overview.data?.defaultProvider;
  const isDefault = provider?.type === 'custom' && provider.locationId === current.id;
  const backToList = () => navigate(LOCATIONS_PATH);

  return (
    <LocationFormCard title="Edit location">
      <LocationForm
        // A fresh form when a different location is opened on the same screen.
        key={current.id}
        initialValues={{ name: current.name, location: current.location }}
        submitLabel="Save"
        saving={update.isPending}
        error={update.error}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          notifications.show({ color: 'teal', message: 'Location saved' });
          backToList();
        }}
        actions={
          <DeleteLocationButton
            locationId={current.id}
            isDefault={isDefault}
            onDeleted={() => {
              notifications.show({ color: 'teal', message: 'Location deleted' });
              backToList();
            }}
          />
        }
      />
    </LocationFormCard>
  );
}
