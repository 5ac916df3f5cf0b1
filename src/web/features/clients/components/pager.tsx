import { Button, Group, Text } from '@mantine/core';

/** Previous / Next under a paged list, with the page number between them. */
export function Pager(props: {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  label: string;
  busy?: boolean;
}) {
  if (props.page === 1 && !props.hasNext) return null;
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={props.label}>
      <Button
        variant="default"
        size="sm"
        onClick={props.onPrevious}
        disabled={props.page === 1 || props.busy}
      >
        Previous
      </Button>
      <Text size="sm" c="dimmed">{`Page ${props.page}`}</Text>
      <Button variant="default" size="sm" onClick={props.onNext} disabled={!props.hasNext || props.busy}>
        Next
      </Button>
    </Group>
  );
}
