import { Text, Timeline } from '@mantine/core';
import { ACTION_KIND_LABELS } from '../../../../domain/automation/triggers';
import type { WorkflowActionView } from '../../../../domain/automation/workflow-view';
import { actionConditionLabel, whenLabel } from './workflow-labels';

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
        const condition = actionConditionLabel(action);
        const text = action.kind === 'automation' ? action.description : action.message;
        return (
          <Timeline.Item key={action.id} title={whenLabel(action.trigger)} lh={1.3}>
            <Text size="sm" fw={500}>
              {ACTION_KIND_LABELS[action.kind]}
            </Text>
            {text ? (
              <Text
                size="sm"
                c="dimmed"
                lineClamp={2}
                style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {text}
              </Text>
            ) : null}
            {condition ? (
              <Text size="xs" c="dimmed" fs="italic">
                {condition}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
