import { describe, expect, it } from 'vitest';
import { startRadicale } from './radicale';

describe('startRadicale', () => {
  it('fails with a message saying how Radicale is installed when it is missing (no test is skipped)', async () => {
    await expect(startRadicale(['alice@example.com'], '/nonexistent/radicale')).rejects.toThrow(
      'Radicale is not installed (/nonexistent/radicale). `.ci/run` installs it from Debian; on this machine run: apt-get install -y radicale',
    );
  });
});
