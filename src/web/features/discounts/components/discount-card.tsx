import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { discountPath, editDiscountPath } from '../paths';
import { DiscountActiveButton } from './discount-active-button';
import { redemptionsLabel, restrictionsLabel, valueLabel } from './discount-labels';
import { DiscountStatusBadges } from './discount-status-badges';

/** One code in the list: its value, use, restrictions, and what can be done with it. */
export function DiscountCard({ discount, canEdit }: { discount: DiscountView; canEdit: boolean }) {
  const headingId = `discount-${discount.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap" miw={0} align="center">
              <Text
                fw={700}
                ff="monospace"
                id={headingId}
                c={discount.active ? undefined : 'dimmed'}
                style={{ overflowWrap: 'anywhere' }}
              >
                {discount.code}
              </Text>
              <DiscountStatusBadges discount={discount} />
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {restrictionsLabel(discount)}
            </Text>
          </Stack>
          <Stack gap={0} ta={{ base: 'left', xs: 'right' }} style={{ flexShrink: 0 }}>
            <Text fw={700} size="lg">
              {valueLabel(discount)}
            </Text>
            <Text size="xs" c="dimmed">
              {redemptionsLabel(discount)}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={discountPath(discount.id)}
            variant="light"
            size="xs"
            aria-label={`View ${discount.code}`}
          >
            View
          </Button>
          {canEdit ? (
            <Button
              component={Link}
              to={editDiscountPath(discount.id)}
              variant="default"
              size="xs"
              aria-label={`Edit ${discount.code}`}
            >
              Edit
            </Button>
          ) : null}
          <DiscountActiveButton discount={discount} canEnable={canEdit} />
        </Group>
      </Stack>
    </Card>
  );
}
