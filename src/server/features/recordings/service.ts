import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { canUse } from '../../../domain/plans/access';
import { upgradeMessage } from '../../../domain/plans/upgrade-message';
import { isRecordingReady, RECORDING_MESSAGES } from '../../../domain/recordings/recording-rules';
import type {
  RecordingListView,
  RecordingPlaybackView,
  RecordingView,
  StartRecordingInput,
} from '../../../domain/recordings/recording-view';
import type { AppDeps } from '../../deps';
import type { PlanHolder } from '../../http/context';
import { conflict, forbidden, notFound } from '../../http/errors';
import { newId } from '../../ids';
import type { RecordedFile } from '../../integrations/video/adapter';
import { enqueueJob } from '../../jobs/queue';
import { isLinkMac, signLink } from '../../link-signing';
import { findCallSession } from '../calls/repository';
import * as repo from './repository';

// Recordings of the built-in call room (issue 17, ADR 042). The expert starts and stops them in
// the room; the media server writes each participant's media while it records; stopping stores
// the raw files and queues the processing job (jobs/process-recording.ts), which makes one WebM
// file and moves the recording on to ready. Recording access needs the plan's recording feature
// (spec doc 1 §6); participants watch one only through the share link, while it is shared.

export type RecordingDeps = Pick<
  AppDeps,
  'database' | 'video' | 'storage' | 'secrets' | 'config' | 'log' | 'clock'
>;

/** Recordings this process is writing now, by recording id (the media lives in this process). */
type Active = { sessionId: string; userId: string; startedAt: number; stop: () => Promise<RecordedFile[]> };
const activeByRooms = new WeakMap<object, Map<string, Active>>();
function activeOf(deps: RecordingDeps): Map<string, Active> {
  let map = activeByRooms.get(deps.video);
  if (!map) {
    map = new Map();
    activeByRooms.set(deps.video, map);
  }
  return map;
}

export const PROCESS_RECORDING_JOB = 'recording.process';
export type ProcessRecordingPayload = {
  recordingId: string;
  durationMs: number;
  /** One raw file per participant's track (audio or video), from when it started. */
  inputs: Array<{ key: string; kind: 'audio' | 'video'; offsetMs: number }>;
};

const notFoundError = () => notFound(RECORDING_MESSAGES.notFound);
// How long the viewer's and the download's storage URLs stay good.
const URL_SECONDS = 4 * 60 * 60;

function requireRecordingPlan(expert: PlanHolder) {
  // spec (doc 1 §6): recording access requires the recording feature on the plan.
  if (!canUse(expert.pricingPlanId, 'recording')) throw forbidden(upgradeMessage('recording'));
}

export function toRecordingView(row: repo.RecordingRow): RecordingView {
  const downloads = downloadsOf(row);
  return {
    id: row.id,
    kind: 'recording',
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    duration: row.duration,
    processingPercentComplete: row.processingPercentComplete,
    hosting: {
      downloads: downloads.map((d) => ({ contentType: d.contentType, size: d.size })),
      downloadsStatus: row.downloadsStatus,
      downloadsPercentComplete: row.downloadsPercentComplete,
    },
    recording: { sessionId: row.sessionId },
    session: row.session ? { title: row.session.title, start: row.session.start.toISOString() } : null,
    shared: row.shared,
  };
}

/** Where a recording's files go in storage. */
export function recordingKey(userId: string, recordingId: string, name: string) {
  return `recordings/${userId}/${recordingId}/${name}`;
}

export function shareToken(deps: Pick<AppDeps, 'secrets'>, recordingId: string) {
  return signLink(deps.secrets.linkSigningKey, 'recording', recordingId);
}

export async function startRecording(
  deps: RecordingDeps,
  expert: PlanHolder,
  input: StartRecordingInput,
): Promise<RecordingView> {
  requireRecordingPlan(expert);
  const db = deps.database.db;
  const session = await findCallSession(db, input.sessionId);
  // Tenancy: another expert's session answers like one that does not exist.
  if (!session || session.expertId !== expert.id) throw notFound(RECORDING_MESSAGES.callNotFound);
  // ADR 040: the recorder writes the built-in media server's tracks; LiveKit's Egress is not wired.
  const video = deps.video;
  if (video.kind !== 'builtin') throw conflict(RECORDING_MESSAGES.needsBuiltinMedia);
  if (!video.participants(session.id).some((p) => p.id === `e-${expert.id}`))
    throw conflict(RECORDING_MESSAGES.notInCall);
  if (video.isRecording(session.id) || (await repo.findRecordingInProgress(db, expert.id, session.id)))
    throw conflict(RECORDING_MESSAGES.alreadyRecording);
  const id = newId();
  await repo.insertRecording(db, { id, userId: expert.id, sessionId: session.id });
  try {
    const startedAt = Date.now();
    const handle = await video.record(session.id, {
      dir: path.join(deps.config.dataDir, 'recordings', id),
      onRoomEmpty: () => {
        finishRecording(deps, id).catch((err) =>
          deps.log.warn('recording stop failed', { err, recordingId: id }),
        );
      },
    });
    activeOf(deps).set(id, { sessionId: session.id, userId: expert.id, startedAt, stop: handle.stop });
  } catch (err) {
    await repo.moveRecording(db, id, 'error');
    throw err;
  }
  const row = await repo.findRecording(db, expert.id, id);
  return toRecordingView(row!);
}

/**
 * Ends a recording this process is writing: the raw files go to storage, the recording becomes
 * finished (shown as finalizing) and the processing job is queued, in one transaction.
 */
