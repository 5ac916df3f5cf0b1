import { Anchor, Button, Card, CopyButton, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { CONTACT_PATH } from '../paths';

/** spec (doc 1, §2): the client's access link, to copy, and where to ask for help. */
export function AccessLinkCard({ url }: { url: string }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="access-link-title">
      <Stack gap="sm">
        <Title order={3} fz="md" id="access-link-title">
          Client access link
        </Title>
        <Text size="sm" c="dimmed">
          Your client books the package's sessions from this page. Send it to them if they lost their email.
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Textarea
            aria-label="Client access link"
            value={url}
            readOnly
            autosize
            minRows={1}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { wordBreak: 'break-all' } }}
          />
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'default'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {'Something wrong with this package? '}
          <Anchor href={CONTACT_PATH} fw={600}>
            Contact us
          </Anchor>
        </Text>
      </Stack>
    </Card>
  );
}
