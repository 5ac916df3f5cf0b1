import { Alert, Button, Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useEndImpersonation } from '../api/end-impersonation';

/** issue 18: shown on every dashboard screen while a team owner is signed in as a member. */
export function ImpersonationBanner({ memberName }: { memberName: string }) {
  const end = useEndImpersonation();
  const navigate = useNavigate();
  return (
    <Alert color="orange" variant="light" role="status" aria-label="Signed in as a team member">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={500}>
          Signed in as {memberName} —
        </Text>
        <Group gap="sm">
          {end.isError ? (
            <Text size="xs" c="red.7" role="alert">
              {errorMessage(end.error)}
            </Text>
          ) : null}
          <Button
            size="xs"
            variant="filled"
            color="orange"
            loading={end.isPending}
            onClick={() =>
              end.mutate(undefined, {
                onSuccess: ({ restored }) => navigate(restored ? '/dashboard/account/team' : '/login'),
              })
            }
          >
            Return to my account
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
