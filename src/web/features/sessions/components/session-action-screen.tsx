import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { useMe } from '../../account/api/get-me';
import { GroupPageFrame } from '../../group-sessions/components/group-page-frame';
import { sessionPath } from '../paths';
import { SessionScreen } from './session-screen';

/** A Manage screen of the session in the address (cancel, reschedule, location), in the expert's zone. */
export function SessionActionScreen({
  title,
  description,
  cancelledMessage,
  children,
}: {
  title: string;
  description?: (zone: string) => string;
  /** What the screen says instead of its form once the session is cancelled (spec §8). */
  cancelledMessage: string;
  children: (session: SessionDetailView, zone: string) => ReactNode;
}) {
  const { sessionId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <SessionScreen sessionId={sessionId}>
      {(session) => (
        <GroupPageFrame
          title={title}
          description={description?.(zone)}
          back={{ to: sessionPath(session.id), label: 'Back to the session' }}
        >
          {session.status === 'cancelled' ? (
            <Alert color="red" variant="light">
              {cancelledMessage}
            </Alert>
          ) : (
            children(session, zone)
          )}
        </GroupPageFrame>
      )}
    </SessionScreen>
  );
}
