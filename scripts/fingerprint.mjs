import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP_FILE = 'dist/.build-fingerprint';

const INPUTS = [
  'src',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'postcss.config.cjs',
  'scripts/build.mjs',
  'docs/whats-new',
];

function walk(file, hash) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(file).sort()) walk(path.join(file, entry), hash);
    return;
  }
  if (/\.test\.tsx?$/.test(file)) return;
  hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
}

/** Paths, sizes and modification times of everything the build reads. */
export function inputsFingerprint(root) {
  const hash = createHash('sha256');
  for (const input of INPUTS) walk(path.join(root, input), hash);
  return hash.digest('hex');
}

export function isBuildCurrent(root) {
  const stamp = path.join(root, STAMP_FILE);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputsFingerprint(root);
}
