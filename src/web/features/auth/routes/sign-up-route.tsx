import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { DEFAULT_AFTER_SIGN_IN } from '../../../lib/safe-next-path';
import { SignUpForm } from '../components/sign-up-form';

export function SignUpRoute() {
  const navigate = useNavigate();
  return (
    <CenteredPage
      title="Create your account"
      description="Sell sessions and packages from your own booking page. Free to start."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <SignUpForm onSignedUp={() => navigate(DEFAULT_AFTER_SIGN_IN, { replace: true })} />
    </CenteredPage>
  );
}
