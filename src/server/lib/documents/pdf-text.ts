// A PDF's text layer (pdf.js, legacy build for Node 20), read in the isolation worker
// (lib/isolate/tasks.ts, decision 0441): a parse takes milliseconds of a core even for a one-page
// file, and a hostile file more – never on the event loop the requests share.
import { MAX_EXTRACTED_CHARS } from './document-text';

const MAX_PDF_PAGES = 500;

export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    let total = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES) && total < MAX_EXTRACTED_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      pages.push(text.trim());
      total += text.length;
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}
