import { API_TAG_NAMES } from './openapi-tags';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
export type CheckedDocument = { paths: Record<string, Record<string, Operation>> };

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
const ERROR_REF = '#/components/schemas/Error';
// Operations whose path names something yet never answer 404, on purpose.
const NEVER_NOT_FOUND = new Set([
  'sendPackageAccessLink', // the same answer whether or not the package exists (spec)
  'openPasswordResetLink', // a forged token redirects with ?error=INVALID_TOKEN
  'getRestHookSample', // the path names an event of a fixed list: another is a 400
]);

/**
 * What a client generator needs from every operation (ADR 026), as a list of problems (empty
 * when the document is whole): a unique camelCase operationId, a one-line summary, one known
 * tag, its security stated, and its errors in the Error schema — 400 where it takes any input,
 * 401 where it needs the session, 404 where its path names something, 500 everywhere.
 */
export function operationProblems(document: CheckedDocument): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const problem = (text: string) => problems.push(`${where}: ${text}`);
      const id = op.operationId;
      if (!id) problem('no operationId');
      else if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) problem(`operationId ${id} is not camelCase`);
      else if (seen.has(id)) problem(`operationId ${id} is also ${seen.get(id)}'s`);
      else seen.set(id, where);
      if (!op.summary?.trim()) problem('no summary');
      else if (op.summary.includes('\n')) problem('summary is more than one line');
      if (op.tags?.length !== 1 || !API_TAG_NAMES.has(op.tags[0] ?? '')) {
        problem(`tags ${JSON.stringify(op.tags)} are not one of the areas in openapi-tags.ts`);
      }
      if (!Array.isArray(op.security)) problem('no security (signedIn or anonymous)');
      const responses = op.responses ?? {};
      const needs = (status: number, why: string) => {
        if (!responses[status]) problem(`no ${status} response (${why})`);
      };
      needs(500, 'any operation can fail');
      if ((op.security?.length ?? 0) > 0) needs(401, 'it needs the session or a key');
      if (path.includes('{') && !NEVER_NOT_FOUND.has(id ?? '')) needs(404, 'its path names something');
      if (op.requestBody || (op.parameters?.length ?? 0) > 0) needs(400, 'it takes input');
      for (const [status, response] of Object.entries(responses)) {
        const code = Number(status);
        if (code < 400 || code === 503) continue; // /health answers 503 with its own body
        const ref = response.content?.['application/json']?.schema?.$ref;
        if (ref !== ERROR_REF) problem(`${status} is not the Error schema`);
      }
    }
  }
  return problems;
}
