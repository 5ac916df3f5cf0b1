import { Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/api-client';
import { useSchedulingRules } from '../api/get-scheduling-rules';
import { useUpdateSchedulingRules } from '../api/update-scheduling-rules';
import { SchedulingPageFrame } from '../components/scheduling-page-frame';
import { SchedulingRulesForm } from '../components/scheduling-rules-form';
import { SchedulingRulesSkeleton } from '../components/scheduling-rules-skeleton';
import { ServicesWithCustomRules } from '../components/services-with-custom-rules';

/** /dashboard/scheduling/services/rules: the expert's rules and the services that have their own. */
export function SchedulingRulesRoute() {
  const view = useSchedulingRules();
  const update = useUpdateSchedulingRules();

  let content: React.ReactNode;
  if (view.data) {
    content = (
      <>
        <Card withBorder radius="lg" padding="lg">
          <SchedulingRulesForm
            initialValues={view.data.rules}
            saving={update.isPending}
            error={update.error}
            onSubmit={async (rules) => {
              await update.mutateAsync(rules);
              notifications.show({ color: 'teal', message: 'Scheduling rules saved' });
            }}
          />
        </Card>
        <ServicesWithCustomRules services={view.data.servicesWithCustomRules} />
      </>
    );
  } else if (view.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={errorMessage(view.error)} onAction={() => view.refetch()} />
      </Card>
    );
  } else {
    content = <SchedulingRulesSkeleton />;
  }

  return (
    <SchedulingPageFrame
      title="Scheduling rules"
      description="When clients can book your personal sessions, the time kept free around them, and how many fit in a day or week."
    >
      {content}
    </SchedulingPageFrame>
  );
}
