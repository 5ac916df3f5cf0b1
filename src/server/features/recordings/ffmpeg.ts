import { execFileSync, spawn } from 'node:child_process';
import { processingPercent } from '../../../domain/recordings/recording-rules';

// Turning a call's raw files (each participant's audio and video, one WebM per track) into one
// file every browser plays (issue 17, ADR 042): ffmpeg (Debian's package) lays the videos side by
// side (a grid from three), each shifted by when its file started, mixes the audio likewise, and
// encodes VP8 + Opus WebM at exactly the recorded length. `-progress pipe:1` reports how far it
// got.

export type ComposeInput = { path: string; kind: 'audio' | 'video'; offsetMs: number };

const TILE = { one: [960, 540], many: [640, 360] } as const;
const FPS = 24;
// libopus takes frames of exactly 20 ms (960 samples at 48 kHz); apad's silence comes in bigger
// frames, and ffmpeg 5.1 passes them on, failing 'more samples than frame size' whenever a
// participant's audio ends before the recording does.
const OPUS_FRAME = 'asetnsamples=n=960';

const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

/** ffmpeg's arguments for `inputs` → `output`, `durationMs` long. */
export function composeArguments(inputs: ComposeInput[], durationMs: number, output: string): string[] {
  const length = seconds(durationMs);
  const args = ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1'];
  // Each file's input number, by kind.
  const videos: Array<{ n: number; offsetMs: number }> = [];
  const audios: Array<{ n: number; offsetMs: number }> = [];
  inputs.forEach((input, n) => {
    args.push('-i', input.path);
    (input.kind === 'video' ? videos : audios).push({ n, offsetMs: input.offsetMs });
  });
  const [w, h] = videos.length > 1 ? TILE.many : TILE.one;
  const filters: string[] = [];
  // Each video: from its first frame, scaled into its tile, black until it started, then its
  // last picture held. Each audio: from its first sample, gaps filled, silent until it started
  // and after it ended. Every source is bounded by the length: ffmpeg 5.1 spins without end
  // when `-t` ends an output fed by an endless source before its first frame (a recording
  // shorter than a frame).
  videos.forEach((input, i) => {
    filters.push(
      `[${input.n}:v]setpts=PTS-STARTPTS,scale=${w}:${h}:force_original_aspect_ratio=decrease,` +
        `pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=${FPS},` +
        `tpad=start_duration=${seconds(input.offsetMs)}:stop_duration=${length}[v${i}]`,
    );
  });
  audios.forEach((input, i) => {
    const delay = Math.max(0, Math.round(input.offsetMs));
    filters.push(
      `[${input.n}:a]asetpts=PTS-STARTPTS,aresample=48000:async=1,adelay=delays=${delay}:all=1,apad=whole_dur=${length}[a${i}]`,
    );
  });
  let next = inputs.length;
  if (videos.length === 0) {
    // Nobody's camera sent a picture: black, so the recording still plays for its length.
    args.push('-f', 'lavfi', '-i', `color=black:s=${w}x${h}:r=${FPS}:d=${length}`);
    filters.push(`[${next}:v]null[v]`);
    next += 1;
  } else if (videos.length === 1) {
    filters.push('[v0]null[v]');
  } else {
    const cols = Math.ceil(Math.sqrt(videos.length));
    const layout = videos.map((_, i) => `${(i % cols) * w}_${Math.floor(i / cols) * h}`).join('|');
    const tiles = videos.map((_, i) => `[v${i}]`).join('');
    filters.push(`${tiles}xstack=inputs=${videos.length}:layout=${layout}:fill=black[v]`);
  }
  if (audios.length === 0) {
    args.push('-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo:d=${length}`);
    filters.push(`[${next}:a]${OPUS_FRAME}[a]`);
  } else if (audios.length === 1) {
    filters.push(`[a0]${OPUS_FRAME}[a]`);
  } else {
    const mixed = audios.map((_, i) => `[a${i}]`).join('');
    filters.push(`${mixed}amix=inputs=${audios.length}:duration=longest:normalize=0,${OPUS_FRAME}[a]`);
  }
  args.push('-filter_complex', filters.join(';'), '-map', '[v]', '-map', '[a]');
  args.push(
    '-t',
    length,
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

/** A media file's streams by ffprobe, one line each: 'vp8,1280,360', 'opus'. */
export function probeStreams(file: string, ffprobePath = 'ffprobe'): string[] {
  const args = ['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0', file];
  return execFileSync(ffprobePath, args).toString().trim().split('\n');
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
