import { Anchor, Button, Card, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CheckIcon, CopyIcon, ExternalLinkIcon } from '../../../components/icons';
import { ShareButtons } from './share-buttons';

interface BookingLinkCardProps {
  /** The page's public address; missing when the page data could not be loaded. */
  url: string | null | undefined;
  displayName?: string;
}

export const LINK_UNAVAILABLE_MESSAGE = 'Cannot display the link at the moment.';

export function BookingLinkCard({ url, displayName }: BookingLinkCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="booking-link-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="booking-link-title">
            Your booking page
          </Title>
          <Text c="dimmed" size="sm">
            Share this link with clients so they can book and pay for sessions with you.
          </Text>
        </Stack>
        {url ? (
          <>
            <Paper bg="gray.0" radius="md" px="md" py="sm">
              <Group gap="sm" wrap="nowrap" justify="space-between">
                <Anchor
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  fw={600}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {url}
                </Anchor>
                <Text c="dimmed" lh={0} aria-hidden="true">
                  <ExternalLinkIcon size={16} />
                </Text>
              </Group>
            </Paper>
            <Group gap="sm" justify="space-between" wrap="wrap">
              <CopyButton value={url} timeout={2000}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    variant={copied ? 'light' : 'filled'}
                    color={copied ? 'teal' : undefined}
                    leftSection={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                  >
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
              <ShareButtons
                pageUrl={url}
                text={displayName ? `Book a session with ${displayName}` : 'Book a session with me'}
              />
            </Group>
          </>
        ) : (
          <Text role="alert" c="dimmed">
            {LINK_UNAVAILABLE_MESSAGE}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
