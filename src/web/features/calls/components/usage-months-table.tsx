import { Group, Table, Text } from '@mantine/core';
import { formatCallMinutes } from '../../../../domain/calls/call-usage';
import type { CallsUsageView } from '../../../../domain/calls/usage-view';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';

const monthName = (id: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${id}-01T00:00:00Z`),
  );

/** The past 6 months: included, used and remaining minutes (seconds / 60, spec §9). */
export function UsageMonthsTable({ usage }: { usage: CallsUsageView }) {
  const included = formatCallMinutes(usage.plan.monthlyCallsParticipantSeconds);
  const rows = usage.months.map((m) => ({
    id: m.id,
    name: monthName(m.id),
    used: formatCallMinutes(m.participantSeconds),
    remaining: formatCallMinutes(m.remaining.participantSeconds),
  }));
  return (
    <>
      <Table visibleFrom="sm" verticalSpacing="sm" aria-label="Usage by month">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th ta="right">Included</Table.Th>
            <Table.Th ta="right">Used</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-month={row.id}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{included}</Table.Td>
              <Table.Td ta="right" data-cell="used">
                {row.used}
              </Table.Td>
              <Table.Td ta="right">{row.remaining}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <PhoneBlocks label="Usage by month">
        {rows.map((row) => (
          <PhoneBlock key={row.id}>
            <Text fw={600} size="sm">
              {row.name}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text size="sm" c="dimmed">
                Used {row.used} of {included}
              </Text>
              <Text size="sm">{row.remaining} left</Text>
            </Group>
          </PhoneBlock>
        ))}
      </PhoneBlocks>
    </>
  );
}
