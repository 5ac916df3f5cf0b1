import { Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CheckIcon } from './icons';

/** spec §9 Photo (and every settings card since): the 'Saved' mark shows for 2 seconds. */
export const SAVED_MARK_MS = 2000;

/** Whether the mark shows, and the call that shows it after a save. */
export function useSavedMark(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), SAVED_MARK_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return [shown, () => setShown(true)];
}

export function SavedMark({ shown }: { shown: boolean }) {
  if (!shown) return null;
  return (
    <Group gap={4} c="teal.7" role="status">
      <CheckIcon size={16} />
      <Text size="sm" fw={600}>
        Saved
      </Text>
    </Group>
  );
}
