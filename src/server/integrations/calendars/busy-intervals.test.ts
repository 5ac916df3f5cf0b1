import { describe, expect, it } from 'vitest';
import { unionWithin, windowsOf } from './busy-intervals';

describe('unionWithin', () => {
  it('clips to the window, merges overlapping and touching intervals, and sorts by start', () => {
    expect(
      unionWithin(
        [
          { start: 50, end: 70 },
          { start: 5, end: 20 },
          { start: 15, end: 30 },
          { start: 30, end: 35 },
          { start: 90, end: 120 },
          { start: 120, end: 130 },
          { start: 0, end: 10 },
        ],
        10,
        100,
      ),
    ).toEqual([
      { start: 10, end: 35 },
      { start: 50, end: 70 },
      { start: 90, end: 100 },
    ]);
  });

  it('drops what lies outside the window or is empty, and leaves its input alone', () => {
    const input = [
      { start: 0, end: 10 },
      { start: 100, end: 110 },
      { start: 40, end: 40 },
      { start: 20, end: 30 },
    ];
    expect(unionWithin(input, 10, 100)).toEqual([{ start: 20, end: 30 }]);
    expect(input[3]).toEqual({ start: 20, end: 30 });
  });
});

describe('windowsOf', () => {
  it('cuts a range into consecutive windows, the last one shorter', () => {
    expect(windowsOf(0, 25, 10)).toEqual([
      { from: 0, to: 10 },
      { from: 10, to: 20 },
      { from: 20, to: 25 },
    ]);
    expect(windowsOf(0, 10, 10)).toEqual([{ from: 0, to: 10 }]);
    expect(windowsOf(5, 5, 10)).toEqual([]);
  });
});
