import type { ReactNode } from 'react';
import { BOOKED_PACKAGE_MESSAGES } from '../../../../domain/booked-packages/booked-package-messages';
import type { BookedPackageDetailView } from '../../../../domain/booked-packages/booked-package-view';
import { ErrorState } from '../../../components/error-state';
import { MissingCard } from '../../../components/missing-card';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { FormSkeleton } from '../../group-sessions/components/group-skeletons';
import { useBookedPackage } from '../api/get-booked-package';
import { BOOKED_PACKAGES_PATH } from '../paths';

/**
 * A screen about one booked package: 'Booked package not found' for an unknown or another
 * expert's id, the error state with a retry, a skeleton while it loads, then the screen itself.
 */
export function BookedPackageScreen({
  packageId,
  children,
}: {
  packageId: string;
  children: (booked: BookedPackageDetailView) => ReactNode;
}) {
  const booked = useBookedPackage(packageId);
  if (booked.error instanceof ApiError && booked.error.status === 404) {
    return (
      <MissingCard
        message={BOOKED_PACKAGE_MESSAGES.notFound}
        backTo={BOOKED_PACKAGES_PATH}
        backLabel="Back to packages"
      />
    );
  }
  if (booked.isError) {
    return <ErrorState message={errorMessage(booked.error)} onAction={() => booked.refetch()} />;
  }
  if (!booked.data) return <FormSkeleton label="Loading the booked package" />;
  return <>{children(booked.data)}</>;
}
