import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { WORKFLOW_MESSAGES } from '../../../../domain/automation/workflow-input';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { ActionTimeline } from '../components/action-timeline';
import { DeleteWorkflowButton } from '../components/delete-workflow-button';
import { WorkflowActiveSwitch } from '../components/workflow-active-switch';
import { actionsCountLabel, WORKFLOW_TYPE_LABELS } from '../components/workflow-labels';
import { WorkflowLoader } from '../components/workflow-loader';
import { WorkflowPageFrame } from '../components/workflow-page-frame';
import { WorkflowStatusBadge } from '../components/workflow-status-badge';
import { WorkflowUsageCard } from '../components/workflow-usage-card';
import { WORKFLOWS_PATH } from '../paths';

/**
 * /dashboard/automation/workflows/{workflowId}, and the spec's /dashboard/scheduling/workflows/{id}:
 * the actions timeline, Edit, 'View scheduled executions', what uses it, pause and delete.
 */
export function WorkflowRoute() {
  const { workflowId = '' } = useParams();
  return (
    <WorkflowLoader workflowId={workflowId} title="Workflow">
      {(workflow) => <WorkflowDetail workflow={workflow} />}
    </WorkflowLoader>
  );
}

function WorkflowDetail({ workflow }: { workflow: WorkflowDetailView }) {
  const navigate = useNavigate();
  const [upgrade, setUpgrade] = useState(false);
  return (
    <WorkflowPageFrame
      title={workflow.name}
      aside={
        <Group gap="xs">
          <WorkflowStatusBadge workflow={workflow} />
          <Text size="sm" c="dimmed">
            {workflow.deleted
              ? WORKFLOW_TYPE_LABELS[workflow.type]
              : `${WORKFLOW_TYPE_LABELS[workflow.type]} · ${actionsCountLabel(workflow.actions.length)}`}
          </Text>
        </Group>
      }
    >
      {workflow.deleted ? (
        // spec §4: the 'Deleted' badge and message; its actions and links went with it, its
        // history stays on the monitor.
        <>
          <Alert color="red" variant="light" title="Deleted">
            {WORKFLOW_MESSAGES.deleted}
          </Alert>
          <Button component={Link} to="monitor" relative="path" variant="default" size="sm" w="fit-content">
            View scheduled executions
          </Button>
        </>
      ) : (
        <>
          <Stack gap="sm">
            <WorkflowActiveSwitch workflow={workflow} onUpgradeNeeded={setUpgrade} />
            {upgrade ? <UpgradePrompt feature="multipleWorkflows" /> : null}
            <Group gap="xs" wrap="wrap">
              <Button component={Link} to="edit" relative="path" variant="light" size="sm">
                Edit
              </Button>
              <Button component={Link} to="monitor" relative="path" variant="default" size="sm">
                View scheduled executions
              </Button>
              <DeleteWorkflowButton
                workflowId={workflow.id}
                name={workflow.name}
                onDeleted={() => {
                  notifications.show({ color: 'teal', message: 'Workflow deleted' });
                  navigate(WORKFLOWS_PATH);
                }}
              />
            </Group>
          </Stack>
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="workflow-actions">
            <Stack gap="md">
              <Title order={3} fz="md" id="workflow-actions">
                Actions
              </Title>
              <ActionTimeline actions={workflow.actions} />
            </Stack>
          </Card>
          <WorkflowUsageCard usage={workflow.usage} />
        </>
      )}
    </WorkflowPageFrame>
  );
}
