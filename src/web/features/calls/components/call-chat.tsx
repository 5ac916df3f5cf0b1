import { Button, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CHAT_MAX_LENGTH } from '../../../../domain/calls/call-signals';
import type { ChatMessage } from '../call-connection';

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The room's text chat: everyone in the call reads it; it is not kept after the call. */
export function CallChat({
  messages,
  you,
  onSend,
}: {
  messages: ChatMessage[];
  you: string;
  onSend(text: string): void;
}) {
  const [text, setText] = useState('');
  return (
    <Stack gap="sm" h="calc(100dvh - 90px)">
      <ScrollArea style={{ flex: 1 }}>
        <Stack gap="xs" aria-live="polite">
          {messages.length === 0 ? (
            <Text c="dimmed" size="sm">
              Messages sent here are seen by everyone in the call and are not kept afterwards.
            </Text>
          ) : null}
          {messages.map((m) => (
            <div key={m.id}>
              <Text size="xs" c="dimmed">
                {m.from.id === you ? 'You' : m.from.name} · {time.format(new Date(m.at))}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {m.text}
              </Text>
            </div>
          ))}
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return;
          onSend(text.trim());
          setText('');
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label="Message"
            placeholder="Write a message"
            value={text}
            maxLength={CHAT_MAX_LENGTH}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">Send</Button>
        </Group>
      </form>
    </Stack>
  );
}
