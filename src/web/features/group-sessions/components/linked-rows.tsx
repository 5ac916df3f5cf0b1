import { Anchor, Badge, Divider, Group, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';

interface LinkedRow {
  id: string;
  title: string;
  hidden: boolean;
}

interface LinkedRowsProps<T extends LinkedRow> {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  /** The link's word, 'Edit' or 'Open'; screen readers hear it with the title ("Edit Yoga"). */
  action: string;
  to: (item: T) => string;
  /** A line above the title, such as a session's date; the row then aligns to the top. */
  overline?: (item: T) => string;
  /** The dimmed line under the title. */
  details: (item: T) => string;
}

/**
 * The rows of a list card (group sessions, series): title with a Hidden badge, a line of details
 * and one link on the right, divided by lines.
 */
export function LinkedRows<T extends LinkedRow>({
  label,
  items,
  action,
  to,
  overline,
  details,
}: LinkedRowsProps<T>) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {items.map((item, index) => (
        <Fragment key={item.id}>
          {index > 0 ? <Divider component="li" aria-hidden="true" /> : null}
          <Group
            component="li"
            justify="space-between"
            wrap="nowrap"
            gap="md"
            py="sm"
            align={overline ? 'flex-start' : undefined}
          >
            <Stack gap={overline ? 2 : 4} miw={0}>
              {overline ? (
                <Text size="sm" fw={600} c="indigo.7">
                  {overline(item)}
                </Text>
              ) : null}
              <Group gap="xs" miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.title}
                </Text>
                {item.hidden ? (
                  <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                    Hidden
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {details(item)}
              </Text>
            </Stack>
            <Anchor
              component={Link}
              to={to(item)}
              fw={600}
              size="sm"
              aria-label={`${action} ${item.title}`}
              style={{ flexShrink: 0 }}
            >
              {action}
            </Anchor>
          </Group>
        </Fragment>
      ))}
    </Stack>
  );
}
