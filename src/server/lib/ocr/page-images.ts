// The pages of a file as images for OCR (decision 0238): an image is one page; a PDF is rendered
// one page at a time by poppler's pdftoppm (installed with the server: README, .ci/run) at 300 dpi
// in greyscale, the resolution Tesseract is trained for. Pages are rendered only when asked for,
// so a 200-page scan never sits in memory at once.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const OCR_DPI = 300;
/** Longest scan read; later pages are left out (and the text says so). */
export const MAX_OCR_PAGES = 200;

export interface PageSource {
  pageCount: number;
  /** Page n (1-based) as PNG bytes. */
  page(n: number): Promise<Buffer>;
  close(): Promise<void>;
}

async function pdfPageCount(bytes: Buffer): Promise<number> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    return pdf.numPages;
  } finally {
    await pdf.destroy();
  }
}

/** Renders one page of the PDF at `dpi` to PNG bytes (pdftoppm writes to stdout without an output name). */
export async function renderPdfPage(pdfPath: string, n: number, dpi = OCR_DPI): Promise<Buffer> {
  const { stdout } = await run('pdftoppm', ['-png', '-gray', '-r', String(dpi), '-f', String(n), '-l', String(n), '-singlefile', pdfPath], {
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

export async function pageSource(bytes: Buffer, mime: string): Promise<PageSource> {
  if (mime !== 'application/pdf') return { pageCount: 1, page: async () => bytes, close: async () => undefined };
  const pageCount = Math.min(await pdfPageCount(bytes), MAX_OCR_PAGES);
  const dir = await mkdtemp(join(tmpdir(), 'vi-ocr-'));
  const path = join(dir, 'scan.pdf');
  await writeFile(path, bytes);
  return {
    pageCount,
    page: (n) => renderPdfPage(path, n),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
