import { Button, Card, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate, useParams } from 'react-router';
import type { DiscountView } from '../../../../domain/discounts/discount-view';
import { BookingPageRequired } from '../../../components/booking-page-required';
import { ErrorState } from '../../../components/error-state';
import { NotFound } from '../../../components/not-found';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../account/api/get-me';
import { usePlanAccess } from '../../account/hooks/use-plan-access';
import { useDiscount } from '../api/get-discount';
import { DeleteDiscountButton } from '../components/delete-discount-button';
import { DiscountActiveButton } from '../components/discount-active-button';
import {
  formatDate,
  productTypeLabel,
  redemptionsLabel,
  valueLabel,
  valueTypeLabel,
} from '../components/discount-labels';
import { DiscountStatusBadges } from '../components/discount-status-badges';
import { DiscountUsageCard } from '../components/discount-usage-card';
import { DiscountsPageFrame } from '../components/discounts-page-frame';
import { DiscountFormSkeleton } from '../components/discounts-skeleton';
import { DISCOUNTS_PATH, editDiscountPath } from '../paths';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

function DiscountFacts({ discount, timeZone }: { discount: DiscountView; timeZone?: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-label="Discount code">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
        <Fact label="Discount">
          <Text fw={700} size="lg">
            {valueLabel(discount)}
          </Text>
          <Text size="xs" c="dimmed">
            {valueTypeLabel(discount)}
          </Text>
        </Fact>
        <Fact label="Uses">
          <Text>{redemptionsLabel(discount)}</Text>
          <Text size="xs" c="dimmed">
            {discount.maxRedemptions === null ? 'No limit' : `Limit ${discount.maxRedemptions}`}
          </Text>
        </Fact>
        <Fact label="Client">
          <Text>
            {discount.client ? `${discount.client.firstName} ${discount.client.lastName}` : 'Any client'}
          </Text>
        </Fact>
        <Fact label="Products">
          {discount.products === null ? (
            <Text>All products</Text>
          ) : (
            <List size="sm" spacing={2}>
              {discount.products.map((p) => (
                <List.Item key={`${p.type}-${p.id}`}>
                  {`${p.title} `}
                  <Text span size="xs" c="dimmed">
                    {p.start
                      ? `(${productTypeLabel(p.type)}, ${formatDate(p.start, timeZone)})`
                      : `(${productTypeLabel(p.type)})`}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Fact>
        <Fact label="Created">
          <Text>{formatDate(discount.createdAt, timeZone)}</Text>
        </Fact>
        <Fact label="Status">
          <Text>{discount.active ? (discount.usedUp ? 'Active, used up' : 'Active') : 'Disabled'}</Text>
        </Fact>
      </SimpleGrid>
    </Card>
  );
}

/** /dashboard/payments/discounts/{discountId}: the code and its usage. Another expert's code is Not found. */
export function DiscountRoute() {
  const { discountId = '' } = useParams();
  const navigate = useNavigate();
  const me = useMe();
  const { canUse } = usePlanAccess();
  const query = useDiscount(discountId);
  const allowed = canUse('discountCodes');
  const timeZone = me.data?.user.timezone;

  if (me.data && !me.data.bookingPage)
    return (
      <DiscountsPageFrame title="Discount">
        <BookingPageRequired title="Discounts" />
      </DiscountsPageFrame>
    );
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return <NotFound />;
  if (query.isError)
    return (
      <DiscountsPageFrame title="Discount">
        <ErrorState message={errorMessage(query.error)} onAction={() => query.refetch()} />
      </DiscountsPageFrame>
    );
  if (!query.data)
    return (
      <DiscountsPageFrame title="Discount">
        <DiscountFormSkeleton />
      </DiscountsPageFrame>
    );

  const { discount, usage } = query.data;
  return (
    <DiscountsPageFrame
      title={discount.code}
      aside={
        <Stack gap="sm">
          <DiscountStatusBadges discount={discount} />
          <Group gap="xs" wrap="wrap">
            {allowed ? (
              <Button component={Link} to={editDiscountPath(discount.id)} variant="light" size="sm">
                Edit
              </Button>
            ) : null}
            <DiscountActiveButton discount={discount} canEnable={allowed} size="sm" />
            <DeleteDiscountButton
              discountId={discount.id}
              code={discount.code}
              onDeleted={() => {
                notifications.show({ color: 'teal', message: 'Discount code deleted' });
                navigate(DISCOUNTS_PATH);
              }}
            />
          </Group>
        </Stack>
      }
    >
      <DiscountFacts discount={discount} timeZone={timeZone} />
      <DiscountUsageCard usage={usage} timeZone={timeZone} />
    </DiscountsPageFrame>
  );
}
