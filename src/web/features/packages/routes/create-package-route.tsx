import { notifications } from '@mantine/notifications';
import { useLocation, useNavigate } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { PACKAGES_PATH } from '../../scheduling/paths';
import { useCreatePackage } from '../api/create-package';
import { usePackageOptions } from '../api/get-package-options';
import type { CloneState } from '../components/package-card';
import { PackageForm } from '../components/package-form';
import { EMPTY_PACKAGE_VALUES, valuesFromClone } from '../components/package-form-values';
import { PackagesPageFrame } from '../components/packages-page-frame';
import { PackageFormSkeleton } from '../components/packages-skeleton';
import { usePackageFormContext } from '../hooks/use-package-form-context';

// spec (doc 2, §8): the words for a create that failed unexpectedly.
const CREATE_FAILED = 'Failed to create a service. Please try again later.';

/** /dashboard/scheduling/packages/create, optionally with a package to clone in the navigation state. */
export function CreatePackageRoute() {
  const navigate = useNavigate();
  const clone = (useLocation().state as Partial<CloneState> | null)?.clone;
  const hasPage = Boolean(useMe().data?.bookingPage);
  const context = usePackageFormContext();
  const options = usePackageOptions();
  const create = useCreatePackage();
  const title = clone ? 'Clone package' : 'New package';

  let content: React.ReactNode;
  if (!hasPage) content = <BookingPageRequired title="Packages" />;
  else if (options.isError)
    content = <ErrorState message={errorMessage(options.error)} onAction={() => options.refetch()} />;
  else if (!options.data || !context) content = <PackageFormSkeleton />;
  else
    content = (
      <PackageForm
        initialValues={clone ? valuesFromClone(clone) : EMPTY_PACKAGE_VALUES}
        included={clone}
        currency={context.currency}
        access={context.access}
        options={options.data}
        submitLabel="Create package"
        failureMessage={CREATE_FAILED}
        onSubmit={async (input) => {
          await create.mutateAsync(input);
          notifications.show({ color: 'teal', message: 'Package created' });
          navigate(PACKAGES_PATH);
        }}
        onCancel={() => navigate(PACKAGES_PATH)}
      />
    );

  return <PackagesPageFrame title={title}>{content}</PackagesPageFrame>;
}
