// Builds the web app (Vite) and bundles the server (esbuild) into dist/, then records a
// fingerprint of the inputs so `npm start` can tell whether a rebuild is needed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { inputsFingerprint, STAMP_FILE } from './fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const started = Date.now();

// The dashboard first (it empties dist/web), then the public booking pages' own entry beside it.
for (const mode of ['production', 'public']) {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit' },
  );
}

// Compressed copies beside each script, style sheet and SVG (issue 19): the server sends the brotli
// or gzip one that the browser accepts (serveStatic's precompressed), so no request compresses
// on the fly. A public page's JavaScript goes from ~380 KB to ~100 KB on the wire.
for (const entry of fs.readdirSync(path.join(root, 'dist/web'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !/\.(js|css|svg|json|html|txt|xml)$/.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

// The server is two files (see src/server/index.ts and docs/decisions/009-cold-start.md):
// index.js, a small ES module that starts the embedded database, and main.cjs, everything
// else as one CommonJS bundle that v8-compile-cache can keep compiled between starts.
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  // Dependencies are bundled too: one file loads far faster than thousands of modules.
  // PGlite stays external because it loads its WASM and data files from beside itself; Sentry's
  // Node SDK because it loads on the first error only, and only with SENTRY_DSN (ADR 028). The
  // call media load on the first call: werift, or LiveKit's SDK only with CALLS_MEDIA=livekit (ADR 040).
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    'pg-native',
    '@sentry/node',
    'werift',
    'werift/*',
    'livekit-server-sdk',
  ],
  // Less code to parse; identifiers stay readable in logs (and there are source maps).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
};
await build({
  ...common,
  entryPoints: { main: path.join(root, 'src/server/main.ts') },
  outdir: path.join(root, 'dist/server'),
  outExtension: { '.js': '.cjs' },
  format: 'cjs',
  define: { 'import.meta.url': '__importMetaUrl', 'import.meta.dirname': '__dirname' },
  banner: { js: "const __importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
});
await build({
  ...common,
  entryPoints: { index: path.join(root, 'src/server/index.ts') },
  outdir: path.join(root, 'dist/server'),
  format: 'esm',
  external: [...common.external, 'v8-compile-cache', './main.cjs'],
  plugins: [
    {
      name: 'bundled-main',
      setup(b) {
        b.onResolve({ filter: /^\.\/load-main$/ }, () => ({
          path: path.join(root, 'src/server/load-main.bundled.ts'),
        }));
      },
    },
  ],
});
fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(root, 'dist/server/migrations'), {
  recursive: true,
});
// What's new: the release notes ship beside the server (features/whats-new/entries.ts).
fs.rmSync(path.join(root, 'dist/server/whats-new'), { recursive: true, force: true });
fs.cpSync(path.join(root, 'docs/whats-new'), path.join(root, 'dist/server/whats-new'), { recursive: true });
fs.writeFileSync(path.join(root, STAMP_FILE), inputsFingerprint(root));
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
