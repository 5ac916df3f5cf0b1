import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lifetimeCodeInput } from '../../../../domain/billing/inputs';
import { FormError } from '../../../components/form-error';
import { zodValidate } from '../../../lib/zod-form';
import { useRedeemLifetimeCode } from '../api/redeem-lifetime-code';
import { billingErrorMessage } from './billing-error';

/** spec doc 1 §1: lifetime plans sold through a deal marketplace; the code is redeemed here. */
export function LifetimeCodeCard({ lifetime }: { lifetime: boolean }) {
  const redeem = useRedeemLifetimeCode();
  const form = useForm({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: zodValidate(lifetimeCodeInput),
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lifetime-title">
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          try {
            await redeem.mutateAsync(values);
            form.reset();
          } catch {
            // Shown under the button.
          }
        })}
      >
        <Stack gap="sm">
          <Title order={3} fz="lg" id="lifetime-title">
            Lifetime code
          </Title>
          <Text size="sm" c="dimmed">
            {lifetime
              ? 'Bought another code? A higher tier replaces your lifetime plan.'
              : 'Bought a lifetime deal? Redeem its code to move to your lifetime plan.'}
          </Text>
          <Group align="flex-start" gap="sm">
            <TextInput
              aria-label="Lifetime code"
              placeholder="Your code"
              style={{ flex: '1 1 200px' }}
              {...form.getInputProps('code')}
            />
            <Button type="submit" loading={redeem.isPending}>
              Redeem
            </Button>
          </Group>
          <FormError message={billingErrorMessage(redeem.error)} />
        </Stack>
      </form>
    </Card>
  );
}
