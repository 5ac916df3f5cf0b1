import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DurationPosition, replaceSegmentSize, SegmentSizePosition } from 'werift/nonstandard';
import { createLogger } from '../../logger';
import { createWebmFileWriter } from './webm-file-writer';

// ADR 042: a participant's recording is written from the recorder's output, in order, complete
// before stop returns, and never after (a late write into a removed folder crashed the server).

const dirs: string[] = [];
function tempFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webm-writer-'));
  dirs.push(dir);
  return path.join(dir, '1.webm');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function recordingLog() {
  const lines: Array<{ msg: string }> = [];
  return { log: createLogger('warn', {}, (line) => lines.push(JSON.parse(line))), lines };
}

const header = Buffer.alloc(100, 1);
const eol = (durationElement: Uint8Array) => ({
  eol: { duration: 1000, durationElement, header: Buffer.alloc(0) },
});

describe('the WebM file writer', () => {
  it('appends the chunks in order, then patches the duration and size, before finish resolves', async () => {
    const file = tempFile();
    const { log } = recordingLog();
    const writer = createWebmFileWriter(file, log);
    writer.stream.execute({ saveToFile: header });
    writer.stream.execute({ saveToFile: Buffer.from('cluster-1') });
    writer.stream.execute({ saveToFile: Buffer.from('cluster-2') });
    const duration = Uint8Array.from([9, 9, 9]);
    writer.stream.execute(eol(duration));
    await writer.finish();

    const written = fs.readFileSync(file);
    expect(written.length).toBe(100 + 18);
    expect(written.subarray(100).toString()).toBe('cluster-1cluster-2');
    expect([...written.subarray(DurationPosition, DurationPosition + 3)]).toEqual([9, 9, 9]);
    const size = replaceSegmentSize(118);
    expect(written.subarray(SegmentSizePosition, SegmentSizePosition + size.length)).toEqual(size);
  });

  it("knows when its first frame arrived (the file's first instant), and that an empty file has none", async () => {
    const { log } = recordingLog();
    const writer = createWebmFileWriter(tempFile(), log, 50);
    writer.stream.execute({ saveToFile: header, kind: 'initial' });
    writer.stream.execute({ saveToFile: Buffer.from('cluster'), kind: 'cluster' });
    expect(writer.firstFrameAt()).toBeUndefined();
    const before = Date.now();
    writer.stream.execute({ saveToFile: Buffer.from('frame-1'), kind: 'block' });
    const first = writer.firstFrameAt();
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    writer.stream.execute({ saveToFile: Buffer.from('frame-2'), kind: 'block' });
    expect(writer.firstFrameAt()).toBe(first);
    await writer.finish();
  });

  it('writes nothing after the end of the file or after finish', async () => {
    const file = tempFile();
    const { log } = recordingLog();
    const writer = createWebmFileWriter(file, log);
    writer.stream.execute({ saveToFile: header });
    writer.stream.execute(eol(Uint8Array.from([1])));
    writer.stream.execute({ saveToFile: Buffer.from('late') });
    await writer.finish();
    writer.stream.execute({ saveToFile: Buffer.from('later') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fs.readFileSync(file).length).toBe(100);
  });

  it('gives up waiting for an end of file that never comes, keeping what was written', async () => {
    const file = tempFile();
    const { log } = recordingLog();
    const writer = createWebmFileWriter(file, log, 50);
    writer.stream.execute({ saveToFile: header });
    await writer.finish();
    expect(fs.readFileSync(file).length).toBe(100);
  });

  it('logs a failed write instead of failing the process', async () => {
    const file = path.join(tempFile(), 'missing-folder', '1.webm');
    const { log, lines } = recordingLog();
    const writer = createWebmFileWriter(file, log, 50);
    writer.stream.execute({ saveToFile: header });
    await writer.finish();
    expect(lines.map((l) => l.msg)).toEqual(['call recording write failed']);
  });
});
