import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { useMe } from '../api/get-me';
import { useProfile } from '../api/profile';
import { ContactInfoCard } from '../components/contact-info-card';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';

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
          <SecurityCard timezone={me.data.user.timezone} />
          <SectionCard title="Partner dashboard">
            <Text size="sm" c="dimmed">
              You are not an admin of any partner accounts
            </Text>
          </SectionCard>
        </Stack>
      )}
    </PageFrame>
  );
}
