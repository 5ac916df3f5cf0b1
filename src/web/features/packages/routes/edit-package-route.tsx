import { Anchor, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { ExternalLinkIcon } from '../../../components/icons';
import { NotFound } from '../../../components/not-found';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { PACKAGES_PATH, publicPackagePath } from '../../scheduling/paths';
import { usePackage } from '../api/get-package';
import { usePackageOptions } from '../api/get-package-options';
import { useUpdatePackage } from '../api/update-package';
import { DeletePackageButton } from '../components/delete-package-button';
import { PackageForm } from '../components/package-form';
import { valuesFromPackage } from '../components/package-form-values';
import { PackagesPageFrame } from '../components/packages-page-frame';
import { PackageFormSkeleton } from '../components/packages-skeleton';
import { usePackageFormContext } from '../hooks/use-package-form-context';
import { LOAD_ERROR } from './packages-route';

// spec (doc 2, §8): the words for a save that failed unexpectedly.
const SAVE_FAILED = 'Failed to save the changes. Please try again later.';

/** /dashboard/scheduling/packages/{packageId}. Another expert's or a deleted package is Not found. */
export function EditPackageRoute() {
  const { packageId = '' } = useParams();
  const navigate = useNavigate();
  const hasPage = Boolean(useMe().data?.bookingPage);
  const context = usePackageFormContext();
  const pkg = usePackage(packageId);
  const options = usePackageOptions();
  const update = useUpdatePackage();

  if (!hasPage)
    return (
      <PackagesPageFrame title="Edit package">
        <BookingPageRequired title="Packages" />
      </PackagesPageFrame>
    );
  // 400 means an id the API cannot even read: no such package either.
  if (pkg.error instanceof ApiError && [400, 404].includes(pkg.error.status)) return <NotFound />;

  let content: React.ReactNode;
  if (pkg.isError) content = <ErrorState message={LOAD_ERROR} onAction={() => pkg.refetch()} />;
  else if (options.isError)
    content = <ErrorState message={errorMessage(options.error)} onAction={() => options.refetch()} />;
  else if (!pkg.data || !options.data || !context) content = <PackageFormSkeleton />;
  else {
    const current = pkg.data;
    content = (
      <PackageForm
        // A fresh form when a different package is opened on the same screen.
        key={current.id}
        initialValues={valuesFromPackage(current)}
        included={current}
        currency={context.currency}
        access={context.access}
        options={options.data}
        submitLabel="Save"
        failureMessage={SAVE_FAILED}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          notifications.show({ color: 'teal', message: 'Package saved' });
          navigate(PACKAGES_PATH);
        }}
        onCancel={() => navigate(PACKAGES_PATH)}
        actions={
          <DeletePackageButton
            packageId={current.id}
            onDeleted={() => {
              notifications.show({ color: 'teal', message: 'Package deleted' });
              navigate(PACKAGES_PATH);
            }}
          />
        }
      />
    );
  }

  return (
    <PackagesPageFrame
      title={pkg.data ? pkg.data.title : 'Edit package'}
      aside={
        // spec (doc 2, §2): the edit screen links to the public page.
        <Anchor
          href={publicPackagePath(packageId)}
          target="_blank"
          rel="noopener"
          size="sm"
          fw={600}
          w="fit-content"
        >
          <Group gap={4} component="span" wrap="nowrap">
            View public page
            <ExternalLinkIcon size={14} />
          </Group>
        </Anchor>
      }
    >
      {content}
    </PackagesPageFrame>
  );
}
