// Test scans made here, not shipped as files (issue 15 point 5): Hungarian text typeset into a PDF
// with the product's DejaVu fonts, rendered by pdftoppm at a chosen resolution like a scanner
// would, optionally with salt-and-pepper noise, and – for a "scanned PDF" – put back into a PDF as
// an image (no text layer). Used by the OCR API test, the benchmark and the browser journey.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pdfDocumentClass, pdfFonts, pdfToBuffer } from '../pdf/hungarian-pdf';

const run = promisify(execFile);

export interface ScanOptions {
  dpi?: number;
  /** Share of pixels flipped to black or white (0.01 = 1 %). */
  noise?: number;
  /** Page size in points (A4 by default; a small page keeps a test fast). */
  size?: [number, number];
  fontSize?: number;
  /** Seed of the noise, so a benchmark page is the same on every run. */
  seed?: number;
}

/** A PDF with the text typeset (a real text layer): the "original" of the scan. */
export function typesetPdf(text: string, options: ScanOptions = {}): Promise<Buffer> {
  const doc = new (pdfDocumentClass())({ size: options.size ?? 'A4', margin: 36 });
  doc.registerFont('serif', pdfFonts.regular);
  doc
    .font('serif')
    .fontSize(options.fontSize ?? 12)
    .text(text, { lineGap: 2 });
  return pdfToBuffer(doc);
}

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Flips `share` of the pixels of a binary PGM (P5, 8-bit) to black or white. */
function addNoise(pgm: Buffer, share: number, seed: number): Buffer {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const start = header[0].length;
  const out = Buffer.from(pgm);
  const random = mulberry32(seed);
  for (let i = start; i < out.length; i++) if (random() < share) out[i] = random() < 0.5 ? 0 : 255;
  return out;
}

/**
 * The page as a scanner gives it: PNG at `dpi` (default 300); with noise, a PGM (which Tesseract
 * reads as well) so the noise needs no image library.
 */
export async function scanPage(text: string, options: ScanOptions = {}): Promise<{ image: Buffer; format: 'png' | 'pgm' }> {
  const dir = await mkdtemp(join(tmpdir(), 'vi-scan-'));
  try {
    await writeFile(join(dir, 'page.pdf'), await typesetPdf(text, options));
    const noisy = (options.noise ?? 0) > 0;
    await run('pdftoppm', [...(noisy ? [] : ['-png']), '-gray', '-r', String(options.dpi ?? 300), '-singlefile', join(dir, 'page.pdf'), join(dir, 'page')]);
    const image = await readFile(join(dir, noisy ? 'page.pgm' : 'page.png'));
    return noisy ? { image: addNoise(image, options.noise!, options.seed ?? 1), format: 'pgm' } : { image, format: 'png' };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF of scanned page images only (no text layer), as a copier's "scan to PDF" makes. */
export async function scannedPdf(pages: readonly string[], options: ScanOptions = {}): Promise<Buffer> {
  const [width, height] = options.size ?? [595.28, 841.89];
  const doc = new (pdfDocumentClass())({ size: [width, height], margin: 0, autoFirstPage: false });
  for (const text of pages) {
    const { image } = await scanPage(text, { ...options, noise: 0 });
    doc.addPage({ size: [width, height], margin: 0 });
    doc.image(image, 0, 0, { width, height });
  }
  return pdfToBuffer(doc);
}
