// Process entry. It starts the embedded database first and only then loads the rest of the
// server: PGlite compiles its WebAssembly on background threads and reads its files
// asynchronously, so that work overlaps with loading the server's code (issue 2: cold start
// under 2 seconds). Only node:path and the PGlite starter are loaded before that.
import { pgliteDataDir } from './boot-paths';
import { startPglite } from './db/pglite';
import { loadMain } from './load-main';

const started = process.env.DATABASE_URL
  ? undefined
  : startPglite({ dataDir: pgliteDataDir(process.env.DATA_DIR || './data') });
// A failure here is reported by runServer when it awaits the same promise.
started?.catch(() => {});
const { runServer } = await loadMain();
await runServer(started);
