import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStreamTrack } from 'werift';
import { MediaRecorder } from 'werift/nonstandard';
import type { Logger } from '../../logger';
import type { RecordedFile } from './adapter';
import { createWebmFileWriter, type WebmFileWriter } from './webm-file-writer';

// Recording in the built-in media server (issue 17, ADR 042): the SFU already receives every
// participant's Opus and VP8 as RTP, so each participant's audio and each participant's video are
// written, without decoding, to a WebM file of their own by werift's MediaRecorder (depacketise,
// jitter buffer); we write the file from its output (webm-file-writer.ts), so stopping waits for
// complete files. One track per file: werift's audio-and-video file lined its tracks up by the
// sender's clock (RTCP) and dropped every audio frame that came later than the video around it
// (seen: recordings with seconds of audio, or none). Each file starts at its first frame, and its
// offset is when that frame reached us, which keeps lips and voice within a few tens of
// milliseconds. A participant who joins late gets files that start late; a reconnect starts new
// ones. The processing job (jobs/process-recording.ts) lays the videos side by side with ffmpeg
// and mixes the audio.

type Kind = 'audio' | 'video';

type Track = { file: string; recorder: MediaRecorder; writer: WebmFileWriter };
type Entry = { participantId: string; number: number; tracks: Partial<Record<Kind, Track>> };

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

  function begin(entry: Entry, kind: Kind, track: MediaStreamTrack) {
    if (entry.tracks[kind]) return;
    const file = path.join(options.dir, `${entry.number}-${kind}.webm`);
    const writer = createWebmFileWriter(file, options.log);
    const recorder = new MediaRecorder({
      stream: writer.stream,
      tracks: [track],
      width: 960,
      height: 540,
      // One track: nothing to line up, and RTP time starts with the first packet (the sender's
      // clock would drop what comes before its first report).
      disableLipSync: true,
      disableNtp: true,
    });
    recorder.onError.subscribe((err) =>
      options.log.warn('call recording failed', { err, participantId: entry.participantId, kind }),
    );
    entry.tracks[kind] = { file, recorder, writer };
  }

  return {
    addTrack(member, participantId, kind, track) {
      if (stopped) return;
      let entry = entries.get(member);
      if (!entry) {
        entry = { participantId, number: entries.size + 1, tracks: {} };
        entries.set(member, entry);
      }
      begin(entry, kind, track);
    },
    roomEmptied() {
      if (!stopped) options.onRoomEmpty();
    },
    async stop() {
      stopped = true;
      const started = [...entries.values()].flatMap((e) =>
        (['video', 'audio'] as const).flatMap((kind) => {
          const track = e.tracks[kind];
          return track ? [{ participantId: e.participantId, kind, ...track }] : [];
        }),
      );
      // Stopping the recorder sends the end of each file; the writer resolves once it is written
      // (the recorder's own stop also waits 5 s for an end of file it never sees in stream mode).
      for (const t of started) t.recorder.stop().catch(() => {});
      await Promise.all(started.map((t) => t.writer.finish()));
      // A track that sent no frame (a camera never turned on) left no file worth keeping.
      return started.flatMap((t) => {
        const first = t.writer.firstFrameAt();
        return first === undefined
          ? []
          : [{ path: t.file, participantId: t.participantId, kind: t.kind, offsetMs: first - startedAt }];
      });
    },
  };
}
