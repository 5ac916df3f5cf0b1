// The built server on a fresh embedded database seeded with the demo (`npm run demo`'s data), for
// benchmarks that look at it from outside (Lighthouse). Like e2e/support/demo.ts: the database is
// seeded and closed before the server starts (PGlite is never open in two processes).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CREDENTIALS, type DemoSummary, seedDemo } from '../../scripts/demo-data/generate';
import { pgliteDataDir } from '../../src/server/boot-paths';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

const root = path.resolve(import.meta.dirname, '../..');

export type DemoServer = {
  url: string;
  demo: DemoSummary;
  /** Calls the API as the demo expert (signed in once, same origin); throws unless 2xx. */
  api(method: 'GET' | 'PUT' | 'POST', apiPath: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startDemoServer(): Promise<DemoServer> {
  const entry = path.join(root, 'dist/server/index.js');
  if (!fs.existsSync(entry)) throw new Error('dist/server/index.js is missing: run `npm run build` first');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-bench-demo-'));
  const target = { kind: 'pglite' as const, dataDir: pgliteDataDir(dataDir) };
  const database = await openDatabase(target);
  let demo: DemoSummary;
  try {
    await migrateDatabase(database, target);
    demo = await seedDemo(database.db, { now: new Date(), scale: 'demo', publicUrl: url });
  } finally {
    await database.close();
  }
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  const signIn = await fetch(`${url}/api/session/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(DEMO_CREDENTIALS),
  });
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  return {
    url,
    demo: demo!,
    async api(method, apiPath, body) {
      const res = await fetch(`${url}${apiPath}`, {
        method,
        headers: {
          cookie,
          origin: url,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${apiPath} answered ${res.status}: ${text}`);
      return text ? JSON.parse(text) : null;
    },
    stop,
  };
}
