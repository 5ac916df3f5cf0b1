import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PageFrame } from '../../../components/page-frame';
import { useMe } from '../api/get-me';
import { useProfile } from '../api/profile';
import { ContactInfoCard } from '../components/contact-info-card';
import { AffiliateCard, PartnerDashboardCard, SupportCard } from '../components/partner-and-affiliate-cards';
import { ProfileCard } from '../components/profile-card';
import { SecurityCard } from '../components/security-card';

/** spec doc 2 §2 Account, Profile: /dashboard/account (and /dashboard/account/profile). */
export function AccountRoute() {
  const me = useMe();
  const profile = useProfile();
  const failed = me.isError || profile.isError;
  return (
    <PageFrame title="Edit profile">
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
          <PartnerDashboardCard />
          <SupportCard />
          <AffiliateCard />
        </Stack>
      )}
    </PageFrame>
  );
}
