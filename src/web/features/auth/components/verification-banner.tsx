import { Alert, Button, Group, Text } from '@mantine/core';
import { MailIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/** spec (doc 1, §2): shown above the dashboard while the email is unverified. */
export function VerificationBanner({ email }: { email: string }) {
  const resend = useResendVerificationEmail();
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<MailIcon />}
      radius="md"
      role="region"
      aria-label="Email verification"
      styles={{ body: { minWidth: 0 } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" style={{ flex: '1 1 240px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {`Please verify your email address. We sent a link to ${email}.`}
        </Text>
        {resend.isSuccess ? (
          <Text size="sm" fw={600} c="teal.8" role="status">
            Sent! Check your inbox.
          </Text>
        ) : (
          <Button
            size="xs"
            variant="white"
            color="dark"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
          >
            Resend email
          </Button>
        )}
      </Group>
      {resend.isError ? (
        <Text size="sm" c="red.8" mt={6} role="alert">
          {errorMessage(resend.error)}
        </Text>
      ) : null}
    </Alert>
  );
}
