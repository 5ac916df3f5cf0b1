import { Alert, Anchor, Button } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVALID_SIGN_IN_LINK } from '../../../../domain/auth/link-messages';
import { CenteredPage } from '../../../components/centered-page';
import { safeNextPath } from '../../../lib/safe-next-path';
import { CheckInbox } from '../components/check-inbox';
import { SignInForm } from '../components/sign-in-form';

export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [magicLinkEmail, setMagicLinkEmail] = useState<string | null>(null);
  const signUpLink = (
    <>
      New to Slotwise?{' '}
      <Anchor component={Link} to="/signup" fw={600}>
        Create an account
      </Anchor>
    </>
  );

  if (magicLinkEmail) {
    return (
      <CenteredPage title="Check your inbox" footer={signUpLink}>
        <CheckInbox
          action={
            <Button variant="subtle" onClick={() => setMagicLinkEmail(null)}>
              Back to sign in
            </Button>
          }
        >
          {`Check your inbox: we sent a sign-in link to ${magicLinkEmail}`}
        </CheckInbox>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      title="Sign in"
      description="Welcome back! Sign in to manage your practice."
      footer={signUpLink}
    >
      {searchParams.get('error') ? (
        <Alert color="red" variant="light" mb="md" role="alert">
          {INVALID_SIGN_IN_LINK}
        </Alert>
      ) : null}
      <SignInForm
        onSignedIn={() => navigate(safeNextPath(searchParams.get('next')), { replace: true })}
        onMagicLinkSent={setMagicLinkEmail}
      />
    </CenteredPage>
  );
}
