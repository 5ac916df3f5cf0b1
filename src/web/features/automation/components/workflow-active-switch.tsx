import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WorkflowView } from '../../../../domain/automation/workflow-view';
import { ApiError } from '../../../lib/api-client';
import { useSetWorkflowActive } from '../api/set-workflow-active';
import { workflowFailure } from './workflow-labels';

/**
 * Pause or unpause. spec (§4): unpausing a second workflow without multipleWorkflows is refused
 * (403) with an alert: `onUpgradeNeeded(true)` lets the screen show the upgrade prompt where it fits.
 */
export function WorkflowActiveSwitch({
  workflow,
  onUpgradeNeeded,
}: {
  workflow: Pick<WorkflowView, 'id' | 'name' | 'active'>;
  onUpgradeNeeded: (needed: boolean) => void;
}) {
  const toggle = useSetWorkflowActive();
  return (
    <Switch
      checked={workflow.active}
      disabled={toggle.isPending}
      label={workflow.active ? 'Active' : 'Paused'}
      aria-label={`Active: ${workflow.name}`}
      onChange={(event) => {
        onUpgradeNeeded(false);
        toggle.mutate(
          { id: workflow.id, active: event.currentTarget.checked },
          {
            onSuccess: (saved) =>
              notifications.show({
                color: 'teal',
                message: saved.active ? `${saved.name} is active` : `${saved.name} is paused`,
              }),
            onError: (error) => {
              if (error instanceof ApiError && error.status === 403) onUpgradeNeeded(true);
              else notifications.show({ color: 'red', message: workflowFailure(error, 'workflow') });
            },
          },
        );
      }}
    />
  );
}
