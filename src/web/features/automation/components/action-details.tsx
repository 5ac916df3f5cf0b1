import { Text } from '@mantine/core';
import type { WorkflowActionView } from '../../../../domain/automation/workflow-view';
import { actionConditionLabel } from './workflow-labels';

/** Under an action's summary: the start of its message (or description) and its conditions. */
export function ActionDetails({ action }: { action: WorkflowActionView }) {
  const text = action.kind === 'automation' ? action.description : action.message;
  const condition = actionConditionLabel(action);
  return (
    <>
      {text ? (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      ) : null}
      {condition ? (
        <Text size="xs" c="dimmed" fs="italic">
          {condition}
        </Text>
      ) : null}
    </>
  );
}
