// `npm run openapi`: the document /api/openapi.json serves, without a server or a database.
//
//   npm run openapi                    write it to a temporary file and print the path
//   npm run openapi -- --out api.json  write it there
//   npm run openapi -- --lint          then lint it with Redocly CLI (redocly.yaml); npm run check does this
//
// Every operation is checked first (src/server/http/openapi-check.ts, ADR 026): a missing
// operationId, summary, tag, security or error response fails, as does any Redocly error.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CheckedDocument, operationProblems } from '../src/server/http/openapi-check';
import { buildOpenApiDocumentOffline } from '../src/server/http/openapi-offline';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out =
  outAt >= 0
    ? path.resolve(args[outAt + 1] ?? '')
    : path.join(os.tmpdir(), `slotwise-openapi-${process.pid}.json`);

const document = await buildOpenApiDocumentOffline();
fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
const problems = operationProblems(document as CheckedDocument);
const count = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
if (problems.length > 0) {
  console.error(
    `OpenAPI: ${problems.length} operations are not fully described:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  `OpenAPI: ${count} operations, each with an operationId, summary, tag, security and errors (${out})`,
);

if (args.includes('--lint')) {
  try {
    execFileSync(
      path.join(root, 'node_modules/.bin/redocly'),
      ['lint', out, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary'],
      {
        stdio: 'inherit',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
  } catch {
    process.exit(1);
  } finally {
    if (outAt < 0) fs.rmSync(out, { force: true });
  }
}
