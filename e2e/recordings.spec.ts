import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, screenshotBoth } from './support/browser';
import { CALL_EXPERT, type CallStand, joinCall, openCallStand, soonOnTheGrid } from './support/call-stand';
import type { RunningServer } from './support/server';

// Issue 17, ADR 042: the expert records the call room for about 20 s with Chromium's fake camera
// and microphone while a client is in the call (both see that it is recording); the recording
// becomes ready, its file lasts the recorded time (ffprobe, within 1 s) and plays at /r/{id}.

const KEY = 'e2e-recordings-link-signing-key-0123456789abcdef';

let stand: CallStand;
let server: RunningServer;
let maya: Page;
let sessionId: string;
let link: string;
let recordingId: string;
// The recorded time is bounded by what the browser saw: from the Record click's answer to the
// Stop click (at least), and from the Record click to the Stop answer (at most).
let recordedMs: { min: number; max: number };

beforeAll(async () => {
  // Info logs: the processing job's progress is in the server's log, printed when a test fails.
  stand = await openCallStand(KEY, { LOG_LEVEL: 'info' });
  ({ server, maya } = stand);
  await server.setPlan(CALL_EXPERT.email, 'pro');
  const start = soonOnTheGrid();
  sessionId = await stand.groupSession('Career coaching circle', start);
  link = await stand.seat(sessionId, 'Ana', start);
}, 240_000);

afterAll(async () => {
  await stand?.close();
});

afterEach((context) => {
  if (context.task.result?.state === 'fail') console.error(`server log:\n${server?.logTail(120)}`);
});

/** The loudest sample (dB) of `file` in `seconds` from `from`, by ffmpeg's volumedetect. */
function maxVolume(file: string, from: number, seconds: number): number {
  const args = ['-hide_banner', '-nostats', '-ss', `${from}`, '-t', `${seconds}`, '-i', file];
  const { stderr } = spawnSync('ffmpeg', [...args, '-af', 'volumedetect', '-vn', '-f', 'null', '-'], {
    encoding: 'utf8',
  });
  const match = /max_volume: (-?[\d.]+) dB/.exec(stderr);
  return match ? Number(match[1]) : Number.NEGATIVE_INFINITY;
}

