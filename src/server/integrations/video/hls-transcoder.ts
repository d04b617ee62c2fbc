import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpeg, probe } from './ffmpeg';

/**
 * ffmpeg → HLS: two renditions (360p, 720p) of 5-second segments after a 1-second first one (the
 * player's first frame waits for a whole segment: a short one starts it sooner), every segment AES-128 encrypted
 * with one key per video, plus a poster frame. Layout of the output directory:
 *
 *   master.m3u8            the two variants
 *   v360p/index.m3u8       rendition playlists (EXT-X-KEY URI "../enc.key")
 *   v360p/seg000.ts …      encrypted MPEG-TS segments (seg000.ts the short one)
 *   enc.key                16-byte key (delivered only through a signed URL, never cached)
 *   poster.jpg
 */

export const SEGMENT_SECONDS = 5;
export const FIRST_SEGMENT_SECONDS = 1;
export const KEY_FILE = 'enc.key';
export const POSTER_FILE = 'poster.jpg';
export const MASTER_PLAYLIST = 'master.m3u8';

export const RENDITIONS = [
  { name: '360p', height: 360, videoKbps: 800, maxKbps: 900 },
  { name: '720p', height: 720, videoKbps: 2400, maxKbps: 2700 },
] as const;

export interface TranscodeResult {
  durationSec: number;
}

export interface TranscodeOptions {
  input: string;
  /** Empty directory receiving the output above. */
  outDir: string;
  /** Scratch directory for the key-info file (kept out of the output). */
  workDir: string;
  key: Buffer;
  iv: Buffer;
  /** 0–100 while ffmpeg runs. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export async function transcodeToHls(options: TranscodeOptions): Promise<TranscodeResult> {
  const { input, outDir, workDir, key, iv } = options;
  const info = await probe(input);
  if (!info.hasVideo) throw new Error('the file has no video stream');
  if (info.durationSec <= 0) throw new Error('the file has no readable duration');

  await writeFile(join(outDir, KEY_FILE), key);
  const keyInfo = join(workDir, 'key.info');
  // Line 1: the URI written into the playlists (relative to each rendition playlist); line 2: where
  // ffmpeg reads the key; line 3: the IV, stated in the playlist so every player uses the same one.
  await writeFile(keyInfo, `../${KEY_FILE}\n${join(outDir, KEY_FILE)}\n${iv.toString('hex')}\n`);
  for (const rendition of RENDITIONS) await mkdir(join(outDir, `v${rendition.name}`), { recursive: true });

  const split = RENDITIONS.map((_, index) => `[s${index}]`).join('');
  const scales = RENDITIONS.map(
    (rendition, index) => `[s${index}]scale=-2:${rendition.height}:flags=bicubic[v${index}]`,
  ).join(';');
  const maps = RENDITIONS.flatMap((_, index) => [
    '-map',
    `[v${index}]`,
    ...(info.hasAudio ? ['-map', '0:a:0'] : []),
  ]);
  const rates = RENDITIONS.flatMap((rendition, index) => [
    `-b:v:${index}`,
    `${rendition.videoKbps}k`,
    `-maxrate:v:${index}`,
    `${rendition.maxKbps}k`,
    `-bufsize:v:${index}`,
    `${rendition.maxKbps * 2}k`,
  ]);
  const streamMap = RENDITIONS.map(
    (rendition, index) => `v:${index}${info.hasAudio ? `,a:${index}` : ''},name:${rendition.name}`,
  ).join(' ');
  const durationUs = info.durationSec * 1_000_000;

  await ffmpeg(
    [
      '-y',
      '-i',
      input,
      '-filter_complex',
      `[0:v]split=${RENDITIONS.length}${split};${scales}`,
      ...maps,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      // A key frame exactly at every segment boundary (0, FIRST_SEGMENT_SECONDS, then every
      // SEGMENT_SECONDS), so segments have their stated lengths and both renditions switch at the
      // same instants.
      '-force_key_frames',
      `expr:if(lt(n_forced,2),gte(t,n_forced*${FIRST_SEGMENT_SECONDS}),gte(t,${FIRST_SEGMENT_SECONDS}+(n_forced-1)*${SEGMENT_SECONDS}))`,
      '-sc_threshold',
      '0',
      ...rates,
      ...(info.hasAudio ? ['-c:a', 'aac', '-b:a', '96k', '-ac', '2', '-ar', '48000'] : []),
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT_SECONDS),
      '-hls_init_time',
      String(FIRST_SEGMENT_SECONDS),
      '-hls_playlist_type',
      'vod',
      '-hls_key_info_file',
      keyInfo,
      '-hls_segment_filename',
      join(outDir, 'v%v', 'seg%03d.ts'),
      '-master_pl_name',
      MASTER_PLAYLIST,
      '-var_stream_map',
      streamMap,
      '-progress',
      'pipe:1',
      '-nostats',
      join(outDir, 'v%v', 'index.m3u8'),
    ],
    {
      signal: options.signal,
      onProgress: (fields) => {
        const doneUs = Number(fields.out_time_us ?? fields.out_time_ms);
        if (Number.isFinite(doneUs) && doneUs > 0) {
          options.onProgress?.(Math.min(99, Math.floor((doneUs / durationUs) * 100)));
        }
      },
    },
  );

  // A frame a little into the video: the very first one is often black.
  const at = Math.min(2, info.durationSec / 3).toFixed(2);
  await ffmpeg(
    [
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-vf',
      'scale=-2:720',
      '-q:v',
      '4',
      join(outDir, POSTER_FILE),
    ],
    { signal: options.signal },
  );
  return { durationSec: Math.round(info.durationSec) };
}

const DEMO_PATTERNS = [
  { video: 'testsrc2', tone: 440 },
  { video: 'smptehdbars', tone: 660 },
  { video: 'testsrc', tone: 550 },
] as const;

export const DEMO_PATTERN_COUNT = DEMO_PATTERNS.length;

/**
 * A short clip from ffmpeg's test sources with a tone: the demo lessons' "uploads". Encoded fast
 * (it is only the input of the real pipeline).
 */
export async function generateTestClip(
  output: string,
  options: { variant: number; seconds: number; signal?: AbortSignal },
): Promise<void> {
  const pattern = DEMO_PATTERNS[options.variant % DEMO_PATTERNS.length]!;
  const seconds = String(options.seconds);
  await ffmpeg(
    [
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${pattern.video}=size=1280x720:rate=25:duration=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=${pattern.tone}:sample_rate=48000:duration=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '23',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '96k',
      '-shortest',
      output,
    ],
    { signal: options.signal },
  );
}
