import { describe, expect, it } from 'vitest';
import { addableItems, availableAfterEdit } from './package-edit';

describe('editing a booked package', () => {
  it('leaves max(0, new count − used) available', () => {
    expect(availableAfterEdit(8, 2)).toBe(6);
    expect(availableAfterEdit(2, 2)).toBe(0);
    expect(availableAfterEdit(1, 3)).toBe(0);
    expect(availableAfterEdit(0, 0)).toBe(0);
  });

  it('offers only what is not yet included, in order', () => {
    const all = [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
      { id: 'c', title: 'C' },
    ];
    expect(addableItems(all, ['b'])).toEqual([all[0], all[2]]);
    expect(addableItems(all, ['a', 'b', 'c'])).toEqual([]);
  });
});
