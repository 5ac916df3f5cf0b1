import { describe, expect, it } from 'vitest';
import { clientListQuery, DEFAULT_CLIENT_SORT, parseStoredSort, searchMode } from './client-list';
import { clientsCsvFileName } from './clients-csv';

describe('client search mode', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(searchMode(undefined)).toEqual({ kind: 'none' });
    expect(searchMode('   ')).toEqual({ kind: 'none' });
  });

  it('uses a prefix match for 2 characters or fewer, trimmed and lower-cased', () => {
    expect(searchMode(' A ')).toEqual({ kind: 'prefix', prefix: 'a' });
    expect(searchMode('Łu')).toEqual({ kind: 'prefix', prefix: 'łu' });
  });

  it('matches longer queries fuzzily', () => {
    expect(searchMode(' Lovlace ')).toEqual({ kind: 'fuzzy', text: 'lovlace' });
    expect(searchMode('ada')).toEqual({ kind: 'fuzzy', text: 'ada' });
  });

  it('matches an email address by its part before the @ when that part has 3 characters or more', () => {
    expect(searchMode('Priya10@Example.org')).toEqual({ kind: 'fuzzy', text: 'priya10' });
    expect(searchMode('ab@example.org')).toEqual({ kind: 'fuzzy', text: 'ab@example.org' });
    expect(searchMode('@acme.com')).toEqual({ kind: 'fuzzy', text: '@acme.com' });
  });

  it('trims the query and defaults the sort to createdAt descending', () => {
    expect(clientListQuery.parse({ q: '  ad ' })).toEqual({ sort: 'createdAt', order: 'desc', q: 'ad' });
    expect(clientListQuery.safeParse({ sort: 'phone' }).success).toBe(false);
  });
});

describe('remembered sort', () => {
  it('reads a stored sort and falls back to the default for anything else', () => {
    expect(parseStoredSort('{"field":"email","order":"asc"}')).toEqual({ field: 'email', order: 'asc' });
    expect(parseStoredSort(null)).toEqual(DEFAULT_CLIENT_SORT);
    expect(parseStoredSort('{"field":"phone","order":"asc"}')).toEqual(DEFAULT_CLIENT_SORT);
    expect(parseStoredSort('not json')).toEqual(DEFAULT_CLIENT_SORT);
  });
});

describe('clients CSV file name', () => {
  it("names the file for the date on the expert's clock", () => {
    const at = Date.parse('2026-11-21T23:30:00Z');
    expect(clientsCsvFileName(at, 'UTC')).toBe('clients-2026-11-21.csv');
    expect(clientsCsvFileName(at, 'Asia/Tokyo')).toBe('clients-2026-11-22.csv');
  });
});
