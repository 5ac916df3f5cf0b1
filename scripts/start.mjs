// `npm start`: build when the sources changed since the last build, then serve dist/.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { isBuildCurrent } from './fingerprint.mjs';

const root = path.resolve(import.meta.dirname, '..');
if (!isBuildCurrent(root)) {
  console.log('Building Slotwise (first start or sources changed)…');
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
}
await import(path.join(root, 'dist/server/index.js'));
