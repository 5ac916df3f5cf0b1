import { Text } from '@mantine/core';

/** Props that show "12/60" inside the right edge of a text input, red once over the limit. */
export function titleCounter(length: number, max: number) {
  const label = `${length}/${max}`;
  return {
    rightSection: (
      <Text size="xs" c={length > max ? 'red.7' : 'dimmed'} aria-hidden="true">
        {label}
      </Text>
    ),
    rightSectionWidth: label.length * 7 + 16,
    rightSectionPointerEvents: 'none' as const,
  };
}
