// CSV that spreadsheet programs open as meant: UTF-8 with a byte order mark (Excel reads the
// file as UTF-8 only with it), CRLF line ends (RFC 4180), and cells that cannot run as formulas.

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

// A cell starting with one of these is read as a formula by Excel, LibreOffice or Numbers
// (OWASP "CSV injection"); a leading quote makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula starts neutralised, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its line end. */
export function csvRow(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}
