import { Alert, Skeleton, Stack } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useCustomDomains } from '../api/get-custom-domains';
import { DomainFlow } from '../components/domain-flow';

/** spec doc 2 §2 Booking page, Domain: /dashboard/booking/domain, with the customDomain feature (§6). */
export function DomainRoute() {
  const page = useMe().data!.bookingPage;
  const { canUse } = usePlanAccess();
  return (
    <Stack gap="lg" maw={760}>
      <title>Domain · Slotwise</title>
      {!page ? (
        <BookingPageRequired title="Domain" />
      ) : canUse('customDomain') ? (
        <Domains />
      ) : (
        <UpgradePrompt feature="customDomain" />
      )}
    </Stack>
  );
}

function Domains() {
  const domains = useCustomDomains();
  if (domains.isPending) return <Skeleton height={180} radius="lg" />;
  if (domains.isError) return <ErrorState onAction={() => domains.refetch()} />;
  if (!domains.data.dnsTarget) {
    return (
      <Alert color="gray" variant="light">
        Custom domains are not available on this installation.
      </Alert>
    );
  }
  return <DomainFlow data={domains.data} />;
}
