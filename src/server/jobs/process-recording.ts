import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/client';
import { composeRecording, probeDuration } from '../features/recordings/ffmpeg';
import * as repo from '../features/recordings/repository';
import { type ProcessRecordingPayload, recordingKey } from '../features/recordings/service';
import type { FileStorage } from '../integrations/storage/adapter';
import type { Logger } from '../logger';
import type { JobHandler } from './worker';

// Issue 17, ADR 042: a stopped recording's raw files (a WebM per participant's track, in storage)
// become one browser-playable WebM: processing with ffmpeg's percent, then ready with its
// duration (ffprobe, whole seconds) and its file; the raw files are deleted. Idempotent: a
// recording already ready is left alone; a retry starts again from the raw files. The last
// attempt failing marks it error.

const PERCENT_EVERY_MS = 500;

export function processRecordingJob(deps: { db: Db; storage: FileStorage; log: Logger }): JobHandler {
  return async (job) => {
    const payload = job.payload as ProcessRecordingPayload;
    const row = await repo.findRecordingWithPlan(deps.db, payload.recordingId);
    if (!row || row.status === 'ready' || row.status === 'error') return;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'slotwise-recording-'));
    deps.log.info('recording processing', { recordingId: row.id, inputs: payload.inputs.length });
    try {
      await repo.moveRecording(deps.db, row.id, 'processing', { processingPercentComplete: 0 });
      const inputs = [];
      for (const [i, input] of payload.inputs.entries()) {
        const stored = await deps.storage.get(input.key);
        if (!stored) continue;
        const file = path.join(dir, `in-${i}.webm`);
        await pipeline(stored.body, createWriteStream(file));
        inputs.push({ path: file, kind: input.kind, offsetMs: input.offsetMs });
      }
      const output = path.join(dir, 'recording.webm');
      let lastWrite = 0;
      let writing = Promise.resolve();
      await composeRecording({
        inputs,
        durationMs: payload.durationMs,
        output,
        // Encoding runs faster than real time; ten times the length (two minutes at least) is a hang.
        timeoutMs: Math.max(2 * 60_000, 10 * payload.durationMs),
        onProgress: (percent) => {
          const now = Date.now();
          if (now - lastWrite < PERCENT_EVERY_MS) return;
          lastWrite = now;
          writing = writing.then(async () => {
            await repo.moveRecording(deps.db, row.id, 'processing', { processingPercentComplete: percent });
          });
        },
      });
      await writing;
      const duration = Math.round(await probeDuration(output));
      const key = recordingKey(row.userId, row.id, 'recording.webm');
      const size = (await stat(output)).size;
      await deps.storage.put(key, createReadStream(output), { contentType: 'video/webm' });
      const moved = await repo.moveRecording(deps.db, row.id, 'ready', {
        duration,
        processingPercentComplete: 100,
        downloads: [{ key, contentType: 'video/webm', size }],
        downloadsStatus: 'ready',
        downloadsPercentComplete: 100,
      });
      if (moved) for (const input of payload.inputs) await deps.storage.delete(input.key);
      deps.log.info('recording ready', { recordingId: row.id, duration, size });
    } catch (err) {
      if (job.attempts >= job.maxAttempts) await repo.moveRecording(deps.db, row.id, 'error');
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
