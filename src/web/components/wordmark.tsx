import { Group, Text } from '@mantine/core';
import { LogoMark } from './logo-mark';

export function Wordmark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={large ? 34 : 28} />
      <Text
        component="span"
        fw={800}
        fz={large ? 24 : 20}
        lh={1}
        c="dark.8"
        style={{ letterSpacing: '-0.02em' }}
      >
        Slotwise
      </Text>
    </Group>
  );
}
