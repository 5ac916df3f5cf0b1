import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { BookedPackageListItemView } from '../../../../domain/booked-packages/booked-package-view';
import { ExpiryBadge } from '../../../components/expiry-badge';
import { PhoneBlock, PhoneBlocks } from '../../../components/phone-blocks';
import { clientName, dayLabel, sessionsLeftLabel } from '../booked-package-format';
import { bookedPackagePath } from '../paths';
import { PlanSummary } from './booked-package-badges';

type Items = readonly BookedPackageListItemView[];

const viewLabel = (item: BookedPackageListItemView) =>
  `View ${item.packageTitle} of ${clientName(item.client)}`;

/** Phones: one block a package, nothing to scroll sideways. */
function PackageBlocks({ items, zone }: { items: Items; zone: string }) {
  return (
    <PhoneBlocks label="Booked packages">
      {items.map((item) => (
        <PhoneBlock key={item.id}>
          <Stack gap={6}>
            <Anchor component={Link} to={bookedPackagePath(item.id)} fw={600} aria-label={viewLabel(item)}>
              {clientName(item.client)}
            </Anchor>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.packageTitle}
            </Text>
            <Text size="xs" c="dimmed">
              {`Bought ${dayLabel(item.createdAt, zone)} · ${sessionsLeftLabel(item.creditsLeft)}`}
            </Text>
            <ExpiryBadge item={item} zone={zone} showNoExpiry />
            <PlanSummary plan={item.paymentPlan} />
          </Stack>
        </PhoneBlock>
      ))}
    </PhoneBlocks>
  );
}

/** spec (doc 1, §2): client, package title, bought, credits left, expiry, payment plan status. */
export function BookedPackagesTable({ items, zone }: { items: Items; zone: string }) {
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover aria-label="Booked packages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th>Package</Table.Th>
              <Table.Th>Bought</Table.Th>
              <Table.Th>Credits left</Table.Th>
              <Table.Th>Expiry</Table.Th>
              <Table.Th>Payment plan</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={bookedPackagePath(item.id)}
                    fw={600}
                    aria-label={viewLabel(item)}
                  >
                    {clientName(item.client)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {item.client.email}
                  </Text>
                </Table.Td>
                <Table.Td maw={240} style={{ overflowWrap: 'anywhere' }}>
                  {item.packageTitle}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayLabel(item.createdAt, zone)}</Table.Td>
                <Table.Td>{item.creditsLeft}</Table.Td>
                <Table.Td>
                  <ExpiryBadge item={item} zone={zone} showNoExpiry />
                </Table.Td>
                <Table.Td>
                  <PlanSummary plan={item.paymentPlan} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PackageBlocks items={items} zone={zone} />
    </>
  );
}
