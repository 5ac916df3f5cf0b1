import {
  ActionIcon,
  Badge,
  Box,
  Drawer,
  Group,
  Indicator,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../../../domain/shared/messages';
import { GiftIcon } from '../../../components/icons';
import { reportError } from '../../../lib/error-reporting';
import { getFeedbackToken } from '../api/get-feedback-token';
import { useWhatsNew } from '../api/get-whats-new';
import { useMarkWhatsNewRead } from '../api/mark-whats-new-read';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * spec doc 2 §2 Header: the What's new widget with a badge counting unread release notes. Opening
 * the drawer marks what it shows read (on the server, per user); entries new at opening keep their
 * 'New' mark until the drawer closes. The widget signs in with the server's token (reported if empty).
 */
export function WhatsNewWidget() {
  const whatsNew = useWhatsNew();
  const markRead = useMarkWhatsNewRead();
  const [opened, drawer] = useDisclosure(false);
  const newAtOpening = useRef<Set<string>>(new Set());
  const unread = whatsNew.data?.unreadCount ?? 0;

  const open = () => {
    const entries = whatsNew.data?.entries ?? [];
    newAtOpening.current = new Set(entries.filter((e) => !e.read).map((e) => e.id));
    drawer.open();
    if (newAtOpening.current.size > 0) markRead.mutate([...newAtOpening.current]);
    getFeedbackToken().catch((error) => reportError(error));
  };

  return (
    <>
      <Indicator label={unread} size={18} offset={4} disabled={unread === 0} color="red">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          onClick={open}
          aria-label={unread > 0 ? `What's new, ${unread} unread` : "What's new"}
          data-testid="whats-new-button"
        >
          <GiftIcon size={20} />
        </ActionIcon>
      </Indicator>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={
          <Title order={2} fz="lg">
            What's new
          </Title>
        }
      >
        <Stack gap="xl">
          {whatsNew.isError ? (
            <Text size="sm" c="red.7" role="alert">
              {GENERIC_ERROR_MESSAGE}
            </Text>
          ) : null}
          {(whatsNew.data?.entries ?? []).map((entry) => (
            <Box component="article" key={entry.id} aria-labelledby={`whats-new-${entry.id}`}>
              <Group gap="xs" mb={4}>
                <Text size="xs" c="dimmed">
                  {dateFormat.format(new Date(`${entry.date}T00:00:00Z`))}
                </Text>
                {newAtOpening.current.has(entry.id) ? (
                  <Badge size="xs" color="red" variant="light">
                    New
                  </Badge>
                ) : null}
              </Group>
              <Title order={3} fz="md" id={`whats-new-${entry.id}`} mb="xs">
                {entry.title}
              </Title>
              <Typography fz="sm" p={0}>
                {/* Rendered on the server from our own release notes, raw HTML escaped (entries.ts). */}
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown of the repository's release notes */}
                <div dangerouslySetInnerHTML={{ __html: entry.html }} />
              </Typography>
            </Box>
          ))}
        </Stack>
      </Drawer>
    </>
  );
}
