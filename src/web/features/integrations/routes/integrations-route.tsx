import { Stack } from '@mantine/core';
import { useMe } from '../../account/api/get-me';
import { ApiKeysSection } from '../components/api-keys-section';
import { ConnectPlatformsCard } from '../components/connect-platforms-card';
import { WebhooksSection } from '../components/webhooks-section';

/**
 * /dashboard/automation/integrations (spec doc 2, §2 Automation, issue 15): outgoing webhooks,
 * API keys, and how to connect automation platforms through REST hooks.
 */
export function IntegrationsRoute() {
  // Times in the log and the key list read in the expert's own zone.
  const zone = useMe().data?.user.timezone ?? 'UTC';
  return (
    <Stack gap={40} maw={860}>
      <title>Integrations · Slotwise</title>
      <WebhooksSection zone={zone} />
      <ApiKeysSection zone={zone} />
      <ConnectPlatformsCard />
    </Stack>
  );
}
