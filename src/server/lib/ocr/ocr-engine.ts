// Tesseract with the Hungarian model shipped in node_modules (issue 15 point 5, decision 0238):
// tesseract.js runs the WASM core in a worker thread; the traineddata comes from the
// @tesseract.js-data/hun package (LSTM "best_int" model) and is never fetched or cached on disk,
// so OCR works on a machine without network. One worker per process, created on first use and
// reused; pages are recognised one at a time (the worker is single-threaded anyway). A page gets a
// time limit and an idle worker ends, returning its memory (issue 34 point 6, decision 0304).
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

/** Longest Tesseract may read one page (issue 34 point 6); then its worker is ended and the page fails. */
export const RECOGNIZE_TIMEOUT_MS = 120_000;
/** An idle worker ends after this, giving its WASM heap back (a scan can grow it to hundreds of MB). */
const IDLE_MS = 60_000;
let idleTimer: NodeJS.Timeout | undefined;

export class OcrTimeoutError extends Error {
  constructor() {
    super('a szövegfelismerés túllépte az oldalankénti időkorlátot');
  }
}

/** The text of one page image (PNG, JPEG, WebP, TIFF bytes), within RECOGNIZE_TIMEOUT_MS (or `timeoutMs`). */
export async function recognizePage(image: Buffer, timeoutMs = RECOGNIZE_TIMEOUT_MS): Promise<string> {
  clearTimeout(idleTimer);
  if (!worker) {
    worker = startWorker();
    worker.catch(() => (worker = null));
  }
  const current = worker;
  const w = await current;
  let timer: NodeJS.Timeout | undefined;
  try {
    const { data } = await Promise.race([
      w.recognize(image),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // The WASM core cannot be interrupted: the worker is ended, the next page starts a new one.
          if (worker === current) worker = null;
          void w.terminate().catch(() => undefined);
          reject(new OcrTimeoutError());
        }, timeoutMs);
      }),
    ]);
    return data.text.replace(/[ \t]+\n/g, '\n').trim();
  } finally {
    clearTimeout(timer);
    idleTimer = setTimeout(() => void stopOcrEngine(), IDLE_MS).unref();
  }
}

/** Stops the worker thread (server close, end of a benchmark). */
export async function stopOcrEngine(): Promise<void> {
  clearTimeout(idleTimer);
  const current = worker;
  worker = null;
  if (current) await (await current).terminate();
}
