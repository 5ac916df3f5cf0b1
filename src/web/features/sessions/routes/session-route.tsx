import { Grid, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { useMe } from '../../account/api/get-me';
import { SessionBookingsCard } from '../components/session-bookings-card';
import { SessionHeaderCard } from '../components/session-header-card';
import { SessionLocationCard } from '../components/session-location-card';
import { SessionManageCard } from '../components/session-manage-card';
import { SessionScreen } from '../components/session-screen';
import { SESSIONS_PATH } from '../paths';

/** /dashboard/home/sessions/{sessionId}: the session, where it is, what can be done, its bookings. */
export function SessionRoute() {
  const { sessionId = '' } = useParams();
  const zone = useMe().data!.user.timezone;
  return (
    <SessionScreen sessionId={sessionId}>
      {(session) => (
        <Stack gap="md">
          <title>{`${session.title} · Slotwise`}</title>
          <BackLink to={SESSIONS_PATH} label="Back to sessions" />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
              <SessionHeaderCard session={session} zone={zone} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <Stack gap="lg">
                <SessionLocationCard session={session} />
                {session.status === 'confirmed' ? (
                  <SessionManageCard sessionId={session.id} callRoom={session.location.type === 'daily'} />
                ) : null}
              </Stack>
            </Grid.Col>
          </Grid>
          <SessionBookingsCard sessionId={session.id} zone={zone} />
        </Stack>
      )}
    </SessionScreen>
  );
}
