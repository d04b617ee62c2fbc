import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PAGE_FONT_FAMILY } from '../../../shared/contract/server-render';
import { MOST_CHARACTERS, type PageFontKey, pageFontSigner } from './page-font-key';

/** Where a page's font file is served (page-fonts.routes.ts), by its signature and characters. */
export const PAGE_FONT_PATH = '/fonts/page';

/**
 * The weights the app draws text in (400 to 800: Mantine's text, its titles and the app's `fw`). The
 * page's file keeps only that span of Pretendard's weight axis (45 to 930), a quarter fewer bytes.
 */
export const PAGE_FONT_WEIGHTS = { min: 400, max: 800 };

/** What a rendered page's head carries for its font: the face, inline, and its file's preload. */
export interface PageFontFace {
  /** An `@font-face` rule for the page's characters. */
  css: string;
  /** A `<link rel="preload">` for its file. */
  preload: string;
}

export interface PageFonts {
  /**
   * The face for a page's characters (none for a page without text); its file starts being made at
   * once, before the browser asks for it.
   */
  faceFor(codePoints: Set<number>): PageFontFace | null;
  /** The file of a key `faceFor` gave; null for any other key. */
  fileFor(key: PageFontKey): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

interface Options {
  secret: string;
  onError: (error: unknown) => void;
  /** Pretendard's variable font, as WOFF2; the `pretendard` package's by default. */
  fontFile?: string;
  /** How long the worker stays once it has nothing to do (its font and WASM memory go with it). */
  idleMs?: number;
  /** The made files kept in memory, in bytes; the oldest go first. */
  keptBytes?: number;
}

function pretendardVariable(): string {
  const packageDir = dirname(createRequire(import.meta.url).resolve('pretendard/package.json'));
  return join(packageDir, 'dist/web/variable/woff2/PretendardVariable.woff2');
}

/** `U+20-7e,U+ac00`: the code points as the fewest ranges. */
export function unicodeRangeOf(codePoints: number[]): string {
  const ranges: string[] = [];
  const hex = (codePoint: number) => codePoint.toString(16);
  for (let from = 0; from < codePoints.length; ) {
    let to = from;
    while (to + 1 < codePoints.length && codePoints[to + 1] === (codePoints[to] ?? 0) + 1) to += 1;
    const first = codePoints[from] ?? 0;
    const last = codePoints[to] ?? 0;
    ranges.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    from = to + 1;
  }
  return ranges.join(',');
}

/** Control characters draw nothing, and a face naming them would still be asked for them. */
function drawn(codePoints: Set<number>): number[] {
  return [...codePoints].filter((codePoint) => codePoint >= 0x20 && (codePoint < 0x7f || codePoint > 0x9f));
}

/**
 * Each rendered page's text in one font file made for it: Pretendard's variable font cut down to the
 * page's characters, about a fifth of the bytes of the font's Unicode-range pieces that the same text
 * needs (decision 064). Files are made by a worker thread, kept in memory by key, and made once however
 * many requests ask at the same time.
 */
export function createPageFonts({
  secret,
  onError,
  fontFile = pretendardVariable(),
  idleMs = 10_000,
  keptBytes = 16 * 1024 * 1024,
}: Options): PageFonts {
  const fontId = createHash('sha256').update(readFileSync(fontFile)).digest('hex').slice(0, 16);
  const signer = pageFontSigner(secret, fontId);
  const kept = new Map<string, Uint8Array>();
  let keptSize = 0;
  const making = new Map<string, Promise<Uint8Array>>();
  const subsetter = workerClient(fontFile, idleMs);

  function keep(name: string, file: Uint8Array): void {
    kept.set(name, file);
    keptSize += file.byteLength;
    for (const [oldest, oldFile] of kept) {
      if (keptSize <= keptBytes) break;
      kept.delete(oldest);
      keptSize -= oldFile.byteLength;
    }
  }

  function file(key: PageFontKey, codePoints: number[]): Promise<Uint8Array> {
    const name = key.signature;
    const ready = kept.get(name);
    if (ready) {
      // Read again: the newest in the map's order, so the last to go.
      kept.delete(name);
      kept.set(name, ready);
      return Promise.resolve(ready);
    }
    let made = making.get(name);
    if (!made) {
      made = subsetter
        .subset(codePoints)
        .then((subset) => {
          keep(name, subset);
          return subset;
        })
        .finally(() => making.delete(name));
      making.set(name, made);
    }
    return made;
  }

  return {
    faceFor(codePoints) {
      const characters = drawn(codePoints)
        .sort((a, b) => a - b)
        .slice(0, MOST_CHARACTERS);
      if (characters.length === 0) return null;
      const key = signer.sign(characters);
      file(key, characters).catch(onError);
      const href = `${PAGE_FONT_PATH}/${key.signature}.woff2?c=${key.characters}`;
      return {
        // `optional` as for Pretendard's own faces (vite.config.ts).
        css: `@font-face{font-family:"${PAGE_FONT_FAMILY}";font-style:normal;font-display:optional;font-weight:${PAGE_FONT_WEIGHTS.min} ${PAGE_FONT_WEIGHTS.max};src:url(${href}) format("woff2-variations");unicode-range:${unicodeRangeOf(characters)}}`,
        preload: `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
      };
    },
    async fileFor(key) {
      const codePoints = signer.verify(key);
      return codePoints ? file(key, codePoints) : null;
    },
    close: () => subsetter.close(),
  };
}

interface Pending {
  resolve: (file: Uint8Array) => void;
  reject: (error: Error) => void;
}

/** One worker, started on demand and ended once idle; its requests answered in turn. */
function workerClient(fontFile: string, idleMs: number) {
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  function failAll(error: Error): void {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  }

  function idleAfterwards(): void {
    clearTimeout(idleTimer);
    if (pending.size > 0) return;
    idleTimer = setTimeout(() => void stop(), idleMs).unref();
  }

  function started(): Worker {
    if (worker) return worker;
    const started = new Worker(new URL('./page-font-worker.mjs', import.meta.url), {
      workerData: { fontFile, weights: PAGE_FONT_WEIGHTS },
    });
    started.unref();
    started.on('message', ({ id, file, error }: { id: number; file?: Uint8Array; error?: string }) => {
      const waiting = pending.get(id);
      pending.delete(id);
      if (file) waiting?.resolve(file);
      else waiting?.reject(new Error(`page font: ${error}`));
      idleAfterwards();
    });
    started.on('error', (error) => failAll(error));
    started.on('exit', () => {
      if (worker === started) worker = null;
      failAll(new Error('page font: the worker stopped'));
    });
    worker = started;
    return started;
  }

  async function stop(): Promise<void> {
    clearTimeout(idleTimer);
    const stopping = worker;
    worker = null;
    await stopping?.terminate();
  }

  return {
    subset(codePoints: number[]): Promise<Uint8Array> {
      clearTimeout(idleTimer);
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        started().postMessage({ id, codePoints });
      });
    },
    close: stop,
  };
}
