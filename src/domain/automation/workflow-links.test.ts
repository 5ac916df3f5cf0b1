import { describe, expect, it } from 'vitest';
import { groupSessionInput } from '../group-sessions/group-session-input';
import { seriesInput } from '../group-sessions/series-input';
import { packageInput } from '../packages/package-input';
import { serviceInput } from '../services/service-input';
import { WORKFLOW_LINK_MESSAGES, workflowsIdsField, wrongTypeMessage } from './workflow-links';

const M = WORKFLOW_LINK_MESSAGES;
const ids = (n: number) => Array.from({ length: n }, (_, i) => `wf${String(i).padStart(18, '0')}`);

/** The field's first message, keyed like the API's `fields`. */
function errors(schema: { safeParse(v: unknown): unknown }, input: unknown): Record<string, string> {
  const result = schema.safeParse(input) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('workflowsIdsField', () => {
  it('takes up to 20 distinct ids, and none', () => {
    expect(workflowsIdsField.parse(ids(20))).toEqual(ids(20));
    expect(workflowsIdsField.parse([])).toEqual([]);
  });

  it('may be left out (an edit then keeps what is attached)', () => {
    expect(workflowsIdsField.parse(undefined)).toBeUndefined();
  });

  it('refuses more than 20', () => {
    expect(errors(workflowsIdsField, ids(21))).toEqual({ '': M.tooMany });
  });

  it('refuses the same workflow twice', () => {
    expect(errors(workflowsIdsField, ['abc', 'def', 'abc'])).toEqual({ '': M.duplicate });
  });

  it('says a malformed id is not found, on the field itself', () => {
    for (const bad of [[''], ['a b'], ['x'.repeat(101)], ['../x'], 'abc', null]) {
      expect(errors(workflowsIdsField, bad)).toEqual({ '': M.notFound });
    }
    // Not a string at all: refused in the same words, under the item.
    expect(errors(workflowsIdsField, [42])).toEqual({ '0': M.notFound });
  });

  it('names the type of a workflow that does not fit', () => {
    expect(wrongTypeMessage('package')).toBe('This is a package workflow');
    expect(wrongTypeMessage('session')).toBe('This is a session workflow');
  });
});

describe('the forms that attach workflows', () => {
  const forms = [
    { name: 'service', schema: serviceInput('USD') },
    { name: 'series', schema: seriesInput({ currency: 'USD', plan: 'free' }) },
    { name: 'group session', schema: groupSessionInput({ currency: 'USD', plan: 'free' }) },
    { name: 'package', schema: packageInput('USD', { increased: false }) },
  ];

  // Each field is judged on its own, so a body with only workflowsIds shows the field's verdict.
  for (const { name, schema } of forms) {
    it(`the ${name} form takes workflowsIds, or none, with the field's rules`, () => {
      expect(errors(schema, {}).workflowsIds).toBeUndefined();
      expect(errors(schema, { workflowsIds: ['abc', 'def'] }).workflowsIds).toBeUndefined();
      expect(errors(schema, { workflowsIds: ['abc', 'abc'] }).workflowsIds).toBe(M.duplicate);
      expect(errors(schema, { workflowsIds: ids(21) }).workflowsIds).toBe(M.tooMany);
      expect(errors(schema, { workflowsIds: ['no such id'] }).workflowsIds).toBe(M.notFound);
    });
  }
});
