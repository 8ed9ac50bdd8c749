// What a file is, told from its bytes (issue 15 point 1, decision 0170): file-type reads the
// magic numbers of the first part of the stream; the name and the browser's claim are ignored.
// Executables are refused with their own code even when named "szerzodes.pdf"; plain text (no
// magic number) is accepted when it is valid UTF-8 without control characters.
import { Transform, type TransformCallback } from 'node:stream';
import { allowedMimeTypes } from '@shared/documents/documents';
import { HttpError } from '../../lib/http-error';
import { zipHeadProblem } from '../../lib/docx/zip-limits';

/** Enough for every signature file-type knows, and for the first entries of an Office zip. */
const SNIFF_BYTES = 256 * 1024;

const executableMimes = new Set([
  'application/x-msdownload',
  'application/vnd.microsoft.portable-executable',
  'application/x-elf',
  'application/x-executable',
  'application/x-sharedlib',
  'application/x-mach-binary',
  'application/java-archive',
  'application/java-vm',
  'application/vnd.android.package-archive',
  'application/x-msi',
  'application/x-ms-installer',
  'application/x-apple-diskimage',
  'application/wasm',
  'application/x-dex',
  'application/x-shockwave-flash',
]);

// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/** The stored type of `head` (the first bytes of a file); throws the stable refusal codes. */
export async function sniffContentType(head: Buffer, fileName: string): Promise<string> {
  if (head.length === 0) throw new HttpError(400, 'DOCUMENT_EMPTY_FILE');
  // file-type unpacks an Office zip's [Content_Types].xml whole: a bomb there is refused first (issue 34.2).
  if (zipHeadProblem(head)) throw new HttpError(413, 'DOCX_UNPACKED_TOO_LARGE');
  // file-type is loaded by the first upload (decision 0439).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (executableMimes.has(detected.mime)) throw new HttpError(415, 'DOCUMENT_EXECUTABLE_REFUSED');
    if (detected.mime === 'application/x-cfb') {
      // Old Office files share one container; the name tells a Word file from an Excel one.
      if (/\.doc$/i.test(fileName)) return 'application/msword';
      if (/\.xls$/i.test(fileName)) return 'application/vnd.ms-excel';
    }
    if (allowedMimeTypes[detected.mime]) return detected.mime;
    throw new HttpError(415, 'DOCUMENT_TYPE_NOT_ALLOWED');
  }
  // "MZ" without a full PE header is still a DOS program.
  if (head[0] === 0x4d && head[1] === 0x5a) throw new HttpError(415, 'DOCUMENT_EXECUTABLE_REFUSED');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    throw new HttpError(415, 'DOCUMENT_TYPE_NOT_ALLOWED');
  }
  if (CONTROL.test(text)) throw new HttpError(415, 'DOCUMENT_TYPE_NOT_ALLOWED');
  if (text.startsWith('#!')) throw new HttpError(415, 'DOCUMENT_EXECUTABLE_REFUSED');
  return 'text/plain';
}

/**
 * A pass-through stream that holds back the first SNIFF_BYTES (or the whole file when smaller),
 * sniffs them, and only then lets the bytes on – or fails the stream with the refusal.
 */
export function sniffingStream(fileName: string) {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let mime: string | null = null;
  const decide = async (stream: Transform) => {
    const head = Buffer.concat(held);
    mime = await sniffContentType(head.subarray(0, SNIFF_BYTES), fileName);
    held = [];
    stream.push(head);
  };
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (mime) return done(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (mime) return done();
      decide(this).then(() => done(), done);
    },
  });
  return {
    stream,
    mime: () => {
      if (!mime) throw new Error('content type not sniffed yet');
      return mime;
    },
  };
}
