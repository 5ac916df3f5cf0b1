import { z } from 'zod';

// spec (doc 2, §4): reordering services, packages or series saves a new order value only for the
// items whose order changed. The client sends the whole new order as a list of ids; the server
// checks it names exactly the expert's items and writes the changed ones.

export const REORDER_MAX_ITEMS = 500;
export const REORDER_STALE = 'The list has changed since you opened it. Reload the page and try again.';

export const reorderInput = z.object({
  ids: z
    .array(z.string().min(1).max(100), { error: 'Please send the new order as a list of ids' })
    .max(REORDER_MAX_ITEMS, 'Too many items to reorder')
    .refine((ids) => new Set(ids).size === ids.length, REORDER_STALE),
});
export type ReorderInput = z.infer<typeof reorderInput>;

export interface Ordered {
  id: string;
  order: number;
}

/**
 * The order values to write so that the items read in the order of `ids`, and only those that
 * change. The existing values are reused in their sorted order, so moving one item next to its
 * neighbour changes two rows, not the whole list. When the existing values have ties (items
 * created with the same order), the positions 0..n-1 are used instead, and again only the items
 * whose value differs are written.
 *
 * Returns null when `ids` is not exactly the set of items (an item was added or deleted since
 * the list was loaded).
 */
export function changedOrders(items: readonly Ordered[], ids: readonly string[]): Ordered[] | null {
  if (ids.length !== items.length) return null;
  const byId = new Map(items.map((item) => [item.id, item]));
  if (ids.some((id) => !byId.has(id)) || new Set(ids).size !== ids.length) return null;

  const sorted = items.map((item) => item.order).sort((a, b) => a - b);
  const distinct = sorted.every((value, i) => i === 0 || value > sorted[i - 1]!);
  const values = distinct ? sorted : sorted.map((_, i) => i);

  const changes: Ordered[] = [];
  ids.forEach((id, position) => {
    const order = values[position]!;
    if (byId.get(id)!.order !== order) changes.push({ id, order });
  });
  return changes;
}
