import { Badge } from '@mantine/core';
import type { WorkflowView } from '../../../../domain/automation/workflow-view';
import { WORKFLOW_STATUS_LABELS, workflowStatus } from './workflow-labels';

const COLORS = { active: 'teal', paused: 'gray', deleted: 'red' } as const;

/** spec (§4): Active or Paused; a deleted workflow shows the 'Deleted' badge. */
export function WorkflowStatusBadge({ workflow }: { workflow: Pick<WorkflowView, 'active' | 'deleted'> }) {
  const status = workflowStatus(workflow);
  return (
    <Badge variant="light" color={COLORS[status]} size="sm" style={{ flexShrink: 0 }}>
      {WORKFLOW_STATUS_LABELS[status]}
    </Badge>
  );
}
