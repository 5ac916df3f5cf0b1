import fs from 'node:fs';
import path from 'node:path';

// `npm run test:e2e` builds first; fail fast with a clear message when dist/ is missing.
export default function setup() {
  const entry = path.resolve(import.meta.dirname, '../../dist/server/index.js');
  if (!fs.existsSync(entry))
    throw new Error('dist/ is missing: run `npm run build` (npm run test:e2e does it).');
  fs.mkdirSync(path.resolve(import.meta.dirname, '../../test-results/screenshots'), { recursive: true });
}
