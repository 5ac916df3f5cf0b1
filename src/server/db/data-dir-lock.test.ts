import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('refuses a data directory another live process holds', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-lock-'));
    // pid 1 always runs.
    fs.writeFileSync(path.join(dir, 'server.pid'), '1');
    expect(() => lockDataDir(dir)).toThrow(
      `Another Slotwise server (pid 1) is using ${dir}. Stop it first, or set DATA_DIR.`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slotwise-lock-'));
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    fs.writeFileSync(path.join(dir, 'server.pid'), gone);
    lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
