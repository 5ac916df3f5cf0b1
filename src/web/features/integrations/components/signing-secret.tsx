import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MASKED_SECRET } from './integration-labels';

/** The endpoint's signing secret: hidden until revealed, copyable either way, and what it is for. */
export function SigningSecret({ secret, endpointLabel }: { secret: string; endpointLabel: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack gap={6}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        Signing secret
      </Text>
      <Group gap="xs" wrap="wrap" align="center">
        <Code
          aria-label={`Signing secret of ${endpointLabel}`}
          style={{
            overflowWrap: 'anywhere',
            flex: '1 1 220px',
            minWidth: 0,
            fontSize: 13,
            padding: '6px 8px',
          }}
        >
          {shown ? secret : MASKED_SECRET}
        </Code>
        <Group gap={6} wrap="nowrap">
          <Button variant="default" size="xs" onClick={() => setShown((value) => !value)}>
            {shown ? 'Hide' : 'Reveal'}
          </Button>
          <CopyButton value={secret} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                size="xs"
                onClick={copy}
                aria-label={copied ? 'Secret copied' : 'Copy secret'}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        Every request carries <Code fz="xs">webhook-id</Code>, <Code fz="xs">webhook-timestamp</Code> and{' '}
        <Code fz="xs">webhook-signature</Code> headers (Standard Webhooks): check the signature, an
        HMAC-SHA256 of id, timestamp and body made with this secret, before trusting a request.
      </Text>
    </Stack>
  );
}
