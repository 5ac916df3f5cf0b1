import { spawn } from 'node:child_process';
import { processingPercent } from '../../../domain/recordings/recording-rules';

// Turning a call's raw per-participant WebM files into one file every browser plays (issue 17,
// ADR 042): ffmpeg (Debian's package) lays the participants side by side (a grid from three),
// each shifted by when their file started, mixes their audio, and encodes VP8 + Opus WebM at
// exactly the recorded length. `-progress pipe:1` reports how far it got.

export type ComposeInput = { path: string; offsetMs: number };

const TILE = { one: [960, 540], many: [640, 360] } as const;
const FPS = 24;

/** ffmpeg's arguments for `inputs` → `output`, `durationMs` long. */
export function composeArguments(inputs: ComposeInput[], durationMs: number, output: string): string[] {
  const seconds = (durationMs / 1000).toFixed(3);
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];
  if (inputs.length === 0) {
    // Nobody's media arrived: black and silence, so the recording still plays for its length.
    args.push('-f', 'lavfi', '-i', `color=black:s=${TILE.one.join('x')}:r=${FPS}`);
    args.push('-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo');
    args.push('-map', '0:v', '-map', '1:a');
  } else {
    const [w, h] = inputs.length === 1 ? TILE.one : TILE.many;
    const filters: string[] = [];
    inputs.forEach((input, i) => {
      args.push('-i', input.path);
      const offset = (Math.max(0, input.offsetMs) / 1000).toFixed(3);
      const delay = Math.max(0, Math.round(input.offsetMs));
      filters.push(
        `[${i}:v]setpts=PTS-STARTPTS,scale=${w}:${h}:force_original_aspect_ratio=decrease,` +
          `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FPS},` +
          `tpad=start_duration=${offset}:stop=-1[v${i}]`,
        `[${i}:a]asetpts=PTS-STARTPTS,aresample=48000,adelay=delays=${delay}:all=1,apad[a${i}]`,
      );
    });
    const v = inputs.map((_, i) => `[v${i}]`).join('');
    const a = inputs.map((_, i) => `[a${i}]`).join('');
    if (inputs.length === 1) {
      filters.push('[v0]null[v]', '[a0]anull[a]');
    } else {
      const cols = Math.ceil(Math.sqrt(inputs.length));
      const layout = inputs.map((_, i) => `${(i % cols) * w}_${Math.floor(i / cols) * h}`).join('|');
      filters.push(
        `${v}xstack=inputs=${inputs.length}:layout=${layout}:fill=black[v]`,
        `${a}amix=inputs=${inputs.length}:duration=longest:normalize=0[a]`,
      );
    }
    args.push('-filter_complex', filters.join(';'), '-map', '[v]', '-map', '[a]');
  }
  args.push(
    '-t',
    seconds,
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    '1M',
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-f',
    'webm',
    output,
  );
  return args;
}

/** Runs ffmpeg, calling `onProgress` with a percent (0–99) whenever it moves. */
export function composeRecording(options: {
  inputs: ComposeInput[];
  durationMs: number;
  output: string;
  onProgress(percent: number): void;
  ffmpegPath?: string;
  /** ffmpeg is stopped after this long (a broken input can keep it busy without end). */
  timeoutMs?: number;
}): Promise<void> {
  const args = composeArguments(options.inputs, options.durationMs, options.output);
  return new Promise((resolve, reject) => {
    const child = spawn(options.ffmpegPath ?? 'ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let timedOut = false;
    const timer = options.timeoutMs
      ? setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, options.timeoutMs)
      : undefined;
    let errors = '';
    let pending = '';
    let last = -1;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line.trim());
        if (!match) continue;
        const percent = processingPercent(Number(match[1]) / 1000, options.durationMs);
        if (percent !== last) {
          last = percent;
          options.onProgress(percent);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`ffmpeg took longer than ${options.timeoutMs} ms: ${errors.trim()}`));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${errors.trim()}`));
    });
  });
}

/** A media file's duration in seconds, by ffprobe. */
export function probeDuration(file: string, ffprobePath = 'ffprobe'): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffprobePath,
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => {
      out += c;
    });
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      err += c;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = Number.parseFloat(out.trim());
      if (code === 0 && Number.isFinite(seconds)) resolve(seconds);
      else reject(new Error(`ffprobe exited with ${code}: ${err.trim()}`));
    });
  });
}
