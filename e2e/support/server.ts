import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Moves an expert to another pricing plan (restarts the server on the same port and data). */
  setPlan(email: string, planId: string): Promise<void>;
  /**
   * Runs one SQL statement on the server's database, for rows no screen writes yet (e.g. discount
   * codes before their dashboard exists): stops the server, writes, starts it again like setPlan.
   */
  sql(text: string, params?: unknown[]): Promise<void>;
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../..');

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

/** Spawns the built server and waits for /api/health. */
async function spawnServer(
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      // The server's clock starts where this test's is (ADR 029): both run pinned from PIN_NOW.
      CLOCK_START: new Date().toISOString(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Starts the built server as `npm start` does, on a fresh embedded database. `prepare` runs
 * first, with the data directory and the address the server will have (to seed data).
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string, url: string) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-e2e-'));
  await prepare?.(dataDir, `http://127.0.0.1:${port}`);
  let child = await spawnServer(port, dataDir, env);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async setPlan(email, planId) {
      // Plans change through billing, which is not built yet, so the test writes the database
      // itself: stop the server (PGlite has one process at a time), update, start again on the
      // same port and data. Browser cookies stay valid: sessions live in the database.
      await stopChild(child);
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      try {
        const result = await db.query('update users set pricing_plan_id = $1 where email = $2', [
          planId,
          email,
        ]);
        if (result.affectedRows !== 1) throw new Error(`no user ${email} to move to plan ${planId}`);
      } finally {
        await db.close();
      }
      child = await spawnServer(port, dataDir, env);
    },
    async sql(text, params = []) {
      await stopChild(child);
      const { PGlite } = await import('@electric-sql/pglite');
      const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
      try {
        await db.query(text, params);
      } finally {
        await db.close();
      }
      child = await spawnServer(port, dataDir, env);
    },
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
