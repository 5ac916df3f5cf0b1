import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './strings';

describe('isStorableText', () => {
  it('accepts ordinary text, emoji and other paired surrogates', () => {
    expect(isStorableText('Yoga for beginners')).toBe(true);
    expect(isStorableText('Zen 🧘 ∞ 日本')).toBe(true);
    expect(isStorableText('')).toBe(true);
  });

  it('refuses a NUL character and lone surrogates', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uD800')).toBe(false);
    expect(isStorableText('x\uDC00')).toBe(false);
    expect(isStorableText('\uDC00\uD800')).toBe(false);
    expect(isStorableText('🧘'.slice(0, 1))).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the first bad string or key', () => {
    expect(findUnstorableText({ title: 'ok', tags: ['a', 'b'] })).toBeNull();
    expect(findUnstorableText({ title: 'ok', rules: { note: 'a\u0000' } })).toEqual(['rules', 'note']);
    expect(findUnstorableText({ items: [{ id: 'x' }, { id: '\uD800' }] })).toEqual(['items', 1, 'id']);
    expect(findUnstorableText({ nested: { 'bad\u0000key': 1 } })).toEqual(['nested']);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText(42)).toBeNull();
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(20_000);
  });
});
