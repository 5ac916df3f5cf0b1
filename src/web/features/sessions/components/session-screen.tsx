import type { ReactNode } from 'react';
import { SESSION_MESSAGES } from '../../../../domain/sessions/session-messages';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { ErrorState } from '../../../components/error-state';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { FormSkeleton } from '../../group-sessions/components/group-skeletons';
import { SessionMissing } from '../../group-sessions/components/session-missing';
import { useSession } from '../api/get-session';
import { SESSIONS_PATH } from '../paths';

/**
 * A screen about one session: 'Session not found' for an unknown or another expert's id, the
 * error state with a retry, a skeleton while it loads, and otherwise the screen itself.
 */
export function SessionScreen({
  sessionId,
  children,
}: {
  sessionId: string;
  children: (session: SessionDetailView) => ReactNode;
}) {
  const session = useSession(sessionId);
  if (session.error instanceof ApiError && session.error.status === 404) {
    return (
      <SessionMissing
        backTo={SESSIONS_PATH}
        backLabel="Back to sessions"
        message={SESSION_MESSAGES.notFound}
      />
    );
  }
  if (session.isError) {
    return <ErrorState message={errorMessage(session.error)} onAction={() => session.refetch()} />;
  }
  if (!session.data) return <FormSkeleton label="Loading the session" />;
  return <>{children(session.data)}</>;
}
