// Process entry. It starts the embedded database first and only then loads the rest of the
// server: PGlite compiles its WebAssembly on background threads and reads its files
// asynchronously, so that work overlaps with loading the server's code (issue 2: cold start
// under 2 seconds). Only node:path and the PGlite starter are loaded before that.
import { DEFAULT_DATA_DIR, pgliteDataDir } from './boot-paths';
import { lockDataDir } from './db/data-dir-lock';
import { startPglite } from './db/pglite';
import { loadMain } from './load-main';

// Same reading as config.ts: an empty variable means "not set".
const dataDir = process.env.DATA_DIR || DEFAULT_DATA_DIR;
if (!process.env.DATABASE_URL) {
  try {
    lockDataDir(dataDir);
  } catch (error) {
    process.stderr.write(`\n  ${(error as Error).message}\n\n`);
    process.exit(1);
  }
}
const started = process.env.DATABASE_URL ? undefined : startPglite({ dataDir: pgliteDataDir(dataDir) });
// A failure here is reported by runServer when it awaits the same promise.
started?.catch(() => {});
const { runServer } = await loadMain();
await runServer(started);
