import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { RECORDING_MESSAGES } from '../../../domain/recordings/recording-rules';
import { jobs } from '../../db/schema/jobs';
import { recordings } from '../../db/schema/recordings';
import type { RecordedFile } from '../../integrations/video/adapter';
import { setPlan } from '../../testing/experts';
import type { TestApp } from '../../testing/test-app';
import {
  type Expert,
  MINUTE,
  type sessionFixtures,
  startSessionsTestApp,
} from '../sessions/sessions-testing';
import { probeDuration, probeStreams } from './ffmpeg';
import { PROCESS_RECORDING_JOB } from './service';

// Issue 17, ADR 042: recordings through the API — the plan gate, the states inprogress →
// finished → processing → ready (or error), real ffmpeg on small generated inputs, tenancy, the
// share link. The media server is replaced by a stand-in whose "recorded files" ffmpeg generates:
// the room itself is exercised end to end in e2e/recordings.spec.ts.

let t: TestApp;
let ada: Expert;
let bob: Expert;
let fx: ReturnType<typeof sessionFixtures>;
const inRoom = new Set<string>();
let recordedFiles: (dir: string) => RecordedFile[] = () => [];
let roomEmptied: (() => void) | undefined;

/** A WebM like the media server writes: VP8 test pattern and an Opus tone, `seconds` long. */
/** A participant's raw video or audio file, as the recorder writes them (one track each). */
function generate(file: string, kind: 'audio' | 'video', seconds: number, size = '320x240') {
  mkdirSync(path.dirname(file), { recursive: true });
  const source =
    kind === 'video'
      ? ['-f', 'lavfi', '-i', `testsrc=s=${size}:r=24:d=${seconds}`, '-c:v', 'libvpx']
      : ['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`, '-c:a', 'libopus'];
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...source, file]);
}

