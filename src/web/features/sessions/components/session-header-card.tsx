import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { SessionDetailView } from '../../../../domain/sessions/session-view';
import { formatInZone } from '../../../../domain/time/format-in-zone';
import { dateRangeLabel, moneyLabel, seatsLabel, whoLabel } from '../session-format';
import { SessionBadges } from './session-badges';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** spec: title, Cancelled or Rescheduled badge, date range, client or 'Group session', total payment. */
export function SessionHeaderCard({ session, zone }: { session: SessionDetailView; zone: string }) {
  const { rescheduling, cancellation } = session;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="session-title">
      <Stack gap="md">
        <Group gap="sm" align="center">
          <Title order={2} fz={24} id="session-title" style={{ overflowWrap: 'anywhere' }}>
            {session.title}
          </Title>
          <SessionBadges session={session} />
        </Group>
        <Text fw={600} c="indigo.7">
          {dateRangeLabel(session, zone)}
        </Text>
        <Group gap="xl" align="flex-start">
          <Fact label={session.type === 'group' ? 'Type' : 'Client'} value={whoLabel(session)} />
          {session.groupSize ? <Fact label="Booked" value={seatsLabel(session.groupSize)} /> : null}
          <Fact label="Total payment" value={moneyLabel(session.totalPaymentAmount, session.currency)} />
          <Fact label="Time zone" value={zone} />
        </Group>
        {rescheduling ? (
          <Text size="sm" c="dimmed">
            {`Moved from ${dateRangeLabel({ start: rescheduling.previousStart, end: rescheduling.previousEnd }, zone)}${
              rescheduling.by ? ` by the ${rescheduling.by}` : ''
            }.`}
            {rescheduling.message ? ` Message: “${rescheduling.message}”` : ''}
          </Text>
        ) : null}
        {cancellation ? (
          <Text size="sm" c="dimmed">
            {`Cancelled ${cancellation.by === 'client' ? 'by the client' : 'by you'} on ${formatInZone(Date.parse(cancellation.at), zone, 'd MMMM yyyy, HH:mm')}.`}
            {cancellation.message ? ` Message: “${cancellation.message}”` : ''}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
