import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatCallMinutes } from '../../../../domain/calls/call-usage';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/shared/messages';
import { ErrorState } from '../../../components/error-state';
import { useCallsUsage } from '../api/get-calls-usage';
import { CreditsCard } from '../components/credits-card';
import { UsageMonthsTable } from '../components/usage-months-table';

/** /dashboard/calls: call-minute usage of the past 6 months and the credits (issue 17). */
export function CallsUsageRoute() {
  const usage = useCallsUsage();
  const [search] = useSearchParams();

  let content: React.ReactNode;
  if (usage.data) {
    const { plan } = usage.data;
    content = (
      <>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="sm">
            <Title order={2} fz="lg">
              Call minutes
            </Title>
            <Text size="sm" c="dimmed">
              Your {plan.name} plan includes {formatCallMinutes(plan.monthlyCallsParticipantSeconds)} minutes
              each month. Every participant counts, you too: a 30-minute call with one client uses 60 minutes.
              Months run from the 1st, in UTC.
            </Text>
            <UsageMonthsTable usage={usage.data} />
          </Stack>
        </Card>
        <CreditsCard usage={usage.data} justPaid={search.get('credits') === 'paid'} />
      </>
    );
  } else if (usage.isError) {
    // spec §8, Usage: the one message, whatever went wrong.
    content = (
      <Card withBorder radius="lg" padding="lg">
        <ErrorState message={GENERIC_ERROR_MESSAGE} onAction={() => usage.refetch()} />
      </Card>
    );
  } else {
    content = (
      <Card withBorder radius="lg" padding="lg" aria-busy="true">
        <Stack gap="sm">
          <Skeleton h={20} w={160} />
          <Skeleton h={180} />
        </Stack>
      </Card>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>Calls · Slotwise</title>
      {content}
    </Stack>
  );
}
