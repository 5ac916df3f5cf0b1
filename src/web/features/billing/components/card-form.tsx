import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CardInput, cardInput } from '../../../../domain/billing/inputs';
import { FormError } from '../../../components/form-error';
import { zodValidate } from '../../../lib/zod-form';

/**
 * The embedded card form of a local install (the offline adapter): Stripe's test numbers decide
 * what happens, and no real card is ever asked for.
 */
export function CardForm(props: {
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (card: CardInput) => void;
}) {
  const form = useForm<CardInput>({
    mode: 'controlled',
    initialValues: { number: '', expiry: '', cvc: '' },
    validate: zodValidate(cardInput),
  });
  return (
    <form onSubmit={form.onSubmit((values) => props.onSubmit(values))} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...form.getInputProps('number')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiry"
            placeholder="MM/YY"
            autoComplete="cc-exp"
            {...form.getInputProps('expiry')}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            {...form.getInputProps('cvc')}
          />
        </Group>
        <Text size="xs" c="dimmed">
          Test cards of this local install: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000
          0025 0000 3155 asks your bank to confirm.
        </Text>
        <Group>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </Group>
        <FormError message={props.error} />
      </Stack>
    </form>
  );
}
