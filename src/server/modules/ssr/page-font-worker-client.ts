import { Worker } from 'node:worker_threads';

/** No file can be made now (busy, timed out, or the worker failing): the page keeps the system font. */
export class PageFontUnavailable extends Error {}

export interface PageFontWorkerData {
  /** Pretendard's variable font, as WOFF2. */
  fontFile: string;
  /** The span of the weight axis a file keeps. */
  weights: { min: number; max: number };
  /** The OpenType features a file keeps, and with them the glyphs they reach. */
  features: string[];
}

interface Pending {
  resolve: (file: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Running {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * One worker thread (page-font-worker.mjs), started on demand and ended once it has had nothing to do
 * for `idleMs`: its unpacked font and WebAssembly memory go with it. Requests are answered in turn.
 */
export function pageFontWorker(workerData: PageFontWorkerData, idleMs: number) {
  let running: Running | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;

  async function stop(own: Running | null = running): Promise<void> {
    if (!own) return;
    if (running === own) {
      running = null;
      clearTimeout(idleTimer);
    }
    await own.worker.terminate();
  }

  function start(): Running {
    const worker = new Worker(new URL('./page-font-worker.mjs', import.meta.url), { workerData });
    worker.unref();
    const own: Running = { worker, pending: new Map() };
    // A worker's end fails its own requests only, never those of a worker started after it.
    const end = (error: Error) => {
      for (const { reject } of own.pending.values()) reject(error);
      own.pending.clear();
      if (running === own) running = null;
    };
    worker.on('message', ({ id, file, error }: { id: number; file?: Uint8Array; error?: string }) => {
      const waiting = own.pending.get(id);
      own.pending.delete(id);
      if (file) waiting?.resolve(file);
      else waiting?.reject(new PageFontUnavailable(`page font: ${error}`));
      if (running === own && own.pending.size === 0) {
        clearTimeout(idleTimer);
        idleTimer = setTimeout(() => void stop(own), idleMs).unref();
      }
    });
    worker.on('error', end);
    worker.on('exit', () => end(new PageFontUnavailable('page font: the worker stopped')));
    running = own;
    return own;
  }

  return {
    subset(codePoints: number[]): Promise<Uint8Array> {
      clearTimeout(idleTimer);
      return new Promise<Uint8Array>((resolve, reject) => {
        const own = running ?? start();
        const id = nextId++;
        own.pending.set(id, { resolve, reject });
        own.worker.postMessage({ id, codePoints });
      });
    },
    stop: () => stop(),
  };
}
