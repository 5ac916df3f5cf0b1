import { Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { WorkflowView } from '../../../../domain/automation/workflow-view';
import { UpgradePrompt } from '../../../components/upgrade-prompt';
import { ApiError } from '../../../lib/api-client';
import { useSetWorkflowActive } from '../api/set-workflow-active';
import { workflowFailure } from './workflow-labels';

/**
 * Pause or unpause. spec (§4): unpausing a second workflow without multipleWorkflows is refused
 * (403) with an alert: the upgrade prompt shows under the switch.
 */
export function WorkflowActiveSwitch({
  workflow,
}: {
  workflow: Pick<WorkflowView, 'id' | 'name' | 'active'>;
}) {
  const toggle = useSetWorkflowActive();
  const [upgrade, setUpgrade] = useState(false);
  return (
    <Stack gap="sm">
      <Switch
        checked={workflow.active}
        disabled={toggle.isPending}
        label={workflow.active ? 'Active' : 'Paused'}
        aria-label={`Active: ${workflow.name}`}
        onChange={(event) => {
          setUpgrade(false);
          toggle.mutate(
            { id: workflow.id, active: event.currentTarget.checked },
            {
              onSuccess: (saved) =>
                notifications.show({
                  color: 'teal',
                  message: saved.active ? `${saved.name} is active` : `${saved.name} is paused`,
                }),
              onError: (error) => {
                if (error instanceof ApiError && error.status === 403) setUpgrade(true);
                else notifications.show({ color: 'red', message: workflowFailure(error, 'workflow') });
              },
            },
          );
        }}
      />
      {upgrade ? <UpgradePrompt feature="multipleWorkflows" /> : null}
    </Stack>
  );
}
