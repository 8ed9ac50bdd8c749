import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFKitDocument from 'pdfkit';

// PDFKit's built-in standard fonts (Helvetica…) use WinAnsi encoding, which has no "ő" or "ű":
// every PDF of the product embeds DejaVu Sans from the `dejavu-fonts-ttf` package instead
// (shipped through npm, nothing downloaded at run time).
const require = createRequire(import.meta.url);
// PDFKit (and its font engine, ~28 MiB resident) is loaded on the first PDF, not at start (decision 0258).
let pdfkit: typeof PDFKitDocument | undefined;
export const pdfDocumentClass = (): typeof PDFKitDocument => (pdfkit ??= require('pdfkit') as typeof PDFKitDocument);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const pdfFonts = {
  regular: join(fontDir, 'DejaVuSans.ttf'),
  bold: join(fontDir, 'DejaVuSans-Bold.ttf'),
  italic: join(fontDir, 'DejaVuSans-Oblique.ttf'),
} as const;

export type PdfFontName = keyof typeof pdfFonts;

export interface HungarianPdfOptions {
  title: string;
  author?: string;
  subject?: string;
  /** Fixed for reproducible output in tests; defaults to now. */
  creationDate?: Date;
}

/** A new A4 PDFKit document with the Hungarian-capable fonts registered and selected. */
export function createHungarianPdf(options: HungarianPdfOptions): PDFKit.PDFDocument {
  const doc = new (pdfDocumentClass())({
    size: 'A4',
    margin: 50,
    info: { Title: options.title, Author: options.author ?? 'Virtuális Iroda', Subject: options.subject ?? '', CreationDate: options.creationDate ?? new Date() },
    lang: 'hu-HU',
  });
  for (const [name, path] of Object.entries(pdfFonts)) doc.registerFont(name, path);
  doc.font('regular');
  return doc;
}

/** Ends the document and resolves with the whole file (PDFs of the product are small). */
export function pdfToBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
