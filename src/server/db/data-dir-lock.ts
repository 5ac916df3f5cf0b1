import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite must never be opened by two processes (it would corrupt the data). The first server
 * on a data directory writes its pid to a lock file; a second one refuses to start unless that
 * process is gone (a crash leaves a stale lock, which is taken over).
 */
export function lockDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      process.on('exit', () => fs.rmSync(file, { force: true }));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (isRunning(pid)) {
        throw new Error(
          `Another Slotwise server (pid ${pid}) is using ${dataDir}. Stop it first, or set DATA_DIR.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
