import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild } from './child-servers';

// A real TURN server for the call room's TURN credentials (issue 17, ADR 040): Debian's coturn,
// started on 127.0.0.1 with coturn's REST API auth (`use-auth-secret`, `static-auth-secret`) —
// the setup the README documents for production — and relay ports on 127.0.0.1. Loopback peers
// are allowed here only because every peer of a test is on this machine. `.ci/run` installs it.

export const TURNSERVER_BIN = '/usr/bin/turnserver';
export const FAKETIME_BIN = '/usr/bin/faketime';

export type Coturn = {
  /** `turn:127.0.0.1:<port>?transport=udp` */
  url: string;
  secret: string;
  realm: string;
  /** What coturn has logged so far (authentication failures show up here). */
  output(): string;
  close(): Promise<void>;
};

export type CoturnOptions = {
  bin?: string;
  /**
   * What coturn's clock should read now, when it is not the machine's: the end-to-end server
   * runs on a pinned clock (ADR 029) and issues credentials that expire a day after it, which
   * coturn checks against its own clock. It then runs under Debian's libfaketime, started at
   * that instant.
   */
  now?: number;
};

/** The machine's time, which no Date shift touches. */
const machineNow = () => performance.timeOrigin + performance.now();

export async function startCoturn(options: CoturnOptions = {}): Promise<Coturn> {
  const bin = options.bin ?? TURNSERVER_BIN;
  if (!fs.existsSync(bin))
    throw new Error(
      `coturn is not installed (${bin}). \`.ci/run\` installs it from Debian; on this machine run: apt-get install -y coturn`,
    );
  const shifted = options.now !== undefined && Math.abs(options.now - machineNow()) > 5000;
  if (shifted && !fs.existsSync(FAKETIME_BIN))
    throw new Error(
      `faketime is not installed (${FAKETIME_BIN}). \`.ci/run\` installs it from Debian; on this machine run: apt-get install -y faketime`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-coturn-'));
  const secret = randomBytes(16).toString('hex');
  const realm = 'slotwise.test';
  const port = await freePort();
  // Relay ports: a small range of its own, so two servers started at once do not share one.
  const relayFrom = 50_000 + (port % 150) * 100;
  let log = '';
  const args = [
    '-n',
    '--listening-ip=127.0.0.1',
    `--listening-port=${port}`,
    '--relay-ip=127.0.0.1',
    `--min-port=${relayFrom}`,
    `--max-port=${relayFrom + 99}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    `--realm=${realm}`,
    '--allow-loopback-peers',
    '--fingerprint',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--no-software-attribute',
    '--log-file=stdout',
    '--simple-log',
    // Sessions and allocations are logged (the tests read who was given a relay).
    '--verbose',
    `--db=${path.join(dir, 'turndb')}`,
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
  ];
  // faketime's '@' form: the clock starts at that instant and runs on.
  const startAt = shifted ? `@${new Date(options.now!).toISOString().slice(0, 19).replace('T', ' ')}` : '';
  const child: ChildProcess = shifted
    ? spawn(FAKETIME_BIN, ['-f', startAt, bin, ...args], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, TZ: 'UTC' },
      })
    : spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const close = async () => {
    await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // coturn says nothing on its socket until asked; its log says when the listeners are up.
    const deadline = Date.now() + 20_000;
    while (!log.includes('Total General servers')) {
      if (child.exitCode !== null) throw new Error(`coturn exited (${child.exitCode}): ${log}`);
      if (Date.now() > deadline) throw new Error(`coturn did not start within 20 s: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { url: `turn:127.0.0.1:${port}?transport=udp`, secret, realm, output: () => log, close };
}
