// Text of a stored file for the viewer and the version diff (issue 15 points 3-4): the PDF's text
// layer (pdf.js, legacy build for Node 20; pdf-text.ts), a DOCX's text and HTML (mammoth), plain text as is.
// Scanned PDFs and images have no text here; OCR adds it later. A DOCX is measured first (a zip
// bomb is refused, 413) and parsed in the isolation worker (issue 34 point 2, decisions 0302–0303), as
// is a PDF (decision 0441).
import { HttpError } from '../../lib/http-error';
import { docxParseable, isolationRefusal } from '../docx/docx-guard';
import { IsolatedTaskError, runIsolated } from '../isolate/isolated';

/** Longest text kept per version; the viewer and the diff need no more. */
export const MAX_EXTRACTED_CHARS = 1_000_000;
/** Files larger than this are not read for text (the upload itself stays allowed). */
export const MAX_EXTRACT_BYTES = 50 * 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The text of a file, or null when it has none that can be read without OCR. A DOCX whose zip
 * declares too much unpacked data is refused (DomainError DOCX_UNPACKED_TOO_LARGE).
 */
export async function extractText(bytes: Buffer, mime: string): Promise<string | null> {
  if (bytes.length > MAX_EXTRACT_BYTES) return null;
  if (mime === DOCX && !docxParseable(bytes)) return null;
  let text: string | null = null;
  try {
    if (mime === 'text/plain') text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    // pdf.js parses in the isolation worker too (decision 0441): off the event loop, at a lower priority than the requests.
    else if (mime === 'application/pdf') text = await runIsolated('pdfText', bytes);
    else if (mime === DOCX) text = await runIsolated('docxText', bytes);
  } catch (error) {
    // No worker free and the queue full: not the file's fault – the caller (a job) tries again.
    if (error instanceof IsolatedTaskError && error.reason === 'busy') throw error;
    // A damaged file – or one whose parse ran out of its worker's time or memory – is still
    // stored; it just has no text.
    return null;
  }
  if (text === null) return null;
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean ? clean.slice(0, MAX_EXTRACTED_CHARS) : null;
}

const SAFE_HREF = /^(https?:|mailto:|#)/i;

/** DOCX as HTML for the viewer: mammoth escapes the text; links other than http(s)/mailto/# are dropped. */
export async function docxToHtml(bytes: Buffer, mime: string): Promise<string> {
  if (mime !== DOCX || !docxParseable(bytes)) throw new HttpError(409, 'DOCUMENT_PREVIEW_UNAVAILABLE');
  let value: string;
  try {
    value = await runIsolated('docxHtml', bytes);
  } catch (error) {
    throw isolationRefusal(error);
  }
  return value.replace(/\shref="([^"]*)"/g, (whole, href: string) => (SAFE_HREF.test(href) ? whole : ''));
}
