import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { errorMessage } from '../../../lib/api-client';
import { useResendVerificationEmail } from '../../auth/api/resend-verification-email';
import { useMe } from '../api/get-me';
import { useProfile } from '../api/profile';
import { AffiliateCard, PartnerDashboardCard, SupportCard } from '../components/partner-and-affiliate-cards';
import { ProfileCard } from '../components/profile-card';

function SectionCard({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `account-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

function ContactInfoCard({ email, verified }: { email: string; verified: boolean }) {
  const resend = useResendVerificationEmail();
  return (
    <SectionCard title="Contact info">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
        {verified ? null : (
          <Badge color="yellow" variant="light">
            Unverified
          </Badge>
        )}
      </Group>
      {verified ? null : resend.isSuccess ? (
        <Text size="sm" c="teal.8" role="status">
          Sent! Check your inbox.
        </Text>
      ) : (
        <Group gap="sm">
          <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification email
          </Button>
          {resend.isError ? (
            <Text size="xs" c="red.7" role="alert">
              {errorMessage(resend.error)}
            </Text>
          ) : null}
        </Group>
      )}
    </SectionCard>
  );
}

/** spec doc 2 §2 Account, Profile: /dashboard/account (and /dashboard/account/profile). */
export function AccountRoute() {
  const me = useMe();
  const profile = useProfile();
  const failed = me.isError || profile.isError;
  return (
    <PageFrame title="Edit profile" back={{ to: '/dashboard/home', label: 'Back to dashboard' }}>
      {failed ? (
        <ErrorState
          onAction={() => {
            void me.refetch();
            void profile.refetch();
          }}
        />
      ) : !me.data || !profile.data ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={420} radius="lg" />
          <Skeleton height={96} radius="lg" />
        </Stack>
      ) : (
        <Stack gap="md">
          <ProfileCard profile={profile.data} />
          <ContactInfoCard email={me.data.user.email} verified={me.data.user.emailVerified} />
          <SectionCard title="Security and access">
            <Group gap="lg">
              <Anchor component={Link} to="/reset-password" size="sm">
                Reset password
              </Anchor>
              <Anchor component={Link} to="/logout" size="sm">
                Sign out
              </Anchor>
            </Group>
          </SectionCard>
          <PartnerDashboardCard />
          <SupportCard />
          <AffiliateCard />
        </Stack>
      )}
    </PageFrame>
  );
}
