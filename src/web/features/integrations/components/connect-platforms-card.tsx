import {
  Anchor,
  Badge,
  Card,
  Code,
  CopyButton,
  Group,
  List,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { API_KEY_PREFIX } from '../../../../domain/integrations/api-key-input';
import { WEBHOOK_EVENT_INFO, WEBHOOK_EVENTS } from '../../../../domain/integrations/events';

const METHOD_COLORS = { GET: 'teal', POST: 'blue', DELETE: 'red' } as const;

function Endpoint({ method, url, what }: { method: keyof typeof METHOD_COLORS; url: string; what: string }) {
  return (
    <Stack gap={4} component="li">
      <Text size="sm">{what}</Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Badge
          variant="light"
          color={METHOD_COLORS[method]}
          miw={72}
          style={{ flexShrink: 0, overflow: 'visible' }}
        >
          {method}
        </Badge>
        <Code style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0, padding: '4px 8px' }}>{url}</Code>
        <CopyButton value={url} timeout={2000}>
          {({ copied, copy }) => (
            <UnstyledButton
              onClick={copy}
              fz="xs"
              fw={600}
              c={copied ? 'teal.8' : 'blue.7'}
              aria-label={copied ? 'Copied' : `Copy ${what}`}
              style={{ flexShrink: 0 }}
            >
              {copied ? 'Copied' : 'Copy'}
            </UnstyledButton>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/**
 * issue 15: how to connect Zapier, Make or n8n: an API key, then their REST hooks against our
 * /api/hooks endpoints (subscribe, unsubscribe, sample), addresses built from this site's origin.
 */
export function ConnectPlatformsCard({ origin = window.location.origin }: { origin?: string }) {
  const hooks = `${origin}/api/hooks`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="connect-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg" id="connect-title">
            Connect Zapier, Make or n8n
          </Title>
          <Text size="sm" c="dimmed">
            Automation platforms subscribe to your events themselves with REST hooks: turn a Zap or scenario
            on and it starts receiving them, turn it off and they stop.
          </Text>
        </Stack>
        <List type="ordered" spacing="md" size="sm">
          <List.Item>
            <Text size="sm">
              Create an API key above and paste it where the platform asks for one. It is sent as the header{' '}
              <Code>{`Authorization: Bearer ${API_KEY_PREFIX}…`}</Code>; to check it, the platform calls{' '}
              <Code style={{ overflowWrap: 'anywhere' }}>{`GET ${origin}/api/me`}</Code>.
            </Text>
          </List.Item>
          <List.Item>
            <Stack gap="sm">
              <Text size="sm">Give the platform these addresses:</Text>
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="REST hook addresses"
              >
                <Endpoint
                  method="POST"
                  url={hooks}
                  what={'Subscribe: the body is { "url": "…", "event": "session.booked" }'}
                />
                <Endpoint
                  method="DELETE"
                  url={`${hooks}/{id}`}
                  what="Unsubscribe: the id the subscribe call answered"
                />
                <Endpoint
                  method="GET"
                  url={`${hooks}/samples/{event}`}
                  what="Sample data, to map fields before a real event"
                />
              </Stack>
            </Stack>
          </List.Item>
          <List.Item>
            <Text size="sm">
              Each subscription shows under Webhooks as ‘Added by’ its key’s name. Revoking the key stops them
              all.
            </Text>
          </List.Item>
        </List>
        <Stack gap={6}>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase">
            Events
          </Text>
          <Group gap={6} wrap="wrap">
            {WEBHOOK_EVENTS.map((event) => (
              <Badge
                key={event}
                variant="outline"
                color="gray"
                tt="none"
                fw={500}
                title={WEBHOOK_EVENT_INFO[event].description}
              >
                {event}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Text size="sm">
          {'Every request, answer and event body is described in the '}
          <Anchor href="/api/docs" target="_blank" rel="noopener" fw={600}>
            API reference
          </Anchor>
          .
        </Text>
      </Stack>
    </Card>
  );
}
