import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { PACKAGE_CREATE_PATH, PACKAGES_REORDER_PATH } from '../../scheduling/paths';
import { usePackages } from '../api/get-packages';
import { PackageCard } from '../components/package-card';
import { PackageIcon } from '../components/package-icons';
import { PackagesSkeleton } from '../components/packages-skeleton';

// spec (doc 2, §8).
export const LOAD_ERROR = 'Failed to load package';
export const NO_PACKAGES =
  'No packages yet. Bundle sessions of your services, group sessions or series and sell them together.';

/** /dashboard/scheduling/packages: the packages on the booking page, in their order. */
export function PackagesRoute() {
  const hasPage = Boolean(useMe().data?.bookingPage);
  return (
    <Stack gap="md" maw={760}>
      <title>Packages · Slotwise</title>
      {hasPage ? <PackagesList /> : <BookingPageRequired title="Packages" />}
    </Stack>
  );
}

function PackagesList() {
  const packages = usePackages();
  const count = packages.data?.length ?? 0;

  let content: React.ReactNode;
  if (packages.data) {
    content =
      count === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <Stack align="center" gap="sm" ta="center">
            <Text c="indigo.4" aria-hidden="true" lh={0}>
              <PackageIcon size={36} />
            </Text>
            <Text c="dimmed" maw={420}>
              {NO_PACKAGES}
            </Text>
            <Button component={Link} to={PACKAGE_CREATE_PATH} mt="xs">
              New package
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Packages">
          {packages.data.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} />
          ))}
        </Stack>
      );
  } else if (packages.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={LOAD_ERROR} onAction={() => packages.refetch()} />
      </Card>
    );
  } else {
    content = <PackagesSkeleton />;
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 260px' }}>
          Sell several sessions together at one price. Clients book the sessions one by one.
        </Text>
        <Group gap="sm">
          {count > 1 ? (
            <Button component={Link} to={PACKAGES_REORDER_PATH} variant="default">
              Reorder
            </Button>
          ) : null}
          {count > 0 ? (
            <Button component={Link} to={PACKAGE_CREATE_PATH}>
              New package
            </Button>
          ) : null}
        </Group>
      </Group>
      {content}
    </>
  );
}
