import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory every e2e server starts from a copy of. */
    e2ePgliteTemplate: string;
  }
}

// `npm run test:e2e` builds first; fail fast with a clear message when dist/ is missing.
// Migrating an empty PGlite takes about six seconds and every spec file starts at least one
// server: they copy this migrated directory instead (the server's own migration is then a no-op).
export default async function setup(project: TestProject) {
  const entry = path.resolve(import.meta.dirname, '../../dist/server/index.js');
  if (!fs.existsSync(entry))
    throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does it).');
  for (const dir of ['screenshots', 'server-logs'])
    fs.mkdirSync(path.resolve(import.meta.dirname, '../../test-results', dir), { recursive: true });

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-e2e-tpl-'));
  const target = { kind: 'pglite' as const, dataDir: path.join(root, 'pglite') };
  const database = await openDatabase(target);
  try {
    await migrateDatabase(database, target);
  } finally {
    await database.close();
  }
  project.provide('e2ePgliteTemplate', target.dataDir);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
