// Fails when package-lock.json is out of sync with package.json, before `npm ci` would (and in
// `npm run check`, before a commit). npm 11 can write a lockfile that lacks other platforms'
// optional packages (Biome's @biomejs/cli-*): `npm install` accepts it, `npm ci` on a clean clone
// refuses it. Two checks: npm's own (`npm ci --dry-run`, which changes nothing), and that every
// optional dependency a locked package declares is itself in the lockfile.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};
const missing = [];

/** Node's lookup: the package's own node_modules, then each parent's, then the root's. */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const at = dir.lastIndexOf('/node_modules/');
    dir = at === -1 ? '' : dir.slice(0, at);
  }
}

for (const [where, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(where, name)) missing.push(`${name} (optional dependency of ${where || 'the root'})`);
  }
}

let npmSays = '';
try {
  execFileSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  npmSays = String(error.stderr ?? error.message)
    .split('\n')
    .filter((line) => /Missing|Invalid|in sync/.test(line))
    .join('\n');
}

if (missing.length > 0 || npmSays) {
  console.error('package-lock.json is out of sync with package.json; `npm ci` would fail on a clean clone.');
  for (const m of missing) console.error(`  missing from the lockfile: ${m}`);
  if (npmSays) console.error(npmSays);
  console.error('Fix: `npm install --package-lock-only`, check that the lockfile now lists them, commit it.');
  process.exit(1);
}
console.log('package-lock.json is in sync: npm ci will install it.');
