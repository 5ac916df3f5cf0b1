import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { errorMessage } from '../../../lib/api-client';
import { useSetDiscountActive } from '../api/set-discount-active';

/** spec §4: Disable/Enable. Enabling is refused without the plan (the button is then off). */
export function DiscountActiveButton({
  discount,
  canEnable,
  size = 'xs',
}: {
  discount: DiscountView;
  canEnable: boolean;
  size?: 'xs' | 'sm';
}) {
  const toggle = useSetDiscountActive();
  const label = discount.active ? 'Disable' : 'Enable';
  return (
    <Button
      variant="default"
      size={size}
      loading={toggle.isPending}
      disabled={!discount.active && !canEnable}
      aria-label={`${label} ${discount.code}`}
      onClick={() =>
        toggle.mutate(
          { id: discount.id, active: !discount.active },
          {
            onSuccess: (saved) =>
              notifications.show({
                color: 'teal',
                message: saved.active ? `${saved.code} enabled` : `${saved.code} disabled`,
              }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          },
        )
      }
    >
      {label}
    </Button>
  );
}
