import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The last lines the server printed (test-results/server-logs/{port}.log), for a failure's report. */
  logTail(lines?: number): string;
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
const serverLogs = path.join(root, 'test-results/server-logs');
/** Servers being stopped on purpose (their exit is not news). */
const stopping = new WeakSet<ChildProcess>();

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
  // Everything the server prints goes to test-results/server-logs/{port}.log; the last of it is
  // printed when the server dies on its own (a crash shows in CI's output, not only as timeouts).
  const log = fs.createWriteStream(path.join(serverLogs, `${port}.log`), { flags: 'a' });
  let output = '';
  const keep = (d: Buffer) => {
    log.write(d);
    output = (output + d).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', (code, signal) => {
    log.end();
    if (!stopping.has(child))
      console.error(`The e2e server on port ${port} exited (${code ?? signal}):\n${output}`);
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      stopping.add(child);
      child.kill('SIGKILL');
      throw new Error(`server did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  stopping.add(child);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Starts the built server as `npm start` does, on a fresh (migrated, empty) embedded database. `prepare` runs
 * first, with the data directory and the address the server will have (to seed data).
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: (dataDir: string, url: string) => Promise<void>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-e2e-'));
  // A copy of the migrated template (global set-up): the server starts in 3 s instead of 9.
  fs.cpSync(inject('e2ePgliteTemplate'), path.join(dataDir, 'pglite'), { recursive: true });
  await prepare?.(dataDir, `http://127.0.0.1:${port}`);
  let child = await spawnServer(port, dataDir, env);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    logTail(lines = 80) {
      const file = path.join(serverLogs, `${port}.log`);
      if (!fs.existsSync(file)) return '';
      return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
    },
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
