import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './paging';

describe('paging by offset', () => {
  it('reads one row more than a page, from the page start', () => {
    expect(pageWindow(1, 10)).toEqual({ offset: 0, limit: 11 });
    expect(pageWindow(3, 10)).toEqual({ offset: 20, limit: 11 });
  });

  it('knows a next page follows only when the extra row came back', () => {
    const rows = Array.from({ length: 11 }, (_, i) => i);
    expect(toPage(rows, 2, 10, (n) => n * 2)).toEqual({
      items: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18],
      page: 2,
      hasNext: true,
    });
    expect(toPage(rows.slice(0, 10), 1, 10, String).hasNext).toBe(false);
    expect(toPage([], 4, 10, String)).toEqual({ items: [], page: 4, hasNext: false });
  });
});
