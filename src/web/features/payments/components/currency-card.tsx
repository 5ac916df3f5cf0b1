import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { getCurrency, isCurrencyCode } from '../../../../domain/money/currencies';
import { CREATE_BOOKING_PAGE_PATH } from '../../../components/booking-page-required';
import { CHANGE_CURRENCY_PATH } from '../paths';

export function currencyName(code: string): string {
  return isCurrencyCode(code) ? `${getCurrency(code).name} (${code})` : code;
}

/** The currency the booking page sells in, with the way to change it. */
export function CurrencyCard({ currency }: { currency: string | null }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="currency-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="currency-title">
          Currency
        </Title>
        {currency ? (
          <Group justify="space-between" gap="sm">
            <Text>
              Your booking page sells in <strong>{currencyName(currency)}</strong>.
            </Text>
            <Button component={Link} to={CHANGE_CURRENCY_PATH} variant="default">
              Change currency
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" gap="sm">
            <Text>Your booking page chooses the currency you sell in. Create it first.</Text>
            <Button component={Link} to={CREATE_BOOKING_PAGE_PATH} variant="default">
              Create booking page
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
