// Builds the web app (Vite) and bundles the server (esbuild) into dist/, then records a
// fingerprint of the inputs so `npm start` can tell whether a rebuild is needed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { inputsFingerprint, STAMP_FILE } from './fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();

execFileSync(
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);

await build({
  entryPoints: [path.join(root, 'src/server/index.ts')],
  outfile: path.join(root, 'dist/server/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled too: loading one file is far faster at start-up than resolving
  // thousands of ESM modules. PGlite stays external because it loads its WASM beside itself.
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/migrations'), {
  recursive: true,
});
fs.writeFileSync(path.join(root, STAMP_FILE), inputsFingerprint(root));
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
