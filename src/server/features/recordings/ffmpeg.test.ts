import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComposeInput, composeRecording, probeDuration, probeStreams } from './ffmpeg';

// Debian's ffmpeg composes real WebM files (VP8 + Opus, as a call's recorder writes them). A
// broken input can keep ffmpeg busy without end (seen in e2e): the job stops it and fails.

let dir: string;

/** Runs Debian's ffmpeg with `args`, writing `name` in the test's folder. */
function ffmpeg(name: string, args: string[]): string {
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
  return file;
}

/** A participant's raw video or audio file (as the recorder writes them): `seconds` long. */
function track(kind: 'audio' | 'video', name: string, seconds: number): string {
  return kind === 'video'
    ? ffmpeg(`${name}.webm`, [
        '-f',
        'lavfi',
        '-i',
        `testsrc=size=320x240:rate=15:duration=${seconds}`,
        '-c:v',
        'libvpx',
      ])
    : ffmpeg(`${name}.webm`, [
        '-f',
        'lavfi',
        '-i',
        `sine=sample_rate=48000:duration=${seconds}`,
        '-c:a',
        'libopus',
      ]);
}

async function compose(
  inputs: ComposeInput[],
  durationMs: number,
): Promise<{ seconds: number; streams: string[] }> {
  const output = path.join(dir, `out-${Math.random().toString(36).slice(2)}.webm`);
  await composeRecording({ inputs, durationMs, output, onProgress: () => {} });
  return { seconds: await probeDuration(output), streams: probeStreams(output) };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffmpeg-compose-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('composing a recording', () => {
  it('lays two participants side by side and mixes their audio, each from when it started', async () => {
    const composed = await compose(
      [
        { path: track('video', 'ana-video', 2), kind: 'video', offsetMs: 0 },
        { path: track('audio', 'ana-audio', 2), kind: 'audio', offsetMs: 40 },
        { path: track('video', 'maya-video', 1), kind: 'video', offsetMs: 500 },
        { path: track('audio', 'maya-audio', 1), kind: 'audio', offsetMs: 520 },
      ],
      2000,
    );
    expect(composed.streams).toEqual(['vp8,1280,360', 'opus']);
    expect(composed.seconds).toBeCloseTo(2, 1);
  }, 60_000);

  it('keeps the recorded length when a participant has no audio, or no video', async () => {
    const video = await compose([{ path: track('video', 'v', 1), kind: 'video', offsetMs: 0 }], 1500);
    expect(video.streams).toEqual(['vp8,960,540', 'opus']);
    expect(video.seconds).toBeCloseTo(1.5, 1);
    const audio = await compose([{ path: track('audio', 'a', 1), kind: 'audio', offsetMs: 0 }], 1500);
    expect(audio.streams).toEqual(['vp8,960,540', 'opus']);
    expect(audio.seconds).toBeCloseTo(1.5, 1);
  }, 60_000);

  // Seen in e2e: an audio track without a single sample failed the job with libopus' 'more
  // samples than frame size' (the silence apad makes comes in frames bigger than Opus takes).
  it('makes silence of an audio file that holds no sound at all', async () => {
    // biome-ignore format: the ffmpeg options read better in pairs
    const silent = ffmpeg('silent.webm', [
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=1',
      '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo',
      '-map', '0:v', '-map', '1:a', '-c:v', 'libvpx', '-c:a', 'libopus', '-frames:a', '0', '-t', '1',
    ]);
    const composed = await compose(
      [
        { path: track('video', 'v2', 1), kind: 'video', offsetMs: 0 },
        { path: silent, kind: 'audio', offsetMs: 0 },
      ],
      1500,
    );
    expect(composed.seconds).toBeCloseTo(1.5, 1);
  }, 60_000);

  it("makes black and silence for its length when nobody's media arrived", async () => {
    const composed = await compose([], 1500);
    expect(composed.streams).toEqual(['vp8,960,540', 'opus']);
    expect(composed.seconds).toBeCloseTo(1.5, 1);
  }, 60_000);

  // Seen in the integration test: ffmpeg 5.1 ran without end on a recording shorter than a frame
  // while a source had no end of its own.
  it('ends on a recording shorter than one frame', async () => {
    expect((await compose([], 1)).streams).toEqual(['vp8,960,540', 'opus']);
    const composed = await compose([{ path: track('video', 'v3', 1), kind: 'video', offsetMs: 0 }], 10);
    expect(composed.streams).toEqual(['vp8,960,540', 'opus']);
  }, 60_000);

  it('stops ffmpeg and fails once it runs past its time limit', async () => {
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
  });
});
