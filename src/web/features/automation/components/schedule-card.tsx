import { Anchor, Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { EXECUTION_OUTCOME_LABELS, SCHEDULE_STATUS_LABELS } from '../../../../domain/automation/schedule';
import { ACTION_KIND_LABELS, TRIGGERS } from '../../../../domain/automation/triggers';
import type { ExecutionView, ScheduleView } from '../../../../domain/automation/workflow-view';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';
import { bookedPackagePath, sessionPath } from '../paths';
import { dateTimeLabel, whenLabel } from './workflow-labels';

const STATUS_COLORS = { cancelled: 'gray', in_progress: 'blue', completed: 'teal' } as const;
const OUTCOME_COLORS = {
  pending: 'blue',
  sent: 'teal',
  skipped: 'gray',
  failed: 'red',
  cancelled: 'gray',
} as const;

/** The action an execution performs; a removed action keeps only its trigger. */
const actionLabel = (execution: ExecutionView) =>
  execution.action
    ? `${ACTION_KIND_LABELS[execution.action.kind]} · ${whenLabel(execution.action.trigger)}`
    : `Removed action (${TRIGGERS[execution.triggerType].label})`;

function Outcome({ execution }: { execution: ExecutionView }) {
  return (
    <Badge
      variant="light"
      size="sm"
      color={OUTCOME_COLORS[execution.outcome]}
      style={{ textTransform: 'none' }}
    >
      {EXECUTION_OUTCOME_LABELS[execution.outcome]}
    </Badge>
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
          <Table verticalSpacing="xs" fz="sm" aria-label="Executions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Action</Table.Th>
                <Table.Th>Planned</Table.Th>
                <Table.Th>Done</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {executions.map((execution) => (
                <Table.Tr key={execution.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{actionLabel(execution)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {dateTimeLabel(execution.executionAt, zone)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {execution.executedAt ? dateTimeLabel(execution.executedAt, zone) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <Outcome execution={execution} />
                    {execution.detail ? (
                      <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
                        {execution.detail}
                      </Text>
                    ) : null}
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
                <Text size="xs" c="dimmed">{`Planned ${dateTimeLabel(execution.executionAt, zone)}`}</Text>
                {execution.executedAt ? (
                  <Text size="xs" c="dimmed">{`Done ${dateTimeLabel(execution.executedAt, zone)}`}</Text>
                ) : null}
                <Group gap="xs">
                  <Outcome execution={execution} />
                </Group>
                {execution.detail ? (
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {execution.detail}
                  </Text>
                ) : null}
              </Stack>
            </PhoneBlock>
          ))}
        </PhoneBlocks>
      </Stack>
    </Card>
  );
}