async function finishRecording(deps: RecordingDeps, id: string): Promise<void> {
  const active = activeOf(deps).get(id);
  if (!active) return;
  activeOf(deps).delete(id);
  // Media time is real time, whatever the rules' clock says (ADR 029 pins only the rules').
  const durationMs = Date.now() - active.startedAt;
  const files = await active.stop();
  const inputs: ProcessRecordingPayload['inputs'] = [];
  try {
    for (const [i, file] of files.entries()) {
      const key = recordingKey(active.userId, id, `raw/${i + 1}-${file.kind}.webm`);
      await deps.storage.put(key, createReadStream(file.path), { contentType: 'video/webm' });
      inputs.push({ key, kind: file.kind, offsetMs: file.offsetMs });
    }
  } catch (err) {
    await repo.moveRecording(deps.database.db, id, 'error');
    throw err;
  } finally {
    await rm(path.join(deps.config.dataDir, 'recordings', id), { recursive: true, force: true });
  }
  const payload: ProcessRecordingPayload = { recordingId: id, durationMs, inputs };
  await deps.database.db.transaction(async (tx) => {
    if (await repo.moveRecording(tx, id, 'finished'))
      await enqueueJob(tx, PROCESS_RECORDING_JOB, payload, {
        runAt: deps.clock.now(),
        maxAttempts: 3,
        idempotencyKey: `recording:${id}`,
      });
  });
}

export async function stopRecording(
  deps: RecordingDeps,
  expert: PlanHolder,
  id: string,
): Promise<RecordingView> {
  const db = deps.database.db;
  const row = await repo.findRecording(db, expert.id, id);
  if (!row) throw notFoundError();
  if (row.status !== 'inprogress' || !activeOf(deps).has(id))
    throw conflict(RECORDING_MESSAGES.alreadyStopped);
  await finishRecording(deps, id);
  return toRecordingView((await repo.findRecording(db, expert.id, id))!);
}

export async function listRecordings(
  deps: RecordingDeps,
  expert: PlanHolder,
  sessionId: string | undefined,
): Promise<RecordingListView> {
  requireRecordingPlan(expert);
  const rows = await repo.listRecordings(deps.database.db, expert.id, sessionId);
  return { recordings: rows.map(toRecordingView) };
}

/** The expert's recording (with the plan's recording feature), whatever its state. */
async function ownRecording(deps: RecordingDeps, expert: PlanHolder, id: string) {
  requireRecordingPlan(expert);
  const row = await repo.findRecording(deps.database.db, expert.id, id);
  if (!row) throw notFoundError();
  return row;
}

function downloadsOf(row: repo.RecordingRow): repo.RecordingDownload[] {
  return (row.downloads ?? []) as repo.RecordingDownload[];
}

function fileOf(row: repo.RecordingRow): repo.RecordingDownload | undefined {
  return downloadsOf(row)[0];
}

function fileName(row: repo.RecordingRow) {
  const day = (row.session?.start ?? row.createdAt).toISOString().slice(0, 10);
  return `recording-${day}.webm`;
}

async function playback(
  deps: RecordingDeps,
  row: repo.RecordingRow,
  canManage: boolean,
): Promise<RecordingPlaybackView> {
  const file = isRecordingReady(row.status) ? fileOf(row) : undefined;
  const shareUrl =
    canManage && row.shared ? `${deps.config.publicUrl}/r/${row.id}?share=${shareToken(deps, row.id)}` : null;
  return {
    recording: toRecordingView(row),
    videoUrl: file ? await deps.storage.downloadUrl(file.key, { expiresInSeconds: URL_SECONDS }) : null,
    downloadUrl: file
      ? await deps.storage.downloadUrl(file.key, { expiresInSeconds: URL_SECONDS, fileName: fileName(row) })
      : null,
    shareUrl,
    canManage,
  };
}

export async function getRecording(deps: RecordingDeps, expert: PlanHolder, id: string) {
  return playback(deps, await ownRecording(deps, expert, id), true);
}

/** A participant's view through the share link: only while shared, only when ready. */
export async function getSharedRecording(deps: RecordingDeps, id: string, share: string) {
  const row = await repo.findRecordingWithPlan(deps.database.db, id);
  if (!row || !isLinkMac(deps.secrets.linkSigningKey, 'recording', id, share)) throw notFoundError();
  if (!row.shared || !canUse(row.pricingPlanId, 'recording')) throw notFoundError();
  if (!isRecordingReady(row.status)) throw conflict(RECORDING_MESSAGES.notReady);
  return playback(deps, row, false);
}

/** The download's storage URL (the route redirects to it). */
export async function downloadRecording(
  deps: RecordingDeps,
  expert: PlanHolder,
  id: string,
): Promise<string> {
  const row = await ownRecording(deps, expert, id);
  const file = fileOf(row);
  if (!isRecordingReady(row.status) || !file) throw conflict(RECORDING_MESSAGES.notReady);
  return deps.storage.downloadUrl(file.key, { expiresInSeconds: URL_SECONDS, fileName: fileName(row) });
}

export async function shareRecording(deps: RecordingDeps, expert: PlanHolder, id: string, shared: boolean) {
  await ownRecording(deps, expert, id);
  await repo.setRecordingShared(deps.database.db, expert.id, id, shared);
  return getRecording(deps, expert, id);
}

/** spec: only a ready recording can be deleted; its files go with it. */
export async function deleteRecording(deps: RecordingDeps, expert: PlanHolder, id: string): Promise<void> {
  const row = await ownRecording(deps, expert, id);
  if (!isRecordingReady(row.status)) throw conflict(RECORDING_MESSAGES.notReady);
  if (!(await repo.deleteReadyRecording(deps.database.db, expert.id, id)))
    throw conflict(RECORDING_MESSAGES.notReady);
  for (const file of downloadsOf(row)) await deps.storage.delete(file.key);
}
