import { Button, Group, Text } from '@mantine/core';

/** Previous and Next under a paged list, with the page number; nothing when there is one page. */
export function PageNav({
  label,
  page,
  hasNext,
  busy,
  onPage,
}: {
  /** Names the navigation: '{label} pages'. */
  label: string;
  page: number;
  hasNext: boolean;
  /** While a page loads, both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
}) {
  if (page <= 1 && !hasNext) return null;
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={`${label} pages`}>
      <Button variant="default" size="xs" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Text size="sm" c="dimmed" aria-live="polite">{`Page ${page}`}</Text>
      <Button variant="default" size="xs" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Group>
  );
}
