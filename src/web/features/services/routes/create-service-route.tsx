import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useAvailabilities } from '../../availabilities/api/get-availabilities';
import { useSchedulingRules } from '../../scheduling/api/get-scheduling-rules';
import { SchedulingPageFrame } from '../../scheduling/components/scheduling-page-frame';
import { SERVICES_PATH } from '../../scheduling/paths';
import { useCreateService } from '../api/create-service';
import { RequireBookingPage } from '../components/require-booking-page';
import { ServiceForm } from '../components/service-form';
import { ServiceFormCard } from '../components/service-form-card';
import { ServiceFormSkeleton } from '../components/service-form-skeleton';
import { DEFAULT_AVAILABILITY, newServiceValues, pageCurrency } from '../service-form-values';

// spec §8.
export const FAILED_TO_CREATE_SERVICE = 'Failed to create a service. Please try again later.';

/** /dashboard/scheduling/services/create */
export function CreateServiceRoute() {
  const navigate = useNavigate();
  const create = useCreateService();
  const rules = useSchedulingRules();
  const availabilities = useAvailabilities();
  const { canUse } = usePlanAccess();
  const backToServices = () => navigate(SERVICES_PATH);

  return (
    <SchedulingPageFrame
      title="New service"
      description="A one-to-one session clients can book on your booking page."
    >
      <RequireBookingPage>
        {(page) =>
          // Custom rules start from the expert's; without them (failed to load) from the defaults.
          rules.isPending ? (
            <ServiceFormSkeleton />
          ) : (
            <ServiceFormCard>
              <ServiceForm
                currency={pageCurrency(page)}
                initialValues={newServiceValues(rules.data?.rules)}
                increasedPriceLimit={canUse('increasedPriceLimit')}
                availabilities={availabilities.data?.availabilities}
                availabilitiesFailed={availabilities.isError}
                currentAvailability={DEFAULT_AVAILABILITY}
                submitLabel="Create service"
                saving={create.isPending}
                error={create.error}
                failureMessage={FAILED_TO_CREATE_SERVICE}
                onSubmit={async (input) => {
                  await create.mutateAsync(input);
                  notifications.show({ color: 'teal', message: 'Service created' });
                  backToServices();
                }}
                onCancel={backToServices}
              />
            </ServiceFormCard>
          )
        }
      </RequireBookingPage>
    </SchedulingPageFrame>
  );
}
