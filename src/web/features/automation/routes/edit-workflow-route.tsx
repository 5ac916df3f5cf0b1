import { Alert, Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { WORKFLOW_MESSAGES } from '../../../../domain/automation/workflow-input';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { useRenameWorkflow } from '../api/rename-workflow';
import { ActionsEditor } from '../components/actions-editor';
import { useWorkflowBack } from '../components/use-workflow-back';
import { WorkflowForm } from '../components/workflow-form';
import { WorkflowLoader } from '../components/workflow-loader';
import { WorkflowPageFrame } from '../components/workflow-page-frame';
import { WorkflowStatusBadge } from '../components/workflow-status-badge';

/** …/workflows/{workflowId}/edit: rename, and add, edit or remove its actions. */
export function EditWorkflowRoute() {
  const { workflowId = '' } = useParams();
  return (
    <WorkflowLoader workflowId={workflowId} title="Edit workflow">
      {(workflow) => <EditWorkflow workflow={workflow} />}
    </WorkflowLoader>
  );
}

function EditWorkflow({ workflow }: { workflow: WorkflowDetailView }) {
  const navigate = useNavigate();
  const back = useWorkflowBack();
  const rename = useRenameWorkflow();
  return (
    <WorkflowPageFrame
      title={`Edit ${workflow.name}`}
      back={back}
      aside={<WorkflowStatusBadge workflow={workflow} />}
    >
      {workflow.deleted ? (
        <Alert color="red" variant="light" title="Deleted">
          {WORKFLOW_MESSAGES.deleted}
        </Alert>
      ) : (
        <>
          <Card withBorder radius="lg" padding="lg" component="section" aria-label="Name">
            <WorkflowForm
              // A fresh form when the saved name comes back.
              key={workflow.name}
              initialValues={{ name: workflow.name, type: workflow.type }}
              typeLocked
              submitLabel="Save name"
              cancelLabel="Done"
              onSubmit={async ({ name }) => {
                await rename.mutateAsync({ id: workflow.id, name });
                notifications.show({ color: 'teal', message: 'Workflow renamed' });
              }}
              onCancel={() => navigate(back.to)}
            />
          </Card>
          <ActionsEditor workflow={workflow} />
        </>
      )}
    </WorkflowPageFrame>
  );
}
