import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INVALID_RESET_LINK } from '../../../../domain/auth/link-messages';
import { CenteredPage } from '../../../components/centered-page';
import { CheckInbox } from '../components/check-inbox';
import { NewPasswordForm } from '../components/new-password-form';
import { RequestResetForm } from '../components/request-reset-form';

const backToSignIn = (
  <Anchor component={Link} to="/login" fw={600}>
    Back to sign in
  </Anchor>
);

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  if (token && !linkError) return <ChooseNewPassword token={token} />;
  return <RequestReset invalidLink={Boolean(linkError)} />;
}

function RequestReset({ invalidLink }: { invalidLink: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <CenteredPage title="Check your inbox" footer={backToSignIn}>
        <CheckInbox>{`If an account exists for ${sentTo}, we sent a link to reset your password.`}</CheckInbox>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Stack gap="md">
        {invalidLink ? (
          <Alert color="red" variant="light" role="alert">
            {INVALID_RESET_LINK}
          </Alert>
        ) : null}
        <RequestResetForm onSent={setSentTo} />
      </Stack>
    </CenteredPage>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const [changed, setChanged] = useState(false);
  if (changed) {
    return (
      <CenteredPage
        title="Password changed"
        description="Your new password is set. You can sign in with it now."
      >
        <Button component={Link} to="/login" fullWidth size="md">
          Sign in
        </Button>
      </CenteredPage>
    );
  }
  return (
    <CenteredPage
      title="Choose a new password"
      description="Pick a password you don't use anywhere else."
      footer={backToSignIn}
    >
      <NewPasswordForm token={token} onChanged={() => setChanged(true)} />
    </CenteredPage>
  );
}
