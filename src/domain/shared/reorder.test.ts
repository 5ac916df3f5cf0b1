import { describe, expect, it } from 'vitest';
import { changedOrders, reorderInput } from './reorder';

const items = [
  { id: 'a', order: 100 },
  { id: 'b', order: 200 },
  { id: 'c', order: 300 },
  { id: 'd', order: 400 },
];

describe('changedOrders', () => {
  it('writes nothing when the order is unchanged', () => {
    expect(changedOrders(items, ['a', 'b', 'c', 'd'])).toEqual([]);
  });

  it('swapping two neighbours changes exactly those two, reusing their values', () => {
    expect(changedOrders(items, ['a', 'c', 'b', 'd'])).toEqual([
      { id: 'c', order: 200 },
      { id: 'b', order: 300 },
    ]);
  });

  it('moving the last item first shifts the items in between and leaves the rest', () => {
    expect(changedOrders([...items, { id: 'e', order: 500 }], ['d', 'a', 'b', 'c', 'e'])).toEqual([
      { id: 'd', order: 100 },
      { id: 'a', order: 200 },
      { id: 'b', order: 300 },
      { id: 'c', order: 400 },
    ]);
  });

  it('accepts the items in any stored order', () => {
    const shuffled = [items[2]!, items[0]!, items[3]!, items[1]!];
    expect(changedOrders(shuffled, ['b', 'a', 'c', 'd'])).toEqual([
      { id: 'b', order: 100 },
      { id: 'a', order: 200 },
    ]);
  });

  it('with ties, numbers the positions and writes only the items whose value differs', () => {
    const tied = [
      { id: 'a', order: 0 },
      { id: 'b', order: 0 },
      { id: 'c', order: 0 },
    ];
    expect(changedOrders(tied, ['c', 'a', 'b'])).toEqual([
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
    ]);
  });

  it('refuses a list that is not exactly the items', () => {
    expect(changedOrders(items, ['a', 'b', 'c'])).toBeNull();
    expect(changedOrders(items, ['a', 'b', 'c', 'x'])).toBeNull();
    expect(changedOrders(items, ['a', 'b', 'c', 'c'])).toBeNull();
  });
});

describe('reorderInput', () => {
  it('refuses duplicates and non-lists', () => {
    expect(reorderInput.safeParse({ ids: ['a', 'a'] }).success).toBe(false);
    expect(reorderInput.safeParse({ ids: 'a' }).success).toBe(false);
    expect(reorderInput.safeParse({ ids: ['a', 'b'] }).success).toBe(true);
  });
});