beforeAll(async () => {
  ({ t, ada, bob, fixtures: fx } = await startSessionsTestApp());
  await setPlan(t, 'ada@example.com', 'pro');
  const video = t.services.deps.video;
  if (video.kind !== 'builtin') throw new Error('recording runs on the built-in media server');
  const recording = new Set<string>();
  vi.spyOn(video, 'participants').mockImplementation((roomId) =>
    inRoom.has(roomId) ? [{ id: `e-${ada.userId}`, name: 'Ada Lovelace', role: 'expert' }] : [],
  );
  vi.spyOn(video, 'isRecording').mockImplementation((roomId) => recording.has(roomId));
  vi.spyOn(video, 'record').mockImplementation(async (roomId, options) => {
    recording.add(roomId);
    roomEmptied = options.onRoomEmpty;
    return {
      stop: async () => {
        recording.delete(roomId);
        return recordedFiles(options.dir);
      },
    };
  });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function sessionInCall(owner: Expert = ada) {
  const start = new Date(Math.floor(Date.now() / MINUTE) * MINUTE + 5 * MINUTE);
  const { id } = await fx.personal(owner, { start, title: 'Intro call' });
  inRoom.add(id);
  return id;
}

const db = () => t.services.deps.database.db;
const statusOf = async (id: string) =>
  (await ada.expert.request('GET', `/api/recordings/${id}`)).body.recording;

describe('starting and stopping', () => {
  it('refuses without the recording plan feature, naming the plan that offers it', async () => {
    const sessionId = await sessionInCall(bob);
    const res = await bob.expert.request('POST', '/api/recordings', { sessionId });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(upgradeMessage('recording'));
    expect(res.body.error.message).toBe('Upgrade to Pro to use Call recording');
    const list = await bob.expert.request('GET', '/api/recordings');
    expect(list.status).toBe(403);
    expect(await db().select().from(recordings)).toEqual([]);
  });

  it("answers another expert's session like an unknown one, and bad input with 400", async () => {
    const bobs = await sessionInCall(bob);
    const foreign = await ada.expert.request('POST', '/api/recordings', { sessionId: bobs });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(RECORDING_MESSAGES.callNotFound);
    const unknown = await ada.expert.request('POST', '/api/recordings', { sessionId: 'nope' });
    expect(unknown.status).toBe(404);
    const bad = await ada.expert.request('POST', '/api/recordings', { sessionId: '' });
    expect(bad.status).toBe(400);
    expect(await db().select().from(recordings)).toEqual([]);
  });

  it('needs the expert in the room, and one recording at a time', async () => {
    const sessionId = await sessionInCall();
    inRoom.delete(sessionId);
    const away = await ada.expert.request('POST', '/api/recordings', { sessionId });
    expect(away.status).toBe(409);
    expect(away.body.error.message).toBe(RECORDING_MESSAGES.notInCall);
    inRoom.add(sessionId);
    const first = await ada.expert.request('POST', '/api/recordings', { sessionId });
    expect(first.status).toBe(201);
    const second = await ada.expert.request('POST', '/api/recordings', { sessionId });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe(RECORDING_MESSAGES.alreadyRecording);
    recordedFiles = () => [];
    expect((await ada.expert.request('POST', `/api/recordings/${first.body.id}/stop`)).status).toBe(200);
    const again = await ada.expert.request('POST', `/api/recordings/${first.body.id}/stop`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(RECORDING_MESSAGES.alreadyStopped);
    await t.services.worker.drain();
  });
});

describe('processing', () => {
  it('moves inprogress → finished → processing → ready with real ffmpeg, duration from the file', async () => {
    const sessionId = await sessionInCall();
    const started = await ada.expert.request('POST', '/api/recordings', { sessionId });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      kind: 'recording',
      userId: ada.userId,
      status: 'inprogress',
      duration: null,
      recording: { sessionId },
      session: { title: 'Intro call' },
      shared: false,
    });
    const id = started.body.id as string;
    // Two participants: the second joined 1 s after the recording started.
    recordedFiles = (dir) => {
      const file = (name: string) => path.join(dir, name);
      generate(file('1-video.webm'), 'video', 3);
      generate(file('1-audio.webm'), 'audio', 3);
      generate(file('2-video.webm'), 'video', 2, '640x480');
      generate(file('2-audio.webm'), 'audio', 2);
      return [
        { path: file('1-video.webm'), participantId: 'e-1', kind: 'video', offsetMs: 0 },
        { path: file('1-audio.webm'), participantId: 'e-1', kind: 'audio', offsetMs: 20 },
        { path: file('2-video.webm'), participantId: 'c-1', kind: 'video', offsetMs: 1000 },
        { path: file('2-audio.webm'), participantId: 'c-1', kind: 'audio', offsetMs: 1010 },
      ];
    };
    const stopped = await ada.expert.request('POST', `/api/recordings/${id}/stop`);
    expect(stopped.status).toBe(200);
    expect(stopped.body.status).toBe('finished');
    const [job] = (await db().select().from(jobs)).filter(
      (j) => j.type === PROCESS_RECORDING_JOB && (j.payload as { recordingId: string }).recordingId === id,
    );
    expect(job).toMatchObject({ status: 'queued' });
    const payload = job!.payload as { durationMs: number; inputs: unknown[] };
    expect(payload.inputs).toEqual([
      { key: `recordings/${ada.userId}/${id}/raw/1-video.webm`, kind: 'video', offsetMs: 0 },
      { key: `recordings/${ada.userId}/${id}/raw/2-audio.webm`, kind: 'audio', offsetMs: 20 },
      { key: `recordings/${ada.userId}/${id}/raw/3-video.webm`, kind: 'video', offsetMs: 1000 },
      { key: `recordings/${ada.userId}/${id}/raw/4-audio.webm`, kind: 'audio', offsetMs: 1010 },
    ]);
    // The stand-in "recorded" for as long as the test took; make it 3.5 s for the file's length.
    await db()
      .update(jobs)
      .set({ payload: { ...payload, durationMs: 3500 } })
      .where(eq(jobs.id, job!.id));

    const seen: Array<{ status: string; percent: number | null }> = [];
    let draining = true;
    const watching = (async () => {
      while (draining) {
        const [row] = await db()
          .select({ status: recordings.status, percent: recordings.processingPercentComplete })
          .from(recordings)
          .where(eq(recordings.id, id));
        if (row) seen.push(row);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await t.services.worker.drain();
    draining = false;
    await watching;
    expect(seen.some((s) => s.status === 'processing')).toBe(true);

    const ready = await ada.expert.request('GET', `/api/recordings/${id}`);
    expect(ready.status).toBe(200);
    expect(ready.body.recording).toMatchObject({
      status: 'ready',
      duration: 4,
      processingPercentComplete: 100,
      hosting: { downloadsStatus: 'ready', downloadsPercentComplete: 100 },
    });
    expect(ready.body.recording.hosting.downloads).toEqual([
      { contentType: 'video/webm', size: expect.any(Number) },
    ]);
    expect(ready.body.videoUrl).toMatch(/\/files\/recordings\//);
    expect(ready.body.shareUrl).toBeNull();
    // The stored file is a browser-playable WebM (VP8 + Opus) of the recorded length.
    const file = await t.fetch(new Request(ready.body.videoUrl));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('video/webm');
    const out = path.join(t.services.deps.config.dataDir, 'check.webm');
    writeFileSync(out, Buffer.from(await file.arrayBuffer()));
    expect(Math.abs((await probeDuration(out)) - 3.5)).toBeLessThan(0.1);
    expect(probeStreams(out)).toEqual(['vp8,1280,360', 'opus']);
    // The raw files are gone.
    const raw = (job!.payload as { inputs: Array<{ key: string }> }).inputs.map((i) => i.key);
    for (const key of raw) expect(await t.storage.head(key)).toBeNull();

    const download = await ada.expert.request('GET', `/api/recordings/${id}/download`);
    expect(download.status).toBe(302);
    expect(download.headers.get('location')).toMatch(/name=recording-/);
  }, 120_000);

  it('stops by itself when everyone leaves the room', async () => {
    const sessionId = await sessionInCall();
    const started = await ada.expert.request('POST', '/api/recordings', { sessionId });
    recordedFiles = () => [];
    roomEmptied?.();
    await vi.waitFor(async () => expect((await statusOf(started.body.id)).status).toBe('finished'));
    await t.services.worker.drain();
    expect(await statusOf(started.body.id)).toMatchObject({ status: 'ready', duration: expect.any(Number) });
  }, 60_000);

  it('marks the recording error when the last attempt fails', async () => {
    const sessionId = await sessionInCall();
    const started = await ada.expert.request('POST', '/api/recordings', { sessionId });
    const id = started.body.id as string;
    recordedFiles = (dir) => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, '1.webm'), 'not a video');
      return [{ path: path.join(dir, '1.webm'), participantId: 'e-1', kind: 'video', offsetMs: 0 }];
    };
    await ada.expert.request('POST', `/api/recordings/${id}/stop`);
    for (let attempt = 0; attempt < 3; attempt++) {
      await db()
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(eq(jobs.idempotencyKey, `recording:${id}`));
      await t.services.worker.drain();
    }
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `recording:${id}`));
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await statusOf(id)).status).toBe('error');
    const del = await ada.expert.request('DELETE', `/api/recordings/${id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe(RECORDING_MESSAGES.notReady);
  }, 60_000);
});

describe('lists, sharing, deleting and tenancy', () => {
  it("lists the expert's recordings, all or one session's, and hides them from others", async () => {
    const all = await ada.expert.request('GET', '/api/recordings');
    expect(all.status).toBe(200);
    expect(all.body.recordings.length).toBeGreaterThanOrEqual(3);
    const one = all.body.recordings.find((r: { status: string }) => r.status === 'ready');
    const bySession = await ada.expert.request('GET', `/api/recordings?sessionId=${one.recording.sessionId}`);
    expect(bySession.body.recordings.map((r: { id: string }) => r.id)).toEqual([one.id]);
    await setPlan(t, 'bob@example.com', 'pro');
    expect((await bob.expert.request('GET', '/api/recordings')).body).toEqual({ recordings: [] });
    for (const [method, url] of [
      ['GET', `/api/recordings/${one.id}`],
      ['GET', `/api/recordings/${one.id}/download`],
      ['PATCH', `/api/recordings/${one.id}`],
      ['DELETE', `/api/recordings/${one.id}`],
      ['POST', `/api/recordings/${one.id}/stop`],
    ] as const) {
      const res = await bob.expert.request(method, url, method === 'PATCH' ? { shared: true } : undefined);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.error.message).toBe(RECORDING_MESSAGES.notFound);
    }
    await setPlan(t, 'bob@example.com', 'free');
  });

  it('shares a recording through its share link only while shared', async () => {
    const all = await ada.expert.request('GET', '/api/recordings');
    const one = all.body.recordings.find((r: { status: string }) => r.status === 'ready');
    const shared = await ada.expert.request('PATCH', `/api/recordings/${one.id}`, { shared: true });
    expect(shared.status).toBe(200);
    expect(shared.body.recording.shared).toBe(true);
    const shareUrl = new URL(shared.body.shareUrl);
    expect(shareUrl.pathname).toBe(`/r/${one.id}`);
    const share = shareUrl.searchParams.get('share')!;
    const anyone = t.client();
    const seen = await anyone.request('GET', `/api/public/recordings/${one.id}?share=${share}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ canManage: false, shareUrl: null, recording: { id: one.id } });
    expect(seen.body.videoUrl).toMatch(/\/files\//);
    const forged = await anyone.request('GET', `/api/public/recordings/${one.id}?share=${share.slice(1)}x`);
    expect(forged.status).toBe(404);
    await ada.expert.request('PATCH', `/api/recordings/${one.id}`, { shared: false });
    const unshared = await anyone.request('GET', `/api/public/recordings/${one.id}?share=${share}`);
    expect(unshared.status).toBe(404);
    expect(unshared.body.error.message).toBe(RECORDING_MESSAGES.notFound);
    const bad = await ada.expert.request('PATCH', `/api/recordings/${one.id}`, { shared: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('deletes only a ready recording, with its file', async () => {
    const all = await ada.expert.request('GET', '/api/recordings');
    const one = all.body.recordings.find((r: { status: string }) => r.status === 'ready');
    const before = await ada.expert.request('GET', `/api/recordings/${one.id}`);
    const del = await ada.expert.request('DELETE', `/api/recordings/${one.id}`);
    expect(del.status).toBe(204);
    expect((await ada.expert.request('GET', `/api/recordings/${one.id}`)).status).toBe(404);
    expect((await t.fetch(new Request(before.body.videoUrl))).status).toBe(404);
  });
});
