import { Skeleton, Stack } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useSeo } from '../api/get-seo';
import { SeoForm } from '../components/seo-form';

/** spec doc 2 §2 Booking page: SEO settings at /dashboard/booking/seo, with seoSettings (§6). */
export function SeoRoute() {
  const page = useMe().data!.bookingPage;
  const { canUse } = usePlanAccess();
  return (
    <Stack gap="lg">
      <title>SEO · Slotwise</title>
      {!page ? (
        <BookingPageRequired title="SEO" />
      ) : canUse('seoSettings') ? (
        <LoadedSeo pageUrl={page.url} />
      ) : (
        <UpgradePrompt feature="seoSettings" />
      )}
    </Stack>
  );
}

function LoadedSeo({ pageUrl }: { pageUrl: string }) {
  const seo = useSeo();
  if (seo.isPending) return <Skeleton height={420} radius="lg" aria-label="Loading the SEO settings" />;
  if (seo.isError)
    return <ErrorState message="Failed to load the SEO settings" onAction={() => seo.refetch()} />;
  return <SeoForm view={seo.data} pageUrl={pageUrl} />;
}
