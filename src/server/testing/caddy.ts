import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopChild } from './child-servers';

// Debian's Caddy in front of the app for the custom-domain TLS test (issue 19, ADR 054): the
// README's Caddyfile (on-demand TLS asking GET /api/tls/ask before each new certificate, every
// other request proxied with its Host), with Caddy's internal CA instead of Let's Encrypt and
// high ports on 127.0.0.1. `.ci/run` installs it.

export const CADDY_BIN = '/usr/bin/caddy';

export type Caddy = {
  httpsPort: number;
  /** Where Caddy keeps its CA and the certificates it obtained. */
  storageDir: string;
  /** The internal CA's root certificate (PEM), to trust in the test's client. */
  rootCertificate(): string;
  output(): string;
  close(): Promise<void>;
};

/** The Caddyfile: the README's, with the internal CA, its own ports and storage. */
export function testCaddyfile(options: {
  upstream: string;
  httpPort: number;
  httpsPort: number;
  /** Where Caddy keeps its CA and the certificates it obtained. */
  storage: string;
}) {
  return `{
	admin off
	http_port ${options.httpPort}
	https_port ${options.httpsPort}
	storage file_system ${options.storage}
	skip_install_trust
	local_certs
	on_demand_tls {
		ask http://${options.upstream}/api/tls/ask
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy ${options.upstream}
}
`;
}

export async function startCaddy(upstream: string): Promise<Caddy> {
  if (!fs.existsSync(CADDY_BIN))
    throw new Error(
      `Caddy is not installed (${CADDY_BIN}). \`.ci/run\` installs it from Debian; on this machine run: apt-get install -y caddy`,
    );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-caddy-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const storage = path.join(dir, 'storage');
  const caddyfile = path.join(dir, 'Caddyfile');
  fs.writeFileSync(caddyfile, testCaddyfile({ upstream, httpPort, httpsPort, storage }));
  let log = '';
  const child: ChildProcess = spawn(CADDY_BIN, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    log = (log + d).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const root = path.join(storage, 'pki/authorities/local/root.crt');
  const deadline = Date.now() + 30_000;
  // Ready once the internal CA exists and the https port accepts connections.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited early:\n${log}`);
    if (fs.existsSync(root) && (await accepts(httpsPort))) break;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`caddy did not start within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    httpsPort,
    storageDir: storage,
    rootCertificate: () => fs.readFileSync(root, 'utf8'),
    output: () => log,
    async close() {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function accepts(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
