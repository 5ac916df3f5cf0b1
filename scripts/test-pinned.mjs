// Runs the test suites with the clock pinned to hard instants (ADR 029), one run per instant and
// suite, and prints what passed. Not part of CI's time: `npm run test:pinned` on demand.
//
//   npm run test:pinned                              every suite at every instant
//   npm run test:pinned -- --suites unit,integration --at 2026-12-15T23:59:30Z
//
// Exits non-zero when any run failed; each failing run's output is kept under test-results/pinned.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const INSTANTS = [
  ['2026-12-15T23:59:30Z', 'just before midnight UTC, a Tuesday'],
  ['2026-12-16T10:30:00Z', 'London working hours on a weekday'],
  ['2027-03-28T00:59:30Z', 'London: clocks go forward at 01:00 UTC'],
  ['2026-10-25T00:59:30Z', 'London: clocks go back at 01:00 UTC'],
  ['2027-03-14T09:59:30Z', 'Los Angeles: clocks go forward at 10:00 UTC'],
  ['2026-11-01T08:59:30Z', 'Los Angeles: clocks go back at 09:00 UTC'],
  ['2027-02-28T12:00:00Z', '28 February (not a leap year)'],
  ['2026-12-31T23:30:00Z', '31 December, half an hour before the new year'],
];
const SUITES = ['unit', 'integration', 'e2e'];

function option(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1]?.split(',').filter(Boolean);
}

const suites = option('suites') ?? SUITES;
const unknown = suites.filter((s) => !SUITES.includes(s));
if (unknown.length)
  throw new Error(`unknown suite(s): ${unknown.join(', ')}; choose from ${SUITES.join(', ')}`);
const instants = (option('at') ?? INSTANTS.map(([at]) => at)).map((at) => {
  if (Number.isNaN(Date.parse(at))) throw new Error(`not an instant: ${at}`);
  return [at, INSTANTS.find(([known]) => known === at)?.[1] ?? ''];
});

const outDir = path.join(root, 'test-results/pinned');
fs.mkdirSync(outDir, { recursive: true });
const npx = (args, env) =>
  spawnSync('npx', args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });

if (suites.includes('e2e')) {
  console.log('== npm run build (once, for the e2e runs)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = [];
for (const [at, what] of instants) {
  for (const suite of suites) {
    const started = Date.now();
    process.stdout.write(`== ${at} (${what}) ${suite} … `);
    const run = npx(['vitest', 'run', '--project', `${suite}*`], {
      PIN_NOW: at,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const summary = (run.stdout.match(/^\s*Tests\s+(.*)$/m)?.[1] ?? '').replace(/\s+\(.*$/, '').trim();
    const passed = run.status === 0;
    console.log(`${passed ? 'passed' : 'FAILED'} in ${seconds} s ${summary ? `(${summary})` : ''}`);
    if (!passed) {
      const file = path.join(outDir, `${at.replace(/[:]/g, '')}-${suite}.log`);
      fs.writeFileSync(file, `${run.stdout}\n${run.stderr}`);
      console.log(`   output: ${path.relative(root, file)}`);
    }
    results.push({ at, suite, passed, seconds, summary });
  }
}

console.log('\ninstant                 suite        result  time   tests');
for (const r of results) {
  console.log(
    `${r.at.padEnd(23)} ${r.suite.padEnd(12)} ${(r.passed ? 'passed' : 'FAILED').padEnd(7)} ${`${r.seconds} s`.padEnd(6)} ${r.summary}`,
  );
}
const failed = results.filter((r) => !r.passed).length;
console.log(failed ? `\n${failed} of ${results.length} runs failed` : `\nall ${results.length} runs passed`);
process.exit(failed ? 1 : 0);
