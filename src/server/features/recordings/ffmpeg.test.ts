import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeRecording } from './ffmpeg';

// A broken input can keep ffmpeg busy without end (seen in e2e): the job stops it and fails.

describe('composing a recording', () => {
  it('stops ffmpeg and fails once it runs past its time limit', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffmpeg-timeout-'));
    const stuck = path.join(dir, 'stuck-ffmpeg');
    fs.writeFileSync(stuck, '#!/bin/sh\nexec sleep 30\n', { mode: 0o755 });
    const started = Date.now();
    await expect(
      composeRecording({
        inputs: [],
        durationMs: 1000,
        output: path.join(dir, 'out.webm'),
        onProgress: () => {},
        ffmpegPath: stuck,
        timeoutMs: 200,
      }),
    ).rejects.toThrow('ffmpeg took longer than 200 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
