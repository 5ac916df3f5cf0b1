import { ActionIcon, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-client';
import { FormError } from './form-error';
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from './icons';

export interface ReorderItem {
  id: string;
  title: string;
  /** A second line: duration and price, a date. */
  meta?: ReactNode;
}

interface ReorderListProps {
  items: readonly ReorderItem[];
  /** Saves the new order (every id, top first). The caller navigates away on success. */
  onSave: (ids: string[]) => Promise<unknown>;
  onCancel: () => void;
}

/** Moves the item at `from` to `to`, shifting the items in between. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Drag to reorder (mouse, pen or touch on the grip) or use the arrow buttons (keyboard and
 * screen readers). Nothing is saved until "Save order".
 */
export function ReorderList({ items, onSave, onCancel }: ReorderListProps) {
  const [order, setOrder] = useState(() => items.map((item) => item.id));
  const [dragging, setDragging] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const byId = new Map(items.map((item) => [item.id, item]));
  const visible = order.filter((id) => byId.has(id));
  const changed = visible.some((id, i) => id !== items[i]?.id);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= visible.length) return;
    setOrder(moveItem(visible, from, to));
  };

  const onPointerDown = (id: string) => (event: ReactPointerEvent<HTMLElement>) => {
    if (saving || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(id);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!dragging) return;
    // The dragged row goes below every other row whose middle is above the pointer.
    const others = visible.filter((id) => id !== dragging);
    let target = 0;
    for (const id of others) {
      const rect = rows.current.get(id)?.getBoundingClientRect();
      if (rect && rect.top + rect.height / 2 < event.clientY) target++;
    }
    const from = visible.indexOf(dragging);
    if (target !== from) setOrder(moveItem(visible, from, target));
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSave(visible);
    } catch (caught) {
      setError(errorMessage(caught));
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Drag the handles or use the arrows, then save. Clients see this order on your booking page.
      </Text>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="New order">
        {visible.map((id, index) => {
          const item = byId.get(id)!;
          return (
            <Paper
              key={id}
              component="li"
              withBorder
              radius="md"
              p="sm"
              ref={(el: HTMLElement | null) => {
                if (el) rows.current.set(id, el);
                else rows.current.delete(id);
              }}
              shadow={dragging === id ? 'md' : undefined}
              bg={dragging === id ? 'indigo.0' : undefined}
              style={{ transition: 'background-color 120ms' }}
            >
              <Group gap="sm" wrap="nowrap">
                <Box
                  role="button"
                  tabIndex={-1}
                  aria-label={`Drag ${item.title}`}
                  onPointerDown={onPointerDown(id)}
                  onPointerMove={onPointerMove}
                  onPointerUp={() => setDragging(null)}
                  onPointerCancel={() => setDragging(null)}
                  c="dimmed"
                  style={{
                    cursor: dragging === id ? 'grabbing' : 'grab',
                    touchAction: 'none',
                    display: 'flex',
                  }}
                  p={4}
                >
                  <GripIcon size={20} />
                </Box>
                <Text size="sm" c="dimmed" w={20} ta="right" aria-hidden="true">
                  {index + 1}
                </Text>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" truncate>
                    {item.title}
                  </Text>
                  {item.meta ? (
                    <Text size="xs" c="dimmed" component="div" truncate>
                      {item.meta}
                    </Text>
                  ) : null}
                </Box>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${item.title} up`}
                    disabled={index === 0 || saving}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpIcon size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${item.title} down`}
                    disabled={index === visible.length - 1 || saving}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownIcon size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <FormError message={error} />
      <Group gap="sm">
        <Button onClick={save} loading={saving} disabled={!changed}>
          Save order
        </Button>
        <Button variant="default" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
