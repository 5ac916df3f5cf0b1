import { Checkbox, Group, NumberInput, Radio, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import {
  DISCOUNT_LIMITS,
  type DiscountInput,
  discountInput,
} from '../../../../domain/discounts/discount-input';
import type { DiscountProductView } from '../../../../domain/discounts/discount-view';
import type { CurrencyCode } from '../../../../domain/money/currencies';
import { counted } from '../../../components/counted-field';
import { FormActions } from '../../../components/form-actions';
import { FormError } from '../../../components/form-error';
import { PriceInput } from '../../../components/price-input';
import { apiFormErrors } from '../../../lib/zod-form';
import { ClientPicker } from './client-picker';
import {
  type DiscountFormValues,
  EMPTY_DISCOUNT_VALUES,
  toDiscountInput,
  validateDiscountForm,
} from './discount-form-values';
import { ProductsPicker } from './products-picker';

const FIELDS = ['code', 'valueType', 'percentOff', 'amountOff', 'maxRedemptions', 'clientId', 'products'];

interface DiscountFormProps {
  currency: CurrencyCode;
  initialValues?: DiscountFormValues;
  /** The code's current products, so one no longer offered (a past session) still shows by name. */
  knownProducts?: DiscountProductView[];
  submitLabel: string;
  /** Saves the parsed input; a rejection carries the API error. */
  onSubmit: (input: DiscountInput) => Promise<unknown>;
  onCancel: () => void;
  /** Extra actions at the start of the button row (Delete on the edit screen). */
  actions?: ReactNode;
}

export function DiscountForm({
  currency,
  initialValues = EMPTY_DISCOUNT_VALUES,
  knownProducts = [],
  submitLabel,
  onSubmit,
  onCancel,
  actions,
}: DiscountFormProps) {
  const form = useForm<DiscountFormValues>({
    mode: 'controlled',
    initialValues,
    validate: validateDiscountForm(currency),
  });
  const { values } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.onSubmit(async (raw) => {
    setFailure(null);
    try {
      await onSubmit(discountInput(currency).parse(toDiscountInput(raw)));
    } catch (error) {
      // A code in use comes back under the code; anything unexpected above the form.
      const { fields, message } = apiFormErrors(error, FIELDS);
      form.setErrors(fields);
      setFailure(message);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={failure} />
        <TextInput
          label="Code"
          description="Letters and digits, no spaces. Clients type it at checkout; capitals don't matter."
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.getInputProps('code')}
          {...counted(values.code.length, DISCOUNT_LIMITS.codeMax)}
        />
        <Radio.Group
          label="Discount"
          value={values.valueType}
          onChange={(value) => form.setFieldValue('valueType', value as DiscountFormValues['valueType'])}
        >
          <Group gap="lg" mt={6}>
            <Radio value="percentage" label="Percentage" />
            <Radio value="fixed" label="Fixed amount" />
          </Group>
        </Radio.Group>
        {values.valueType === 'percentage' ? (
          <NumberInput
            label="Percent off"
            description="Comes off the price of whatever the client books"
            // No min/max: NumberInput would clamp on blur and hide the spec's messages.
            allowDecimal={false}
            allowNegative={false}
            hideControls
            rightSection={<span aria-hidden="true">%</span>}
            maw={320}
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <PriceInput
            currency={currency}
            label="Amount off"
            description="Comes off the price; a price never goes below zero"
            maw={320}
            {...form.getInputProps('amountOff')}
          />
        )}

        <Stack gap="xs">
          <Checkbox
            label="Limit the number of times this code can be used"
            {...form.getInputProps('limitRedemptions', { type: 'checkbox' })}
          />
          {values.limitRedemptions ? (
            <NumberInput
              label="Maximum uses"
              allowDecimal={false}
              hideControls
              allowNegative={false}
              maw={200}
              ml={32}
              {...form.getInputProps('maxRedemptions')}
            />
          ) : null}
        </Stack>

        <Stack gap="xs">
          <Checkbox
            label="Only for one client"
            {...form.getInputProps('restrictClient', { type: 'checkbox' })}
          />
          {values.restrictClient ? (
            <ClientPicker
              value={values.clientId}
              name={values.clientName}
              error={form.errors.clientId}
              onChange={(id, name) => {
                form.setFieldValue('clientId', id);
                form.setFieldValue('clientName', name);
              }}
            />
          ) : null}
        </Stack>

        <Stack gap="xs">
          <Checkbox
            label="Only for some services, packages, series or sessions"
            {...form.getInputProps('restrictProducts', { type: 'checkbox' })}
          />
          {values.restrictProducts ? (
            <ProductsPicker
              value={values.products}
              known={knownProducts}
              error={form.errors.products}
              onChange={(keys) => form.setFieldValue('products', keys)}
            />
          ) : null}
        </Stack>

        <FormActions
          submitLabel={submitLabel}
          saving={form.submitting}
          onCancel={onCancel}
          actions={actions}
        />
      </Stack>
    </form>
  );
}
