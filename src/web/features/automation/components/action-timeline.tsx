import { Text, Timeline } from '@mantine/core';
import { ACTION_KIND_LABELS } from '../../../../domain/automation/triggers';
import type { WorkflowActionView } from '../../../../domain/automation/workflow-view';
import { ActionDetails } from './action-details';
import { whenLabel } from './workflow-labels';

/** spec (§2, §4): the workflow's actions in order of their offset from the trigger. */
export function ActionTimeline({ actions }: { actions: readonly WorkflowActionView[] }) {
  if (actions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No actions yet. Edit the workflow to add a reminder or an email.
      </Text>
    );
  return (
    <Timeline bulletSize={14} lineWidth={2} active={actions.length} aria-label="Actions">
      {actions.map((action) => {
        return (
          <Timeline.Item key={action.id} title={whenLabel(action.trigger)} lh={1.3}>
            <Text size="sm" fw={500}>
              {ACTION_KIND_LABELS[action.kind]}
            </Text>
            <ActionDetails action={action} />
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
