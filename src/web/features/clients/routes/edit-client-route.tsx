import { Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { useClient } from '../api/get-client';
import { useUpdateClient } from '../api/update-client';
import { ClientForm } from '../components/client-form';
import { ClientMissing } from '../components/client-missing';
import { clientPath } from '../paths';

/** /dashboard/home/clients/{clientId}/edit */
export function EditClientRoute() {
  const { clientId = '' } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const update = useUpdateClient();

  if (client.error instanceof ApiError && [400, 404].includes(client.error.status)) return <ClientMissing />;
  let content: React.ReactNode;
  if (client.isError) content = <ErrorState onAction={() => client.refetch()} />;
  else if (!client.data)
    content = <Skeleton height={260} radius="lg" maw={560} role="status" aria-label="Loading client" />;
  else {
    const current = client.data;
    content = (
      <ClientForm
        key={current.id}
        initialValues={{ firstName: current.firstName, lastName: current.lastName, email: current.email }}
        submitLabel="Save"
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          notifications.show({ color: 'teal', message: 'Client saved' });
          navigate(clientPath(current.id));
        }}
        onCancel={() => navigate(clientPath(current.id))}
      />
    );
  }
  return (
    <Stack gap="md">
      <title>Edit client · Slotwise</title>
      <Title order={2} fz="lg">
        Edit client
      </Title>
      {content}
    </Stack>
  );
}
