import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useCancellationPolicy } from '../api/get-cancellation-policy';
import { useUpdateCancellationPolicy } from '../api/update-cancellation-policy';
import { CancellationPolicyForm } from '../components/cancellation-policy-form';
import { CancellationPolicySkeleton } from '../components/cancellation-policy-skeleton';
import { SchedulingPageFrame } from '../components/scheduling-page-frame';
import { SCHEDULING_PATH } from '../paths';

/** /dashboard/scheduling/services/cancellation-policy; saving returns to scheduling (spec §2). */
export function CancellationPolicyRoute() {
  const navigate = useNavigate();
  const policy = useCancellationPolicy();
  const update = useUpdateCancellationPolicy();
  const { canUse } = usePlanAccess();

  let content: React.ReactNode;
  if (policy.data) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <CancellationPolicyForm
          initialValues={policy.data}
          canSetNotice={canUse('cancellationRules')}
          saving={update.isPending}
          error={update.error}
          onSubmit={async (input) => {
            await update.mutateAsync(input);
            notifications.show({ color: 'teal', message: 'Cancellation policy saved' });
            navigate(SCHEDULING_PATH);
          }}
        />
      </Card>
    );
  } else if (policy.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(policy.error)} onAction={() => policy.refetch()} />
      </Card>
    );
  } else {
    content = <CancellationPolicySkeleton />;
  }

  return (
    <SchedulingPageFrame
      title="Cancellation policy"
      description="Whether clients can cancel or reschedule their sessions, and how late they still can."
    >
      {content}
    </SchedulingPageFrame>
  );
}
