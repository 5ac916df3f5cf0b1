import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { workflowFailure } from './workflow-labels';

/** spec (§4): delete asks first; a workflow that ever ran keeps its history, marked Deleted. */
export function DeleteWorkflowButton({
  workflowId,
  name,
  onDeleted,
}: {
  workflowId: string;
  name: string;
  onDeleted: () => void;
}) {
  const remove = useDeleteWorkflow();
  return (
    <ConfirmDeleteButton
      title="Delete workflow"
      question={`Delete ${name}? Its actions are removed and nothing it planned is sent any more.`}
      id={workflowId}
      mutation={remove}
      onDeleted={onDeleted}
      trigger={{ size: 'sm' }}
      failureMessage={(error) => workflowFailure(error, 'workflow')}
    />
  );
}
