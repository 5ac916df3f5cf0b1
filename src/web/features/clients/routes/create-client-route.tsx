import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { useMe } from '../../account/api/get-me';
import { useCreateClient } from '../api/create-client';
import { ClientForm } from '../components/client-form';
import { CLIENTS_PATH, clientPath } from '../paths';

/** /dashboard/home/clients/create */
export function CreateClientRoute() {
  const navigate = useNavigate();
  const hasPage = Boolean(useMe().data?.bookingPage);
  const create = useCreateClient();
  return (
    <Stack gap="md">
      <title>Add client · Slotwise</title>
      <Title order={2} fz="lg">
        Add client
      </Title>
      {hasPage ? (
        <ClientForm
          submitLabel="Add client"
          onSubmit={async (input) => {
            const client = await create.mutateAsync(input);
            notifications.show({ color: 'teal', message: 'Client added' });
            navigate(clientPath(client.id));
          }}
          onCancel={() => navigate(CLIENTS_PATH)}
        />
      ) : (
        <BookingPageRequired title="Clients" />
      )}
    </Stack>
  );
}
