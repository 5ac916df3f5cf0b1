import path from 'node:path';

export const DEFAULT_DATA_DIR = './data';

/** Where the embedded database lives inside DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite');
}
