import { Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  isCurrencyCode,
} from '../../../../domain/money/currencies';
import { formatMoney } from '../../../../domain/money/money';
import {
  type CurrencyChangeInput,
  type CurrencySettingsView,
  currencyChangeInput,
  type PricedItemKind,
} from '../../../../domain/payments/currency-change';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { apiFormErrors, zodValidate } from '../../../lib/zod-form';

const KIND_LABELS: Record<PricedItemKind, string> = {
  service: 'Service',
  series: 'Series',
  package: 'Package',
  groupSession: 'Group session',
};

const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({
  value: code,
  label: `${code} · ${CURRENCIES[code].name}`,
}));

type FormValues = {
  currency: CurrencyCode;
  version: string;
  prices: Array<{ kind: PricedItemKind; id: string; price: number | '' }>;
};

function priceLabel(price: { amount: number; currency: string }): string {
  return isCurrencyCode(price.currency)
    ? formatMoney({ amount: price.amount, currency: price.currency })
    : `${price.amount} ${price.currency}`;
}

/**
 * spec (doc 2, §5): a currency and one price per listed item, in the new currency. The same
 * schema as the API (currencyChangeInput) with the listed items, so both say the same.
 */
export function CurrencyChangeForm({
  settings,
  saving,
  error,
  onSubmit,
  onCancel,
}: {
  settings: CurrencySettingsView;
  saving: boolean;
  error: unknown;
  onSubmit: (input: CurrencyChangeInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const schema = currencyChangeInput(settings.items);
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: {
      currency: isCurrencyCode(settings.currency) ? settings.currency : 'USD',
      version: settings.version,
      prices: settings.items.map((item) => ({ kind: item.kind, id: item.id, price: '' })),
    },
    validate: zodValidate(schema),
  });
  const fieldNames = ['currency', ...settings.items.map((_, i) => `prices.${i}.price`)];
  const currency = form.values.currency;

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(schema.parse(values));
    } catch (failure) {
      form.setErrors(apiFormErrors(failure, fieldNames).fields);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={apiFormErrors(error, fieldNames).message} />
        <Select
          label="Currency"
          description="The currency clients see and pay in on your booking page"
          data={CURRENCY_OPTIONS}
          searchable
          allowDeselect={false}
          maw={360}
          {...form.getInputProps('currency')}
        />
        {settings.items.length > 0 ? (
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} mb={4}>
              {`New prices in ${currency}`}
            </Text>
            <Text size="sm" c="dimmed">
              Everything with a price needs a new one in the new currency. Bookings made and packages already
              bought keep the currency they were paid in.
            </Text>
            {settings.items.map((item, index) => (
              <PriceInput
                key={`${item.kind}:${item.id}`}
                currency={currency}
                label={item.title}
                description={`${KIND_LABELS[item.kind]} · now ${priceLabel(item.price)}${
                  item.paymentPlanMonths ? ` · paid over ${item.paymentPlanMonths} months` : ''
                }`}
                maw={360}
                {...form.getInputProps(`prices.${index}.price`)}
              />
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            Nothing on your booking page has a price yet, so only the currency changes.
          </Text>
        )}
        <FormActions submitLabel="Save" saving={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
