import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvRow } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers alone and writes nothing for a missing value', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(25.5)).toBe('25.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it('turns text a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });
});

describe('csvDocument', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(
      csvDocument(
        ['a', 'b'],
        [
          [1, 'x'],
          [null, 'y,z'],
        ],
      ),
    ).toBe(`${CSV_BOM}a,b\r\n1,x\r\n,"y,z"\r\n`);
    expect(csvRow(['only'])).toBe('only\r\n');
  });
});
