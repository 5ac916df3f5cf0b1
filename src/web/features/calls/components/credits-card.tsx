import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCallMinutes } from '../../../../domain/calls/call-usage';
import type { CallsUsageView } from '../../../../domain/calls/usage-view';
import { formatMoney } from '../../../../domain/money/money';
import { errorMessage } from '../../../lib/api-client';
import { useBuyCallCredits } from '../api/buy-call-credits';

/** The credits balance (bought minutes never expire, spec §9) and the one-time 5 USD offer. */
export function CreditsCard({ usage, justPaid }: { usage: CallsUsageView; justPaid: boolean }) {
  const buy = useBuyCallCredits();
  const price = formatMoney({ amount: usage.offer.amount, currency: usage.offer.currency as 'USD' });
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Call credits
        </Title>
        {justPaid ? (
          <Alert color="green" title="Thank you">
            Your call credits are added as soon as the payment is confirmed.
          </Alert>
        ) : null}
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={0}>
            <Text fz={32} fw={700} lh={1.1} data-testid="credits-minutes">
              {formatCallMinutes(usage.credits.participantSeconds)}
            </Text>
            <Text size="sm" c="dimmed">
              minutes of credit · used after the monthly included minutes · never expire
            </Text>
          </Stack>
          {usage.canBuy ? (
            <Button onClick={() => buy.mutate()} loading={buy.isPending || buy.isSuccess}>
              Buy {formatCallMinutes(usage.offer.participantSeconds)} minutes for {price}
            </Button>
          ) : null}
        </Group>
        {buy.isError ? <Alert color="red">{errorMessage(buy.error)}</Alert> : null}
      </Stack>
    </Card>
  );
}
