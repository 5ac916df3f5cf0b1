import { describe, expect, it } from 'vitest';
import { RICH_TEXT_INVALID, richTextFromPlain } from '../rich-text/rich-text';
import {
  acceptedPoliciesField,
  POLICIES_MESSAGES,
  POLICY_MAX,
  policiesInput,
  policyOrNull,
} from './policies-input';

const firstMessage = (input: unknown) => policiesInput.safeParse(input).error?.issues[0]?.message;

describe('the Policies tab (issue 19)', () => {
  it('takes two rich-text documents, or null for none', () => {
    const terms = richTextFromPlain('Paid when booked.');
    expect(policiesInput.parse({ terms, privacy: null })).toEqual({ terms, privacy: null });
  });

  it('counts the text, not the formatting, against 20,000 characters', () => {
    const at = (n: number) => richTextFromPlain(`${'a'.repeat(n / 2)}\n${'b'.repeat(n - n / 2)}`);
    expect(policiesInput.safeParse({ terms: at(POLICY_MAX), privacy: null }).success).toBe(true);
    expect(firstMessage({ terms: null, privacy: at(POLICY_MAX + 2) })).toBe(POLICIES_MESSAGES.tooLong);
    expect(POLICIES_MESSAGES.tooLong).toBe('Too long, please use at most 20000 characters');
  });

  it('refuses HTML, scripts, unknown nodes and attributes, and unsafe links', () => {
    for (const terms of [
      '<p>Terms</p>',
      { type: 'doc', content: [{ type: 'script', content: [] }] },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { style: 'x' } }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
            ],
          },
        ],
      },
    ])
      expect(policiesInput.safeParse({ terms, privacy: null }).success, JSON.stringify(terms)).toBe(false);
    expect(firstMessage({ terms: { type: 'doc', content: [{ type: 'script' }] }, privacy: null })).toBe(
      RICH_TEXT_INVALID,
    );
  });

  it('keeps a <script> typed as text: it is only text', () => {
    const doc = richTextFromPlain('<script>alert(1)</script>');
    expect(policiesInput.parse({ terms: doc, privacy: null }).terms).toEqual(doc);
  });

  it('treats a document with no visible text as no policy', () => {
    expect(policyOrNull({ type: 'doc', content: [{ type: 'paragraph' }] })).toBeNull();
    expect(policyOrNull(richTextFromPlain('  '))).toBeNull();
    expect(policyOrNull(null)).toBeNull();
  });

  it("reads the checkout's tick as the version ticked, or null when not ticked", () => {
    expect(acceptedPoliciesField.parse(undefined)).toBeNull();
    expect(acceptedPoliciesField.parse('')).toBeNull();
    expect(acceptedPoliciesField.parse('0123456789abcdef')).toBe('0123456789abcdef');
    expect(acceptedPoliciesField.safeParse(7).success).toBe(false);
  });
});
