import { spawn } from 'node:child_process';

/** ffmpeg and ffprobe from PATH (Debian: apt install ffmpeg). */
const FFMPEG = 'ffmpeg';
const FFPROBE = 'ffprobe';

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(stderrTail ? `${message}: ${stderrTail}` : message);
    this.name = 'FfmpegError';
  }
}

export interface RunOptions {
  /** Called with each `key=value` block ffmpeg writes to `-progress pipe:1`. */
  onProgress?: (fields: Record<string, string>) => void;
  signal?: AbortSignal;
}

/** Keeps only the end of stderr: enough to explain a failure, never the whole log in memory. */
const STDERR_TAIL = 4_000;

function run(binary: string, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    let stdout = '';
    let stderr = '';
    let pending: Record<string, string> = {};
    let partial = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!options.onProgress) {
        stdout += chunk;
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const at = line.indexOf('=');
        if (at < 0) continue;
        const key = line.slice(0, at).trim();
        pending[key] = line.slice(at + 1).trim();
        // ffmpeg ends every progress block with progress=continue|end.
        if (key === 'progress') {
          options.onProgress(pending);
          pending = {};
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => reject(new FfmpegError(`${binary} could not run (${error.message})`, '')));
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else {
        const tail = stderr.trim().split('\n').slice(-4).join(' | ');
        reject(new FfmpegError(`${binary} exited with ${signal ?? code}`, tail));
      }
    });
  });
}

export function ffmpeg(args: string[], options?: RunOptions): Promise<string> {
  return run(FFMPEG, ['-hide_banner', '-nostdin', '-v', 'error', ...args], options);
}

export interface ProbeResult {
  durationSec: number;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
}

/** Duration and streams of a media file or playlist (extra ffprobe arguments go before the input). */
export async function probe(input: string, extraArgs: string[] = []): Promise<ProbeResult> {
  const output = await run(FFPROBE, [
    '-v',
    'error',
    ...extraArgs,
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    input,
  ]);
  const parsed = JSON.parse(output) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const duration = Number(parsed.format?.duration ?? video?.duration ?? Number.NaN);
  return {
    durationSec: Number.isFinite(duration) ? duration : 0,
    hasVideo: Boolean(video),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    width: video?.width ?? null,
    height: video?.height ?? null,
  };
}
