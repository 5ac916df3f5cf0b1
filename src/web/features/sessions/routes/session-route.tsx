import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useMe } from '../../account/api/get-me';
import { GroupPageFrame } from '../../group-sessions/components/group-page-frame';
import { SessionBookingsCard } from '../components/session-bookings-card';
import { SessionHeaderCard } from '../components/session-header-card';
import { SessionLocationCard } from '../components/session-location-card';
import { SessionManageCard } from '../components/session-manage-card';
import { SessionScreen } from '../components/session-screen';
import { SESSIONS_PATH } from '../paths';

/** /dashboard/home/sessions/{sessionId}: the session, where it is, its bookings and what can be done. */
export function SessionRoute() {
  const { sessionId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <SessionScreen sessionId={sessionId}>
      {(session) => (
        <GroupPageFrame title="Session" back={{ to: SESSIONS_PATH, label: 'Back to sessions' }}>
          <title>{`${session.title} · Slotwise`}</title>
          <Stack gap="lg">
            <SessionHeaderCard session={session} zone={zone} />
            <SessionLocationCard session={session} />
            <SessionBookingsCard sessionId={session.id} zone={zone} />
            {session.status === 'confirmed' ? <SessionManageCard sessionId={session.id} /> : null}
          </Stack>
        </GroupPageFrame>
      )}
    </SessionScreen>
  );
}
