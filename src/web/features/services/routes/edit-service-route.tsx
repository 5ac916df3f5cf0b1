import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import type { SchedulingRules } from '../../../../domain/scheduling/scheduling-rules';
import type { ServiceView } from '../../../../domain/services/service-view';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useAvailabilities } from '../../availabilities/api/get-availabilities';
import { useSchedulingRules } from '../../scheduling/api/get-scheduling-rules';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { SERVICES_PATH } from '../../scheduling/paths';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { DeleteServiceButton } from '../components/delete-service-button';
import { RequireBookingPage } from '../components/require-booking-page';
import { ServiceForm } from '../components/service-form';
import { ServiceFormCard } from '../components/service-form-card';
import { ServiceFormSkeleton } from '../components/service-form-skeleton';
import { pageCurrency, serviceValues } from '../service-form-values';

// spec §8.
export const FAILED_TO_SAVE_SERVICE = 'Failed to save the changes. Please try again later.';

function EditService({ serviceId, currency }: { serviceId: string; currency: string }) {
  const service = useService(serviceId);
  const rules = useSchedulingRules();

  // 400 means an id the API cannot even read: no such service either. Another expert's is 404.
  if (service.error instanceof ApiError && [400, 404].includes(service.error.status)) return <NotFound />;
  let content: React.ReactNode;
  if (service.isError) {
    content = (
      <ServiceFormCard>
        <ErrorState message={errorMessage(service.error)} onAction={() => service.refetch()} />
      </ServiceFormCard>
    );
  } else if (!service.data || rules.isPending) {
    content = <ServiceFormSkeleton />;
  } else {
    content = <ServiceEditor service={service.data} currency={currency} rules={rules.data?.rules} />;
  }
  return (
    <SchedulingPageFrame title="Edit service" description="Changes apply to sessions booked from now on.">
      {content}
    </SchedulingPageFrame>
  );
}

function ServiceEditor({
  service: current,
  currency,
  rules,
}: {
  service: ServiceView;
  currency: string;
  rules: SchedulingRules | undefined;
}) {
  const navigate = useNavigate();
  const update = useUpdateService();
  const availabilities = useAvailabilities();
  const { canUse } = usePlanAccess();
  const backToServices = () => navigate(SERVICES_PATH);
  return (
    <ServiceFormCard>
      <ServiceForm
        // A fresh form when another service is opened on the same screen.
        key={current.id}
        currency={pageCurrency({ currency })}
        initialValues={serviceValues(current, rules)}
        increasedPriceLimit={canUse('increasedPriceLimit')}
        availabilities={availabilities.data?.availabilities}
        availabilitiesFailed={availabilities.isError}
        currentAvailability={current.availability}
        submitLabel="Save"
        saving={update.isPending}
        error={update.error}
        failureMessage={FAILED_TO_SAVE_SERVICE}
        onSubmit={async (input) => {
          await update.mutateAsync({ id: current.id, input });
          notifications.show({ color: 'teal', message: 'Service saved' });
          backToServices();
        }}
        onCancel={backToServices}
        actions={
          <DeleteServiceButton
            serviceId={current.id}
            title={current.title}
            onDeleted={() => {
              notifications.show({ color: 'teal', message: 'Service deleted' });
              backToServices();
            }}
          />
        }
      />
    </ServiceFormCard>
  );
}

/** /dashboard/scheduling/services/{serviceId}. Another expert's id is Not found, like an unknown one. */
export function EditServiceRoute() {
  const { serviceId = '' } = useParams();
  return (
    <RequireBookingPage>
      {(page) => <EditService serviceId={serviceId} currency={page.currency} />}
    </RequireBookingPage>
  );
}
