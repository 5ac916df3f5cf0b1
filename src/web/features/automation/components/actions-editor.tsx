import { Button, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Fragment, useState } from 'react';
import { WORKFLOW_LIMITS } from '../../../../domain/automation/workflow-input';
import type { WorkflowActionView, WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteWorkflowAction } from '../api/delete-workflow-action';
import { useSaveWorkflowAction } from '../api/save-workflow-action';
import { ActionDetails } from './action-details';
import { ActionForm } from './action-form';
import { newActionValues, valuesFromAction } from './action-form-values';
import { actionSummary, workflowFailure } from './workflow-labels';

/** The edit screen's actions: each one's summary with Edit and Remove, and Add action. */
export function ActionsEditor({ workflow }: { workflow: WorkflowDetailView }) {
  // One form open at a time: an action's id, 'new', or none.
  const [editing, setEditing] = useState<string | null>(null);
  const save = useSaveWorkflowAction();
  const full = workflow.actions.length >= WORKFLOW_LIMITS.actionsPerWorkflow;

  const form = (action: WorkflowActionView | null) => (
    <Paper withBorder radius="md" p="md" bg="gray.0" component="li">
      <Stack gap="sm">
        <Title order={4} fz="sm">
          {action ? 'Edit action' : 'New action'}
        </Title>
        <ActionForm
          type={workflow.type}
          initialValues={action ? valuesFromAction(action) : newActionValues(workflow.type)}
          submitLabel={action ? 'Save action' : 'Add action'}
          onSubmit={async (input) => {
            await save.mutateAsync({ workflowId: workflow.id, actionId: action?.id ?? null, input });
            notifications.show({ color: 'teal', message: action ? 'Action saved' : 'Action added' });
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Stack>
    </Paper>
  );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="edit-actions">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} fz="md" id="edit-actions">
            Actions
          </Title>
          <Text size="sm" c="dimmed">
            Listed in the order they run, from the earliest.
          </Text>
        </Stack>
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Actions">
          {workflow.actions.map((action) =>
            editing === action.id ? (
              <Fragment key={action.id}>{form(action)}</Fragment>
            ) : (
              <ActionRow
                key={action.id}
                workflowId={workflow.id}
                action={action}
                disabled={editing !== null}
                onEdit={() => setEditing(action.id)}
              />
            ),
          )}
          {editing === 'new' ? form(null) : null}
        </Stack>
        {workflow.actions.length === 0 && editing === null ? (
          <Text size="sm" c="dimmed">
            No actions yet. Add a reminder before the session or an email after it.
          </Text>
        ) : null}
        {editing === null ? (
          <Group gap="sm">
            <Button variant="light" onClick={() => setEditing('new')} disabled={full}>
              Add action
            </Button>
            {full ? (
              <Text size="sm" c="dimmed">
                A workflow can have at most 20 actions
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function ActionRow(props: {
  workflowId: string;
  action: WorkflowActionView;
  disabled: boolean;
  onEdit: () => void;
}) {
  const { action } = props;
  const remove = useDeleteWorkflowAction();
  const summary = actionSummary(action);
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={summary}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {summary}
          </Text>
          <ActionDetails action={action} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" size="xs" onClick={props.onEdit} disabled={props.disabled}>
            Edit
          </Button>
          <ConfirmDeleteButton
            title="Remove action"
            question={`Remove "${summary}"? Anything it has planned is cancelled.`}
            id={{ workflowId: props.workflowId, actionId: action.id }}
            mutation={remove}
            onDeleted={(close) => {
              close();
              notifications.show({ color: 'teal', message: 'Action removed' });
            }}
            trigger={{ size: 'xs' }}
            labels={{ action: 'Remove', keep: 'Cancel' }}
            failureMessage={(error) => workflowFailure(error, 'action')}
          />
        </Group>
      </Group>
    </Paper>
  );
}