describe('recordings', () => {
  it('the expert records about 20 s; everyone in the room sees that it is recording', async () => {
    await joinCall(maya, `${server.url}/s/${sessionId}`);
    const ana = await stand.newPage();
    await joinCall(ana, `${server.url}/s/${sessionId}?link=${encodeURIComponent(link)}`);
    // Media flows before recording starts.
    await maya.waitForFunction(
      async () =>
        (await window.__slotwiseCall!.stats()).some((s) => s.kind === 'video' && s.framesDecoded > 10),
      undefined,
      { timeout: 30_000 },
    );
    const started = maya.waitForResponse(
      (r) => r.url().endsWith('/api/recordings') && r.request().method() === 'POST',
    );
    const clickedAt = Date.now();
    await maya.getByRole('button', { name: 'Record' }).click();
    const startResponse = await started;
    expect(startResponse.status()).toBe(201);
    const startedAt = Date.now();
    recordingId = (await startResponse.json()).id;
    await maya.getByRole('status').filter({ hasText: 'Recording' }).waitFor();
    await ana.getByRole('status').filter({ hasText: 'Recording' }).waitFor();
    await screenshot(maya, 'recording-room-expert-desktop');
    await screenshot(ana, 'recording-room-client-desktop');
    // The client has no Record button.
    expect(await ana.getByRole('button', { name: 'Record' }).count()).toBe(0);
    await maya.waitForTimeout(20_000 - (Date.now() - startedAt));
    const stopped = maya.waitForResponse((r) => r.url().includes('/stop'));
    const stopClickedAt = Date.now();
    await maya.getByRole('button', { name: 'Stop recording' }).click();
    expect((await stopped).status()).toBe(200);
    recordedMs = { min: stopClickedAt - startedAt, max: Date.now() - clickedAt };
    await ana.getByRole('status').filter({ hasText: 'Recording' }).waitFor({ state: 'detached' });
    await maya.getByRole('button', { name: 'Leave' }).click();
    await ana.getByRole('button', { name: 'Leave' }).click();
  }, 120_000);

  it('becomes ready in the recordings list, lasting the recorded time', async () => {
    await maya.goto(`${server.url}/dashboard/calls/recordings`);
    await maya
      .getByRole('tab', { name: 'Recordings' })
      .or(maya.getByRole('link', { name: 'Recordings' }))
      .first()
      .waitFor();
    await maya.getByText('Career coaching circle').first().waitFor();
    // Finalizing, then processing with its percent, then ready (the list follows by itself).
    await maya
      .getByRole('cell', { name: 'Ready' })
      .or(maya.getByText('Ready', { exact: true }))
      .first()
      .waitFor({ timeout: 90_000 });
    const row = maya.getByTestId('recording-row').first();
    expect(await row.textContent()).toContain('1 min');
    await screenshotBoth(maya, 'recordings-list');
    const res = await maya.request.get(`${server.url}/api/recordings/${recordingId}`);
    const view = await res.json();
    expect(view.recording).toMatchObject({ status: 'ready', processingPercentComplete: 100 });
    expect(view.recording.duration * 1000).toBeGreaterThanOrEqual(recordedMs.min - 1000);
    expect(view.recording.duration * 1000).toBeLessThanOrEqual(recordedMs.max + 1000);
    const file = await maya.request.get(view.videoUrl);
    expect(file.status()).toBe(200);
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'recording-')), 'recording.webm');
    fs.writeFileSync(out, await file.body());
    const probed = Number(
      execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', out])
        .toString()
        .trim(),
    );
    const seen = `ffprobe ${probed} s, recorded ${JSON.stringify(recordedMs)} ms`;
    expect(probed * 1000, seen).toBeGreaterThan(recordedMs.min - 1000);
    expect(probed * 1000, seen).toBeLessThan(recordedMs.max + 1000);
    const streams = execFileSync('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'stream=codec_name',
      '-of',
      'csv=p=0',
      out,
    ])
      .toString()
      .trim()
      .split('\n');
    expect(streams).toEqual(['vp8', 'opus']);
    // Both participants' fake microphones beep every second: the recording has sound from its
    // start to its end (werift's two-track files lost seconds of audio, or all of it).
    const end = recordedMs.min / 1000;
    for (const from of [1, end / 2 - 2, end - 5]) {
      expect(maxVolume(out, from, 4), `loudest between ${from} s and ${from + 4} s`).toBeGreaterThan(-30);
    }
  }, 150_000);

  it('plays at /r/{id}, with a download, and is shared through its link', async () => {
    await maya.getByRole('link', { name: 'View' }).first().click();
    await maya.waitForURL(`${server.url}/r/${recordingId}`);
    const video = maya.getByTestId('recording-video');
    await video.waitFor();
    await maya.waitForFunction(() => {
      const v = document.querySelector('video');
      return v !== null && v.readyState >= 1 && Number.isFinite(v.duration) && v.duration > 15;
    });
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await maya.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 1, undefined, {
      timeout: 20_000,
    });
    expect(await maya.getByRole('link', { name: 'Download' }).getAttribute('href')).toContain(
      'name=recording-',
    );
    await maya.getByRole('switch', { name: 'Share with participants' }).click({ force: true });
    const shareUrl = (await maya.getByTestId('share-url').textContent())!;
    expect(shareUrl).toContain(`/r/${recordingId}?share=`);
    await screenshotBoth(maya, 'recording-viewer');
    const guest = await stand.newPage();
    await guest.goto(shareUrl.replace(/^https?:\/\/[^/]+/, server.url));
    await guest.getByTestId('recording-video').waitFor();
    expect(await guest.getByText('Share with participants').count()).toBe(0);
  }, 120_000);
});
