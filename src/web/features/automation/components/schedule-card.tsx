import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EXECUTION_OUTCOME_LABELS, SCHEDULE_STATUS_LABELS } from '../../../../domain/automation/schedule';
import { ACTION_KIND_LABELS, TRIGGERS } from '../../../../domain/automation/triggers';
import type { ExecutionView, ScheduleView } from '../../../../domain/automation/workflow-view';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';
import { bookedPackagePath, sessionPath } from '../paths';
import { dateTimeLabel, shortDateTimeLabel, whenLabel } from './workflow-labels';

const STATUS_COLORS = { cancelled: 'gray', in_progress: 'blue', completed: 'teal' } as const;
const OUTCOME_COLORS = {
  pending: 'blue.7',
  sent: 'teal.8',
  skipped: 'gray.7',
  failed: 'red.7',
  cancelled: 'gray.7',
} as const;

/** The action an execution performs; a removed action keeps only its trigger. */
const actionLabel = (execution: ExecutionView) =>
  execution.action
    ? `${ACTION_KIND_LABELS[execution.action.kind]} · ${whenLabel(execution.action.trigger)}`
    : `Removed action (${TRIGGERS[execution.triggerType].label})`;

/** The outcome in its colour, then why (a badge would cut 'Skipped: conditions not met' short). */
function Outcome({ execution }: { execution: ExecutionView }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} c={OUTCOME_COLORS[execution.outcome]} data-outcome={execution.outcome}>
        {EXECUTION_OUTCOME_LABELS[execution.outcome]}
      </Text>
      {execution.detail ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {execution.detail}
        </Text>
      ) : null}
    </Stack>
  );
}

function Subject({ schedule, zone }: { schedule: ScheduleView; zone: string }) {
  if (schedule.session)
    return (
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={sessionPath(schedule.session.id)}
          fw={700}
          style={{ overflowWrap: 'anywhere' }}
        >
          {schedule.session.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {dateTimeLabel(schedule.session.start, zone)}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {schedule.session.clients.length > 0 ? schedule.session.clients.join(', ') : 'No clients'}
        </Text>
      </Stack>
    );
  if (schedule.bookedPackage)
    return (
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={bookedPackagePath(schedule.bookedPackage.id)}
          fw={700}
          style={{ overflowWrap: 'anywhere' }}
        >
          {schedule.bookedPackage.title}
        </Anchor>
        <Text size="sm" c="dimmed">
          {schedule.bookedPackage.client}
        </Text>
      </Stack>
    );
  return <Text fw={700}>Removed session</Text>;
}

/** spec (§2, §4): one schedule: what it runs for, its status, and each execution's times and outcome. */
export function ScheduleCard({ schedule, zone }: { schedule: ScheduleView; zone: string }) {
  const executions = schedule.executions;
  return (
    <Card withBorder radius="lg" padding="lg" component="li">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Subject schedule={schedule} zone={zone} />
          <Badge variant="light" color={STATUS_COLORS[schedule.status]} style={{ flexShrink: 0 }}>
            {SCHEDULE_STATUS_LABELS[schedule.status]}
          </Badge>
        </Group>
        <Table.ScrollContainer minWidth={640} visibleFrom="sm">
          <Table verticalSpacing="xs" fz="sm" aria-label="Executions" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                <Table.Th w={150}>Planned</Table.Th>
                <Table.Th w={150}>Actual</Table.Th>
                <Table.Th w={160}>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {executions.map((execution) => (
                <Table.Tr key={execution.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{actionLabel(execution)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {shortDateTimeLabel(execution.executionAt, zone)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {execution.executedAt ? shortDateTimeLabel(execution.executedAt, zone) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Outcome execution={execution} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PhoneBlocks label="Executions" gap="xs">
          {executions.map((execution) => (
            <PhoneBlock key={execution.id}>
              <Stack gap={4}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {actionLabel(execution)}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                >{`Planned ${shortDateTimeLabel(execution.executionAt, zone)}`}</Text>
                {execution.executedAt ? (
                  <Text
                    size="xs"
                    c="dimmed"
                  >{`Actual ${shortDateTimeLabel(execution.executedAt, zone)}`}</Text>
                ) : null}
                <Outcome execution={execution} />
              </Stack>
            </PhoneBlock>
          ))}
        </PhoneBlocks>
      </Stack>
    </Card>
  );
}
