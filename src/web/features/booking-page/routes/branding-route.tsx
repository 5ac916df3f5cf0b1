import { Stack } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { BrandingForm } from '../components/branding-form';

/** spec doc 2 §2 Booking page, Branding: /dashboard/booking/branding, with the branding feature (§6). */
export function BrandingRoute() {
  const page = useMe().data!.bookingPage;
  const { canUse } = usePlanAccess();
  return (
    <Stack gap="lg">
      <title>Branding · Slotwise</title>
      {!page ? (
        <BookingPageRequired title="Branding" />
      ) : canUse('branding') ? (
        <BrandingForm key={page.id} page={page} />
      ) : (
        <UpgradePrompt feature="branding" />
      )}
    </Stack>
  );
}
