import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { useCreateLocation } from '../api/create-location';
import { LocationForm } from '../components/location-form';
import { LocationFormCard } from '../components/location-form-card';
import { LOCATIONS_PATH } from '../paths';

/** /dashboard/calls/locations/create */
export function CreateLocationRoute() {
  const navigate = useNavigate();
  const create = useCreateLocation();
  return (
    <LocationFormCard title="New location">
      <LocationForm
        submitLabel="Create location"
        saving={create.isPending}
        error={create.error}
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          notifications.show({ color: 'teal', message: 'Location created' });
          navigate(LOCATIONS_PATH);
        }}
      />
    </LocationFormCard>
  );
}
