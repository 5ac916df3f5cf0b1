import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { includedSummary, priceLabel } from '../../../../domain/packages/package-summary';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { ReorderList } from '../../../components/reorder-list';
import { useMe } from '../../account/api/get-me';
import { PACKAGES_PATH } from '../../scheduling/paths';
import { usePackages } from '../api/get-packages';
import { useReorderPackages } from '../api/reorder-packages';
import { PackagesPageFrame } from '../components/packages-page-frame';
import { PackagesSkeleton } from '../components/packages-skeleton';
import { LOAD_ERROR } from './packages-route';

/** /dashboard/scheduling/packages/reorder: the order clients see on the booking page. */
export function ReorderPackagesRoute() {
  const navigate = useNavigate();
  const hasPage = Boolean(useMe().data?.bookingPage);
  const packages = usePackages();
  const reorder = useReorderPackages();

  let content: React.ReactNode;
  if (!hasPage) content = <BookingPageRequired title="Packages" />;
  else if (packages.data)
    content = (
      <ReorderList
        items={packages.data.map((pkg) => ({
          id: pkg.id,
          title: pkg.title,
          meta: [priceLabel(pkg), includedSummary(pkg), pkg.hidden ? 'Hidden' : '']
            .filter(Boolean)
            .join(' · '),
        }))}
        onSave={async (ids) => {
          await reorder.mutateAsync(ids);
          notifications.show({ color: 'teal', message: 'Order saved' });
          navigate(PACKAGES_PATH);
        }}
        onCancel={() => navigate(PACKAGES_PATH)}
      />
    );
  else if (packages.isError)
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={LOAD_ERROR} onAction={() => packages.refetch()} />
      </Card>
    );
  else content = <PackagesSkeleton />;

  return <PackagesPageFrame title="Reorder packages">{content}</PackagesPageFrame>;
}
