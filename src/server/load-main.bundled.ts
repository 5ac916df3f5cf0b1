import { createRequire } from 'node:module';
import path from 'node:path';
import type * as Main from './main';

// In dist/, the server is a CommonJS bundle (main.cjs) so that V8's code cache, kept by
// v8-compile-cache next to it, spares re-compiling about 2 MB of JavaScript at every start
// (Node 20 has no compile cache for ES modules). See docs/decisions/009-cold-start.md.
export async function loadMain(): Promise<typeof Main> {
  process.env.V8_COMPILE_CACHE_CACHE_DIR ??= path.join(import.meta.dirname, '.compile-cache');
  const require = createRequire(import.meta.url);
  require('v8-compile-cache');
  return require('./main.cjs');
}
