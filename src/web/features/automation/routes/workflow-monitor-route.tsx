import { Card, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { useWorkflowSchedules } from '../api/get-workflow-schedules';
import { EmptyCard } from '../components/empty-card';
import { ScheduleCard } from '../components/schedule-card';
import { useWorkflowBack } from '../components/use-workflow-back';
import { workflowFailure } from '../components/workflow-labels';
import { WorkflowLoader } from '../components/workflow-loader';
import { WorkflowPageFrame } from '../components/workflow-page-frame';
import { WorkflowsSkeleton } from '../components/workflows-skeleton';

export const NO_SCHEDULES =
  'Nothing scheduled yet. When a client books something that uses this workflow, its actions show here.';

/** …/workflows/{workflowId}/monitor: the latest 10 schedules and their executions (spec §2, §4). */
export function WorkflowMonitorRoute() {
  const { workflowId = '' } = useParams();
  return (
    <WorkflowLoader workflowId={workflowId} title="Scheduled executions">
      {(workflow) => <Monitor workflow={workflow} />}
    </WorkflowLoader>
  );
}

function Monitor({ workflow }: { workflow: WorkflowDetailView }) {
  const back = useWorkflowBack();
  const zone = useMe().data?.user.timezone ?? 'UTC';
  const schedules = useWorkflowSchedules(workflow.id);

  let content: React.ReactNode;
  if (schedules.data)
    content =
      schedules.data.schedules.length === 0 ? (
        <EmptyCard>{NO_SCHEDULES}</EmptyCard>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Schedules">
          {schedules.data.schedules.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} zone={zone} />
          ))}
        </Stack>
      );
  else if (schedules.isError)
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState
          message={workflowFailure(schedules.error, 'workflow')}
          onAction={() => schedules.refetch()}
        />
      </Card>
    );
  else content = <WorkflowsSkeleton />;

  return (
    <WorkflowPageFrame
      title={`Scheduled executions of ${workflow.name}`}
      back={back}
      aside={
        <Text size="sm" c="dimmed">
          The latest 10 sessions or packages this workflow was scheduled for, newest first.
        </Text>
      }
    >
      {content}
    </WorkflowPageFrame>
  );
}
