import { Badge, Group } from '@mantine/core';
import type { DiscountView } from '../../../../domain/discounts/discount-view';

/** spec §4: inactive codes say Disabled; codes whose limit is reached say used up. */
export function DiscountStatusBadges({ discount }: { discount: DiscountView }) {
  if (discount.active && !discount.usedUp) return null;
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {discount.active ? null : (
        <Badge variant="light" color="gray" size="sm">
          Disabled
        </Badge>
      )}
      {discount.usedUp ? (
        <Badge variant="light" color="orange" size="sm">
          used up
        </Badge>
      ) : null}
    </Group>
  );
}
