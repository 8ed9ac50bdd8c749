// Tesseract with the Hungarian model shipped in node_modules (issue 15 point 5, decision 0238):
// tesseract.js runs the WASM core in a worker thread; the traineddata comes from the
// @tesseract.js-data/hun package (LSTM "best_int" model) and is never fetched or cached on disk,
// so OCR works on a machine without network. One worker per process, created on first use and
// reused; pages are recognised one at a time (the worker is single-threaded anyway).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as Tesseract from 'tesseract.js';
import type { Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);

/** The folder holding hun.traineddata.gz (the integer-quantised LSTM model: fast and accurate). */
export function hungarianModelDir(): string {
  return join(dirname(require.resolve('@tesseract.js-data/hun/package.json')), '4.0.0_best_int');
}

let worker: Promise<Worker> | null = null;

function startWorker(): Promise<Worker> {
  // Loaded on first use, not at start: an idle server does not pay for it (decision 0258).
  const { createWorker, OEM, PSM } = require('tesseract.js') as typeof Tesseract;
  return createWorker('hun', OEM.LSTM_ONLY, {
    langPath: hungarianModelDir(),
    gzip: true,
    // Never read or write a cache folder: the model is loaded from node_modules every start.
    cacheMethod: 'none',
    errorHandler: () => undefined,
  }).then(async (w) => {
    // A page of a document: let Tesseract find the blocks; keep the spaces between words.
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
    return w;
  });
}

/** The text of one page image (PNG, JPEG, WebP, TIFF bytes). */
export async function recognizePage(image: Buffer): Promise<string> {
  if (!worker) {
    worker = startWorker();
    worker.catch(() => (worker = null));
  }
  const w = await worker;
  const { data } = await w.recognize(image);
  return data.text.replace(/[ \t]+\n/g, '\n').trim();
}

/** Stops the worker thread (server close, end of a benchmark). */
export async function stopOcrEngine(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current).terminate();
}
