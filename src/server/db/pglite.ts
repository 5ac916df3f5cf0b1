import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type PgliteTarget = { dataDir?: string; loadDataDir?: Blob };

/**
 * Starts the embedded PostgreSQL. Kept apart from the Drizzle client so the process entry can
 * begin this (WASM compile, data files) before it loads the rest of the server.
 */
export function startPglite(target: PgliteTarget): Promise<PGlite> {
  if (target.dataDir) fs.mkdirSync(target.dataDir, { recursive: true });
  return PGlite.create({ dataDir: target.dataDir, loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
}
