// Cuts a page's font file out of Pretendard, off the server's main thread (page-fonts.ts starts it).
// Plain JavaScript: the server loads it from beside its own module, as source in tests and in the
// build (scripts/build-server.mjs copies it next to dist/server/main.js).
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

/** The font unpacked once: subsetting reads its tables, which WOFF2 keeps compressed. */
const font = await fontverter.convert(readFileSync(workerData.fontFile), 'sfnt');

parentPort.on('message', async ({ id, codePoints }) => {
  try {
    const file = await subsetFont(font, String.fromCodePoint(...codePoints), {
      targetFormat: 'woff2',
      variationAxes: { wght: workerData.weights },
      keepFeatures: workerData.features,
    });
    parentPort.postMessage({ id, file: new Uint8Array(file) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
