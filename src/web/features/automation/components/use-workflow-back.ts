import { useResolvedPath } from 'react-router';
import type { BackTo } from '../../../components/back-link';

/**
 * The edit and monitor screens lead back to the workflow they belong to, under whichever address
 * it was opened (/dashboard/automation/workflows/{id} or the spec's /dashboard/scheduling/…).
 */
export function useWorkflowBack(): BackTo {
  return { to: useResolvedPath('..', { relative: 'path' }).pathname, label: 'Back to workflow' };
}
