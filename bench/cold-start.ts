// Cold start to first response with an existing data directory (issue 2: under 2 s).
// Spawns the built server, polls /api/health every 10 ms and records the time to the first 200.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'dist/server/index.js');

async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 30_000) throw new Error('server did not start within 30 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function benchColdStart(runs = 7): Promise<void> {
  if (!fs.existsSync(entry)) throw new Error('Run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-'));
  const port = 3900 + Math.floor(Math.random() * 90);
  try {
    const first = await startOnce(dataDir, port);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await startOnce(dataDir, port));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log('cold start to first /api/health 200 (PGlite, existing data directory)');
    console.log(`  first start (creates and migrates the database): ${first.toFixed(0)} ms`);
    console.log(
      `  existing data directory, ${runs} runs: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
