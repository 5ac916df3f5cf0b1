import { Card, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { useMe } from '../../account/api/get-me';
import { useCreateWorkflow } from '../api/create-workflow';
import { WorkflowForm } from '../components/workflow-form';
import { WorkflowPageFrame } from '../components/workflow-page-frame';
import { WorkflowSkeleton } from '../components/workflows-skeleton';
import { editWorkflowPath, WORKFLOWS_PATH } from '../paths';

/** /dashboard/automation/workflows/create: name and type; then on to its actions. */
export function CreateWorkflowRoute() {
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateWorkflow();

  let content: React.ReactNode;
  if (!me.data) content = <WorkflowSkeleton />;
  else if (!me.data.bookingPage) content = <BookingPageRequired title="Workflows" />;
  else
    content = (
      <Card withBorder radius="lg" padding="lg">
        <WorkflowForm
          submitLabel="Create workflow"
          onSubmit={async (input) => {
            const created = await create.mutateAsync(input);
            notifications.show({
              color: 'teal',
              message: 'Workflow created. It stays paused until you turn it on.',
            });
            navigate(editWorkflowPath(created.id));
          }}
          onCancel={() => navigate(WORKFLOWS_PATH)}
        />
      </Card>
    );

  return (
    <WorkflowPageFrame
      title="New workflow"
      aside={
        <Text size="sm" c="dimmed">
          A new workflow starts paused. Add its actions next, then turn it on.
        </Text>
      }
    >
      {content}
    </WorkflowPageFrame>
  );
}
