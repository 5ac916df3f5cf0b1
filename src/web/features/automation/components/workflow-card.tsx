import { Anchor, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { cardActions } from '../../../../domain/automation/workflow-input';
import type { WorkflowView } from '../../../../domain/automation/workflow-view';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { editWorkflowPath, workflowPath } from '../paths';
import { WorkflowActiveSwitch } from './workflow-active-switch';
import { actionSummary, WORKFLOW_TYPE_LABELS } from './workflow-labels';
import { WorkflowStatusBadge } from './workflow-status-badge';

/** spec (§2, §9): one workflow on the index: its first 5 actions, then '+N more'. */
export function WorkflowCard({ workflow }: { workflow: WorkflowView }) {
  const headingId = `workflow-${workflow.id}`;
  const { shown, more } = cardActions(workflow.actions);
  const [upgrade, setUpgrade] = useState(false);
  return (
    <Card withBorder radius="lg" padding="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={workflowPath(workflow.id)}
              fw={700}
              c="inherit"
              id={headingId}
              style={{ overflowWrap: 'anywhere' }}
            >
              {workflow.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {WORKFLOW_TYPE_LABELS[workflow.type]}
            </Text>
          </Stack>
          <WorkflowStatusBadge workflow={workflow} />
        </Group>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed">
            No actions yet. Add one so this workflow has something to do.
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-label={`Actions of ${workflow.name}`}>
            {shown.map((action) => (
              <List.Item key={action.id} style={{ overflowWrap: 'anywhere' }}>
                {actionSummary(action)}
              </List.Item>
            ))}
            {more ? (
              <Text size="sm" c="dimmed" component="li" style={{ listStyle: 'none' }}>
                {more}
              </Text>
            ) : null}
          </List>
        )}
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <WorkflowActiveSwitch workflow={workflow} onUpgradeNeeded={setUpgrade} />
          <Group gap="xs">
            <Button
              component={Link}
              to={workflowPath(workflow.id)}
              variant="light"
              size="xs"
              aria-label={`View ${workflow.name}`}
            >
              View
            </Button>
            <Button
              component={Link}
              to={editWorkflowPath(workflow.id)}
              variant="default"
              size="xs"
              aria-label={`Edit ${workflow.name}`}
            >
              Edit
            </Button>
          </Group>
        </Group>
        {upgrade ? <UpgradePrompt feature="multipleWorkflows" /> : null}
      </Stack>
    </Card>
  );
}
