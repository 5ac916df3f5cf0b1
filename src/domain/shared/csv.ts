// CSV for spreadsheet programs (RFC 4180): CRLF line ends, fields quoted when they hold a comma,
// a quote or a line break, and a byte-order mark so Excel reads UTF-8 (names with accents).

/** Starts the file: Excel takes a file without it for the local code page. */
export const CSV_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return before
// one): OWASP's advice is to make it text with a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | null | undefined;

/** One cell: text that could start a formula is defused, then quoted if needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are written by us, never by a client, and a negative one must stay a number.
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A whole small file: the mark, the header, the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRow(header) + rows.map(csvRow).join('');
}
