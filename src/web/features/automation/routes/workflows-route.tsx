import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { canShowCreate } from '../../../../domain/automation/workflow-input';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { useMe } from '../../account/api/get-me';
import { useWorkflows } from '../api/get-workflows';
import { EmptyCard } from '../components/empty-card';
import { WorkflowCard } from '../components/workflow-card';
import { workflowFailure } from '../components/workflow-labels';
import { WorkflowsSkeleton } from '../components/workflows-skeleton';

export const NO_WORKFLOWS =
  'No workflows yet. Create one to remind clients before their sessions and follow up after them.';

/** /dashboard/automation/workflows: the page's workflows (not deleted) as cards. */
export function WorkflowsRoute() {
  const me = useMe();
  return (
    <Stack gap="md" maw={760}>
      <title>Workflows · Slotwise</title>
      {me.data && !me.data.bookingPage ? <BookingPageRequired title="Workflows" /> : <WorkflowsList />}
    </Stack>
  );
}

function WorkflowsList() {
  const workflows = useWorkflows();
  const data = workflows.data;

  let content: React.ReactNode;
  if (data) {
    content =
      data.workflows.length === 0 ? (
        <EmptyCard>{NO_WORKFLOWS}</EmptyCard>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Workflows">
          {data.workflows.map((workflow) => (
            <WorkflowCard key={workflow.id} workflow={workflow} />
          ))}
        </Stack>
      );
  } else if (workflows.isError) {
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState
          message={workflowFailure(workflows.error, 'workflow')}
          onAction={() => workflows.refetch()}
        />
      </Card>
    );
  } else {
    content = <WorkflowsSkeleton />;
  }

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text c="dimmed" size="sm" style={{ flex: '1 1 260px' }}>
          {data && !data.multipleWorkflows
            ? 'Each workflow runs for the services, series and packages you attach it to. Your plan runs one at a time.'
            : 'Each workflow runs for the services, series and packages you attach it to.'}
        </Text>
        {/* spec (§9): the link shows while the page has 20 or fewer; the server refuses a 21st. */}
        {data && canShowCreate(data.workflowsCount) ? (
          <Button component={Link} to="create" relative="path">
            Create new workflow
          </Button>
        ) : null}
      </Group>
      {content}
    </>
  );
}
