import type { ReactNode } from 'react';
import type { WorkflowDetailView } from '../../../../domain/automation/workflow-view';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { ApiError } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { useWorkflow } from '../api/get-workflow';
import { workflowFailure } from './workflow-labels';
import { WorkflowPageFrame } from './workflow-page-frame';
import { WorkflowSkeleton } from './workflows-skeleton';

/**
 * The detail, edit and monitor screens' common states: no booking page, 'Not found' (an unknown
 * id or another expert's), a failure with Try again, loading; then the screen itself.
 */
export function WorkflowLoader({
  workflowId,
  title,
  children,
}: {
  workflowId: string;
  title: string;
  children: (workflow: WorkflowDetailView) => ReactNode;
}) {
  const me = useMe();
  const query = useWorkflow(workflowId);

  if (me.data && !me.data.bookingPage)
    return (
      <WorkflowPageFrame title={title}>
        <BookingPageRequired title="Workflows" />
      </WorkflowPageFrame>
    );
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <NotFound />;
  if (query.isError)
    return (
      <WorkflowPageFrame title={title}>
        <ErrorState message={workflowFailure(query.error, 'workflow')} onAction={() => query.refetch()} />
      </WorkflowPageFrame>
    );
  if (!query.data)
    return (
      <WorkflowPageFrame title={title}>
        <WorkflowSkeleton />
      </WorkflowPageFrame>
    );
  return children(query.data);
}
