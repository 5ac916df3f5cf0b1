import { describe, expect, it } from 'vitest';
import { addEmail, clientSearchFields, normalizeEmail } from './client-fields';

describe('client fields', () => {
  it('normalises an email by trimming and lower-casing it', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.COM ')).toBe('ada.lovelace@example.com');
  });

  it('computes lower-case, first-character and prefix fields', () => {
    expect(clientSearchFields('Ada', 'Łukasiewicz', 'Ada@Example.com')).toEqual({
      firstNameLower: 'ada',
      lastNameLower: 'łukasiewicz',
      firstNameChar: 'a',
      lastNameChar: 'ł',
      searchPrefixes: ['a', 'ad', 'ł', 'łu'],
    });
  });

  it('keeps one-letter names to one prefix', () => {
    expect(clientSearchFields('Q', 'Xi', 'q@x.io').searchPrefixes).toEqual(['q', 'x', 'xi', 'q@']);
  });

  it('adds a new email once, keeping the typed form', () => {
    expect(addEmail(['ada@example.com'], ' ADA@example.com')).toEqual({
      emails: ['ada@example.com'],
      emailsNormalized: ['ada@example.com'],
    });
    expect(addEmail(['ada@example.com'], 'Ada@Work.org')).toEqual({
      emails: ['ada@example.com', 'Ada@Work.org'],
      emailsNormalized: ['ada@example.com', 'ada@work.org'],
    });
  });
});
