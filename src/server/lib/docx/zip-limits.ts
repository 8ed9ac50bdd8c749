// Zip bombs refused before any DOCX parser sees the file (issue 34 point 2, decision 0302). A DOCX
// is a zip: mammoth, PizZip and docxtemplater inflate its parts into memory, so a 72 KB file whose
// word/document.xml inflates to 20 MB froze the server for seconds and 100 MB took gigabytes.
// Here only the zip's central directory is read (the sizes each entry declares, no inflating):
// too many entries, a large unpacked total or an entry compressed far better than any real
// document are refused. An archive lying about its sizes gets past this; the worker thread's
// memory limit and timeout (isolated.ts) stop it there.
import { inflateRawSync } from 'node:zlib';
import { DOCX_MAX_RATIO, DOCX_MAX_UNPACKED_BYTES } from '@shared/documents/documents';

// The largest unpacked total and the highest ratio live in shared/documents: the refusal's message names them.
export { DOCX_MAX_RATIO, DOCX_MAX_UNPACKED_BYTES };

/** Entries smaller than this unpacked are not judged by their ratio (a tiny XML part packs well). */
const RATIO_MIN_BYTES = 1024 * 1024;
export const DOCX_MAX_ENTRIES = 5_000;

export interface ZipEntrySize {
  name: string;
  compressed: number;
  uncompressed: number;
}

export type ZipLimitProblem = 'entries' | 'unpacked' | 'ratio' | 'unreadable';

const LOCAL = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** Most a part that type sniffing inflates may unpack to (file-type reads [Content_Types].xml and mimetype whole). */
const SNIFFED_PART_MAX_BYTES = 4 * 1024 * 1024;
const SNIFFED_PARTS = new Set(['[Content_Types].xml', 'mimetype']);
const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;

function findEocd(bytes: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes; the last one counts (as JSZip reads it).
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) if (bytes.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/** The entries the central directory declares, or null when the bytes are not a readable zip. */
export function zipEntrySizes(bytes: Buffer): ZipEntrySize[] | null {
  if (bytes.length < 22) return null;
  const eocd = findEocd(bytes);
  if (eocd < 0) return null;
  let count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if ((count === 0xffff || offset === 0xffffffff) && eocd >= 20 && bytes.readUInt32LE(eocd - 20) === EOCD64_LOCATOR) {
    const at = Number(bytes.readBigUInt64LE(eocd - 12));
    if (at < 0 || at + 56 > bytes.length || bytes.readUInt32LE(at) !== EOCD64) return null;
    count = Number(bytes.readBigUInt64LE(at + 32));
    offset = Number(bytes.readBigUInt64LE(at + 48));
  }
  const entries: ZipEntrySize[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    // More entries than the file could hold is a lie, and reading on would run past the end.
    if (p + 46 > bytes.length || bytes.readUInt32LE(p) !== CENTRAL) return null;
    let compressed = bytes.readUInt32LE(p + 20);
    let uncompressed = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const extraLength = bytes.readUInt16LE(p + 30);
    const commentLength = bytes.readUInt16LE(p + 32);
    const name = bytes.toString('utf8', p + 46, Math.min(bytes.length, p + 46 + nameLength));
    if (uncompressed === 0xffffffff || compressed === 0xffffffff) {
      // ZIP64: the real sizes are in the extra field 0x0001, uncompressed first.
      let e = p + 46 + nameLength;
      const end = Math.min(bytes.length, e + extraLength);
      while (e + 4 <= end) {
        const id = bytes.readUInt16LE(e);
        const size = bytes.readUInt16LE(e + 2);
        if (id === 0x0001) {
          let q = e + 4;
          if (uncompressed === 0xffffffff && q + 8 <= end) {
            uncompressed = Number(bytes.readBigUInt64LE(q));
            q += 8;
          }
          if (compressed === 0xffffffff && q + 8 <= end) compressed = Number(bytes.readBigUInt64LE(q));
          break;
        }
        e += 4 + size;
      }
    }
    entries.push({ name, compressed, uncompressed });
    p += 46 + nameLength + extraLength + commentLength;
    if (entries.length > DOCX_MAX_ENTRIES) break;
  }
  return entries;
}

/** What makes this zip too big to parse, or null when its declared sizes are within the limits. */
export function zipLimitProblem(entries: readonly ZipEntrySize[]): ZipLimitProblem | null {
  if (entries.length > DOCX_MAX_ENTRIES) return 'entries';
  let unpacked = 0;
  let packed = 0;
  for (const entry of entries) {
    unpacked += entry.uncompressed;
    packed += entry.compressed;
    if (entry.uncompressed >= RATIO_MIN_BYTES && entry.uncompressed > DOCX_MAX_RATIO * Math.max(1, entry.compressed)) return 'ratio';
  }
  if (unpacked > DOCX_MAX_UNPACKED_BYTES) return 'unpacked';
  if (unpacked >= RATIO_MIN_BYTES && unpacked > DOCX_MAX_RATIO * Math.max(1, packed)) return 'ratio';
  return null;
}

/**
 * The problem of a DOCX's bytes, or null when a parser may read them. A central directory this
 * reader cannot follow is `unreadable`: nothing parses what was not measured.
 */
export function docxZipProblem(bytes: Buffer): ZipLimitProblem | null {
  const entries = zipEntrySizes(bytes);
  return entries ? zipLimitProblem(entries) : 'unreadable';
}

/**
 * Whether the parts of a zip that type sniffing inflates ([Content_Types].xml, mimetype – file-type
 * unpacks them whole, on the event loop's heap) unpack to more than a few MB: read from the local
 * headers of the first bytes (`head`), inflated here with an output limit. 'ratio' refuses the
 * file before file-type sees it; an entry cut off by the end of `head` is left to file-type,
 * which cannot read it either.
 */
export function zipHeadProblem(head: Buffer): ZipLimitProblem | null {
  let p = 0;
  while (p + 30 <= head.length && head.readUInt32LE(p) === LOCAL) {
    const flags = head.readUInt16LE(p + 6);
    const method = head.readUInt16LE(p + 8);
    let compressed = head.readUInt32LE(p + 18);
    const nameLength = head.readUInt16LE(p + 26);
    const extraLength = head.readUInt16LE(p + 28);
    const name = head.toString('utf8', p + 30, Math.min(head.length, p + 30 + nameLength));
    const start = p + 30 + nameLength + extraLength;
    let next: number;
    if ((flags & 0x08) !== 0 && compressed === 0) {
      // Sizes follow the data (a data descriptor): the data runs to the descriptor's signature.
      const end = head.indexOf(Buffer.from([0x50, 0x4b, 0x07, 0x08]), start);
      if (end < 0) return null;
      compressed = end - start;
      next = end + 16;
    } else next = start + compressed;
    if (SNIFFED_PARTS.has(name) && method === 8 && start + compressed <= head.length) {
      try {
        inflateRawSync(head.subarray(start, start + compressed), { maxOutputLength: SNIFFED_PART_MAX_BYTES });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return 'ratio';
      }
    }
    if (next <= p || next > head.length) return null;
    p = next;
    if (head.length >= p + 4 && head.readUInt32LE(p) === DATA_DESCRIPTOR) p += 16;
  }
  return null;
}
