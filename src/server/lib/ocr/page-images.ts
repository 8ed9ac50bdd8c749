// The pages of a file as images for OCR (decision 0238): an image is one page; a PDF is rendered
// one page at a time by poppler's pdftoppm (installed with the server: README, .ci/run) at 300 dpi
// in greyscale, the resolution Tesseract is trained for. Pages are rendered only when asked for,
// so a 200-page scan never sits in memory at once.
//
// Limits (issue 34 point 6, decision 0304), kept here so they hold wherever OCR is run from: the
// page sizes are read first and the resolution of a large page is lowered so that no page
// renders to more than OCR_MAX_PIXELS (nor a side longer than OCR_MAX_SIDE_PX) – a 431-byte PDF
// with a 3000 × 3000 pt page rendered 12,500 × 12,500 px and took 2 GB; pdftoppm gets a time
// limit and is killed after it; at most MAX_OCR_PAGES pages of a document are read; an image
// larger than the pixel limit is not read at all.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';

export const OCR_DPI = 300;
/** Longest scan read; later pages are left out (and the text says so). */
export const MAX_OCR_PAGES = 200;
/** Most pixels one page is rendered to: A3 at 300 dpi (17.4 MP) fits; a larger page gets a lower resolution. */
export const OCR_MAX_PIXELS = 20_000_000;
/** Longest side of a rendered page in pixels (a long, thin page). */
export const OCR_MAX_SIDE_PX = 10_000;
/** Longest pdftoppm may take for one page. */
export const PDFTOPPM_TIMEOUT_MS = 60_000;
/** The nice value of background rendering (0 is normal, 19 the lowest). */
const BACKGROUND_PRIORITY = 10;

export class OcrPageTooLargeError extends Error {
  constructor() {
    super('az oldal túl nagy a szövegfelismeréshez');
  }
}

export interface PageSource {
  pageCount: number;
  /** Page n (1-based) as PNG bytes. */
  page(n: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** The size in points (width, height; rotation does not change the pixel count) of the first MAX_OCR_PAGES pages. */
export async function pdfPageSizes(bytes: Buffer): Promise<[number, number][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const sizes: [number, number][] = [];
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_OCR_PAGES); n++) {
      const page = await pdf.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
      // UserUnit (PDF 1.6) scales the page; counting it can only lower the resolution.
      const unit = Math.max(1, page.userUnit || 1);
      sizes.push([Math.abs(x1 - x0) * unit, Math.abs(y1 - y0) * unit]);
      page.cleanup();
    }
    return sizes;
  } finally {
    await pdf.destroy();
  }
}

/** The resolution a page of this size (points) is rendered at: 300 dpi, lower when the page would exceed the pixel limits. */
export function ocrDpiFor(widthPt: number, heightPt: number): number {
  const w = Math.max(widthPt, 1) / 72;
  const h = Math.max(heightPt, 1) / 72;
  const byPixels = Math.sqrt(OCR_MAX_PIXELS / (w * h));
  const bySide = OCR_MAX_SIDE_PX / Math.max(w, h);
  return Math.max(1, Math.floor(Math.min(OCR_DPI, byPixels, bySide)));
}

/**
 * Renders one page of the PDF at `dpi` to PNG bytes (pdftoppm writes to stdout without an output
 * name), killed after PDFTOPPM_TIMEOUT_MS. pdftoppm runs at a lower CPU priority: background
 * rendering gives way to the requests.
 */
export function renderPdfPage(pdfPath: string, n: number, dpi = OCR_DPI): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftoppm',
      ['-png', '-gray', '-r', String(dpi), '-f', String(n), '-l', String(n), '-singlefile', pdfPath],
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, timeout: PDFTOPPM_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    if (child.pid) {
      try {
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here: it runs at normal priority.
      }
    }
  });
}

/** Width and height in pixels of a PNG or JPEG (from its header), or null for another format. */
export function imageDimensions(image: Buffer): [number, number] | null {
  if (image.length >= 24 && image.readUInt32BE(0) === 0x89504e47 && image.toString('latin1', 12, 16) === 'IHDR') return [image.readUInt32BE(16), image.readUInt32BE(20)];
  if (image.length >= 4 && image[0] === 0xff && image[1] === 0xd8) {
    let p = 2;
    while (p + 9 < image.length && image[p] === 0xff) {
      const marker = image[p + 1]!;
      const length = image.readUInt16BE(p + 2);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return [image.readUInt16BE(p + 7), image.readUInt16BE(p + 5)];
      p += 2 + length;
    }
  }
  return null;
}

export async function pageSource(bytes: Buffer, mime: string): Promise<PageSource> {
  if (mime !== 'application/pdf') {
    const size = imageDimensions(bytes);
    return {
      pageCount: 1,
      page: async () => {
        if (size && (size[0] * size[1] > OCR_MAX_PIXELS || Math.max(...size) > OCR_MAX_SIDE_PX)) throw new OcrPageTooLargeError();
        return bytes;
      },
      close: async () => undefined,
    };
  }
  const sizes = await pdfPageSizes(bytes);
  const dir = await mkdtemp(join(tmpdir(), 'vi-ocr-'));
  const path = join(dir, 'scan.pdf');
  await writeFile(path, bytes);
  return {
    pageCount: sizes.length,
    page: (n) => {
      const [w, h] = sizes[n - 1] ?? [595, 842];
      return renderPdfPage(path, n, ocrDpiFor(w, h));
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
