import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { BrandingForm } from '../components/branding-form';
import { PageImageCard } from '../components/page-image-card';

const CALL_BACKGROUND_TEXT =
  'Shown behind the video in your call rooms, for you and your clients. Cropped to 16:9 (1920 × 1080 pixels).';

/**
 * spec doc 2 §2 Booking page, Branding: /dashboard/booking/branding, with the branding feature
 * (§6); and the call room's background, with the customCallBackgrounds feature (issue 19).
 */
export function BrandingRoute() {
  const page = useMe().data!.bookingPage;
  const { canUse } = usePlanAccess();
  return (
    <Stack gap="lg">
      <title>Branding · Slotwise</title>
      {!page ? (
        <BookingPageRequired title="Branding" />
      ) : (
        <>
          {canUse('branding') ? (
            <BrandingForm key={page.id} page={page} />
          ) : (
            <UpgradePrompt feature="branding" />
          )}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            {canUse('customCallBackgrounds') ? (
              <PageImageCard
                title="Call background"
                label="Call background"
                description={CALL_BACKGROUND_TEXT}
                path="/booking-page/call-background"
                image={page.callBackground}
                aspectRatio="16 / 9"
              />
            ) : (
              <Card
                withBorder
                radius="lg"
                padding="lg"
                component="section"
                aria-labelledby="call-background-title"
              >
                <Stack gap="sm">
                  <Title order={3} fz="lg" id="call-background-title">
                    Call background
                  </Title>
                  <Text size="sm" c="dimmed">
                    {CALL_BACKGROUND_TEXT}
                  </Text>
                  <UpgradePrompt feature="customCallBackgrounds" />
                </Stack>
              </Card>
            )}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
