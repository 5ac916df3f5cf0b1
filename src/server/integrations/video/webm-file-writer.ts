import { appendFile, open, stat } from 'node:fs/promises';
import {
  DurationPosition,
  Event,
  replaceSegmentSize,
  SegmentSizePosition,
  type WebmOutput,
} from 'werift/nonstandard';
import type { Logger } from '../../logger';

// One participant's WebM file, written by us from werift's recorder output (a `stream` event)
// rather than by werift's own file writer (ADR 042). werift's writer gives up waiting for the end
// of the file after 5 s and keeps appending afterwards, so a busy machine got a cut file and a
// late append into a folder already removed, which crashed the process (an unhandled rejection).
// Here every write is in one queue, its failure is logged, nothing is written after `finish()`,
// and `finish()` resolves when the file is complete: its last cluster, duration and size written.

/** How long `finish()` waits for the recorder's end of file before closing what it has. */
export const END_OF_FILE_WAIT_MS = 30_000;

export type WebmFileWriter = {
  /** The recorder's `stream` event: feed it to MediaRecorder. */
  stream: Event<[WebmOutput]>;
  /** Resolves once the file is complete (or after END_OF_FILE_WAIT_MS); later output is ignored. */
  finish(): Promise<void>;
  /** When (Date.now()) the file's first frame arrived: its first instant. None: the file is empty. */
  firstFrameAt(): number | undefined;
};

export function createWebmFileWriter(
  file: string,
  log: Logger,
  endOfFileWaitMs = END_OF_FILE_WAIT_MS,
): WebmFileWriter {
  const stream = new Event<[WebmOutput]>();
  let queue: Promise<void> = Promise.resolve();
  let closed = false;
  let firstFrameAt: number | undefined;
  let ended: () => void = () => {};
  const endOfFile = new Promise<void>((resolve) => {
    ended = resolve;
  });

  const write = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((err) => log.warn('call recording write failed', { err, file }));
  };

  stream.subscribe((output) => {
    if (closed) return;
    if (output.kind === 'block') firstFrameAt ??= Date.now();
    if (output.saveToFile) {
      const chunk = output.saveToFile;
      write(() => appendFile(file, chunk));
    }
    if (output.eol) {
      const { durationElement } = output.eol;
      closed = true;
      write(async () => {
        // The duration and the segment size are known only now: patch them into the header.
        const handle = await open(file, 'r+');
        try {
          await handle.write(durationElement, 0, durationElement.length, DurationPosition);
          const resize = replaceSegmentSize((await stat(file)).size);
          await handle.write(resize, 0, resize.length, SegmentSizePosition);
        } finally {
          await handle.close();
        }
      });
      write(async () => ended());
    }
  });

  return {
    stream,
    firstFrameAt: () => firstFrameAt,
    async finish() {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, endOfFileWaitMs);
      });
      await Promise.race([endOfFile, waited]);
      clearTimeout(timer);
      closed = true;
      await queue;
    },
  };
}
