// Lists paged by offset (sessions, booked packages): one row more than a page is read, so the
// answer knows whether another page follows without counting them all.

/** The rows to read for page `page` (from 1) of `size`. */
export function pageWindow(page: number, size: number): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size + 1 };
}

/** The page the rows read with `pageWindow` make, each row shown as `view` says. */
export function toPage<Row, Item>(
  rows: readonly Row[],
  page: number,
  size: number,
  view: (row: Row) => Item,
): { items: Item[]; page: number; hasNext: boolean } {
  return { items: rows.slice(0, size).map(view), page, hasNext: rows.length > size };
}
