import { Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import type { DiscountUsageView } from '../../../../domain/discounts/discount-view';
import { formatDate, moneyLabel, valueLabel, valueTypeLabel } from './discount-labels';

/** spec §3: who used the code, when, how much it took off, and the code's value at the time. */
export function DiscountUsageCard({ usage, timeZone }: { usage: DiscountUsageView[]; timeZone?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="discount-usage-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="discount-usage-title">
          Usage
        </Title>
        {usage.length === 0 ? (
          <Text c="dimmed" size="sm">
            No one has used this code yet.
          </Text>
        ) : (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Usage">
            {usage.map((row, index) => (
              <Fragment key={`${row.kind}-${row.id}`}>
                {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
                <Group
                  component="li"
                  justify="space-between"
                  align="flex-start"
                  gap="sm"
                  py="sm"
                  wrap="nowrap"
                >
                  <Stack gap={2} miw={0}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {`${row.firstName} ${row.lastName}`}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {`${formatDate(row.createdAt, timeZone)} · ${row.kind === 'package' ? 'Package' : 'Booking'}`}
                    </Text>
                  </Stack>
                  <Stack gap={2} ta="right" style={{ flexShrink: 0 }}>
                    <Text fw={600}>{`−${moneyLabel(row.discountAmountOff, row.currency)}`}</Text>
                    <Text size="xs" c="dimmed">
                      {`${valueTypeLabel(row.discount)} · ${valueLabel(row.discount)}`}
                    </Text>
                  </Stack>
                </Group>
              </Fragment>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
