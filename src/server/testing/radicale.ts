import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild } from './child-servers';

// A real CalDAV server for the CalDAV adapter's tests and the end-to-end suite (issue 16,
// ADR 039): Debian's Radicale, started on 127.0.0.1 on a free port with its own temporary
// storage and htpasswd users (plain passwords, test-only). `.ci/run` installs it.
//
// Rights (from_file, first match wins): each user owns their principal `/<user>/` and the
// calendars under it, except calendars named `readonly-…`, which they may only read; `admin`
// may do anything (it makes those read-only calendars, as a shared calendar would be).

export const RADICALE_BIN = '/usr/bin/radicale';

export type RadicaleUser = { username: string; password: string };

export type Radicale = {
  /** http://127.0.0.1:<port>/ */
  url: string;
  users: RadicaleUser[];
  admin: RadicaleUser;
  close(): Promise<void>;
};

const RIGHTS = `[admin]
user: admin
collection: .*
permissions: RrWw

[readonly-calendars]
user: .+
collection: {user}/readonly-[^/]+
permissions: r

[principal]
user: .+
collection: {user}
permissions: RW

[own-calendars]
user: .+
collection: {user}/[^/]+
permissions: rw

[root]
user: .+
collection:
permissions: R
`;

/**
 * Starts Radicale with the given usernames (each gets a random password) and waits until it
 * answers. `bin` is for this file's own test of the missing-Radicale message.
 */
export async function startRadicale(
  usernames: readonly string[] = ['alice@example.com'],
  bin: string = RADICALE_BIN,
): Promise<Radicale> {
  if (!fs.existsSync(bin))
    throw new Error(
      `Radicale is not installed (${bin}). \`.ci/run\` installs it from Debian; on this machine run: apt-get install -y radicale`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-radicale-'));
  const password = () => randomBytes(12).toString('hex');
  const users = usernames.map((username) => ({ username, password: password() }));
  const admin = { username: 'admin', password: password() };
  fs.writeFileSync(
    path.join(dir, 'users'),
    [...users, admin].map((u) => `${u.username}:${u.password}\n`).join(''),
  );
  fs.writeFileSync(path.join(dir, 'rights'), RIGHTS);
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'config'),
    `[server]
hosts = 127.0.0.1:${port}

[auth]
type = htpasswd
htpasswd_filename = ${path.join(dir, 'users')}
htpasswd_encryption = plain
delay = 0

[rights]
type = from_file
file = ${path.join(dir, 'rights')}

[storage]
filesystem_folder = ${path.join(dir, 'storage')}

[web]
type = none

[logging]
level = warning
`,
  );
  let output = '';
  const child = spawn(bin, ['--config', path.join(dir, 'config')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}/`;
  const close = async () => {
    await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
  } catch (err) {
    await close();
    throw err;
  }
  return { url, users, admin, close };
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Radicale exited (${child.exitCode}): ${output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`Radicale did not answer on ${url} within 20 s: ${output()}`);
}
