import { describe, expect, it } from 'vitest';
import { clamp, containsInstant, isEmptyRange, overlaps } from './range';

describe('overlaps', () => {
  it('is true when ranges share time', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 5, end: 15 })).toBe(true);
    expect(overlaps({ start: 5, end: 15 }, { start: 0, end: 10 })).toBe(true);
    expect(overlaps({ start: 0, end: 100 }, { start: 10, end: 20 })).toBe(true);
  });

  it('is false for touching, separate or empty ranges', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(overlaps({ start: 0, end: 10 }, { start: 11, end: 20 })).toBe(false);
    expect(overlaps({ start: 5, end: 5 }, { start: 0, end: 10 })).toBe(false);
  });
});

describe('clamp', () => {
  it('cuts a range to the bounds', () => {
    expect(clamp({ start: 0, end: 100 }, { start: 10, end: 20 })).toEqual({ start: 10, end: 20 });
    expect(clamp({ start: 15, end: 100 }, { start: 10, end: 20 })).toEqual({ start: 15, end: 20 });
    expect(clamp({ start: 12, end: 18 }, { start: 10, end: 20 })).toEqual({ start: 12, end: 18 });
  });

  it('returns null when nothing is left', () => {
    expect(clamp({ start: 0, end: 10 }, { start: 10, end: 20 })).toBeNull();
    expect(clamp({ start: 30, end: 40 }, { start: 10, end: 20 })).toBeNull();
  });
});

describe('containsInstant and isEmptyRange', () => {
  it('includes the start and excludes the end', () => {
    expect(containsInstant({ start: 10, end: 20 }, 10)).toBe(true);
    expect(containsInstant({ start: 10, end: 20 }, 19)).toBe(true);
    expect(containsInstant({ start: 10, end: 20 }, 20)).toBe(false);
    expect(isEmptyRange({ start: 20, end: 20 })).toBe(true);
    expect(isEmptyRange({ start: 20, end: 21 })).toBe(false);
  });
});
