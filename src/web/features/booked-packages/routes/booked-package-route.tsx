import { Grid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useMe } from '../../account/api/get-me';
import { clientName } from '../booked-package-format';
import { AccessLinkCard } from '../components/access-link-card';
import { BookedPackageScreen } from '../components/booked-package-screen';
import { IncludedCard } from '../components/included-card';
import { PackageSummaryCard } from '../components/package-summary-card';
import { PaymentCard } from '../components/payment-card';
import { PaymentPlanCard } from '../components/payment-plan-card';
import { BOOKED_PACKAGES_PATH } from '../paths';

/** /dashboard/home/packages/{packageId}: the package, its client, payment, sessions and plan. */
export function BookedPackageRoute() {
  const { packageId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <BookedPackageScreen packageId={packageId}>
      {(booked) => (
        <Stack gap="md">
          <title>{`${booked.package.title}, ${clientName(booked.client)} · Slotwise`}</title>
          <BackLink to={BOOKED_PACKAGES_PATH} label="Back to packages" />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <Stack gap="lg">
                <PackageSummaryCard booked={booked} zone={zone} />
                <IncludedCard booked={booked} zone={zone} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Stack gap="lg">
                <PaymentCard booked={booked} />
                {booked.paymentPlan ? (
                  <PaymentPlanCard packageId={booked.id} plan={booked.paymentPlan} zone={zone} />
                ) : null}
                <AccessLinkCard url={booked.useUrl} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </BookedPackageScreen>
  );
}
