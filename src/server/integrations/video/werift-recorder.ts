import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStreamTrack } from 'werift';
import { MediaRecorder } from 'werift/nonstandard';
import type { Logger } from '../../logger';
import type { RecordedFile } from './adapter';
import { createWebmFileWriter, type WebmFileWriter } from './webm-file-writer';

// Recording in the built-in media server (issue 17, ADR 042): the SFU already receives every
// participant's Opus and VP8 as RTP, so each participant's audio and video are written, without
// decoding, to one WebM file of their own by werift's MediaRecorder (depacketise, jitter buffer,
// lip sync); we write the file from its output (webm-file-writer.ts), so stopping waits for
// complete files. A participant who joins late gets a file that starts late, and its offset says
// by how much; a reconnect starts a new file. The processing job (jobs/process-recording.ts)
// lays the files side by side with ffmpeg.

type Kind = 'audio' | 'video';

type Entry = {
  participantId: string;
  file: string;
  tracks: Partial<Record<Kind, MediaStreamTrack>>;
  recorder?: MediaRecorder;
  writer?: WebmFileWriter;
  offsetMs: number;
};

export type RoomRecorder = {
  /** A participant's incoming track (`member` tells one connection from the next). */
  addTrack(member: object, participantId: string, kind: Kind, track: MediaStreamTrack): void;
  roomEmptied(): void;
  stop(): Promise<RecordedFile[]>;
};

export async function startRoomRecorder(options: {
  dir: string;
  onRoomEmpty(): void;
  log: Logger;
}): Promise<RoomRecorder> {
  await mkdir(options.dir, { recursive: true });
  const startedAt = Date.now();
  const entries = new Map<object, Entry>();
  let stopped = false;
  let count = 0;

  function begin(entry: Entry) {
    const { audio, video } = entry.tracks;
    if (!audio || !video || entry.recorder) return;
    entry.offsetMs = Date.now() - startedAt;
    const writer = createWebmFileWriter(entry.file, options.log);
    const recorder = new MediaRecorder({
      stream: writer.stream,
      tracks: [video, audio],
      width: 960,
      height: 540,
    });
    recorder.onError.subscribe((err) =>
      options.log.warn('call recording failed', { err, participantId: entry.participantId }),
    );
    entry.recorder = recorder;
    entry.writer = writer;
  }

  return {
    addTrack(member, participantId, kind, track) {
      if (stopped) return;
      let entry = entries.get(member);
      if (!entry) {
        count += 1;
        entry = {
          participantId,
          file: path.join(options.dir, `${count}.webm`),
          tracks: {},
          offsetMs: 0,
        };
        entries.set(member, entry);
      }
      entry.tracks[kind] = track;
      begin(entry);
    },
    roomEmptied() {
      if (!stopped) options.onRoomEmpty();
    },
    async stop() {
      stopped = true;
      const started = [...entries.values()].filter((e) => e.recorder);
      // Stopping the recorder sends the end of each file; the writer resolves once it is written
      // (the recorder's own stop also waits 5 s for an end of file it never sees in stream mode).
      for (const e of started) e.recorder?.stop().catch(() => {});
      await Promise.all(started.map((e) => e.writer?.finish()));
      return started.map((e) => ({ path: e.file, participantId: e.participantId, offsetMs: e.offsetMs }));
    },
  };
}
