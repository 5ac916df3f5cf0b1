import { Skeleton, Stack } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { usePolicies } from '../api/get-policies';
import { PoliciesForm } from '../components/policies-form';

/** spec doc 2 §2 Booking page, Policies: /dashboard/booking/policies (issue 19). */
export function PoliciesRoute() {
  const page = useMe().data!.bookingPage;
  return (
    <Stack gap="lg">
      <title>Policies · Slotwise</title>
      {page ? <LoadedPolicies pageUrl={page.url} /> : <BookingPageRequired title="Policies" />}
    </Stack>
  );
}

function LoadedPolicies({ pageUrl }: { pageUrl: string }) {
  const policies = usePolicies();
  if (policies.isPending)
    return <Skeleton height={420} radius="lg" maw={860} aria-label="Loading the policies" />;
  if (policies.isError)
    return <ErrorState message="Failed to load the policies" onAction={() => policies.refetch()} />;
  return <PoliciesForm view={policies.data} pageUrl={pageUrl} />;
}
