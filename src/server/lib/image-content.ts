// Polyglot refusal for uploaded pictures – avatars, firm logos (issue 11, finding 7; decision
// 0076). No image codec is among the production dependencies, so instead of re-encoding we walk
// the file's own structure: it must end exactly where the image format says (PNG IEND, JPEG EOI,
// the RIFF size of WebP), and no markup or script may appear anywhere in it. What is stored is
// then an image and only an image.

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof imageTypes)[number];

export type ImageProblem = 'structure' | 'trailing-data' | 'script-marker';

/** The picture type the bytes start with (the declared content type is not trusted), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Markup a browser or an interpreter would run if the bytes were ever served as something else. */
const SCRIPT_MARKERS = /<(script|html|body|svg|iframe|object|embed|img|a\s|meta|!doctype|\?php|\?xml)|javascript:|vbscript:/i;

/** Where the PNG's IEND chunk ends, or a problem: chunks are length + type + data + CRC, IHDR first. */
function pngEnd(bytes: Buffer): number | 'structure' {
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || (first && type !== 'IHDR')) return 'structure';
    const end = offset + 12 + length;
    if (end > bytes.length) return 'structure';
    if (type === 'IEND') return end;
    first = false;
    offset = end;
  }
  return 'structure';
}

/** Where the JPEG's EOI marker ends: segments with lengths, entropy-coded data after each SOS. */
function jpegEnd(bytes: Buffer): number | 'structure' {
  let offset = 2;
  while (offset + 1 < bytes.length) {
    if (bytes[offset] !== 0xff) return 'structure';
    while (bytes[offset + 1] === 0xff && offset + 2 < bytes.length) offset++; // fill bytes
    const marker = bytes[offset + 1]!;
    if (marker === 0xd9) return offset + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (offset + 4 > bytes.length) return 'structure';
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return 'structure';
    offset += 2 + length;
    if (marker === 0xda) {
      // Scan data runs to the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (offset + 1 < bytes.length) {
        const next = bytes[offset + 1]!;
        if (bytes[offset] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        offset++;
      }
    }
  }
  return 'structure';
}

/** Where the WebP's RIFF container ends; its chunks (fourcc + size + even-padded data) must fill it. */
function webpEnd(bytes: Buffer): number | 'structure' {
  if (bytes.length < 20) return 'structure';
  const end = 8 + bytes.readUInt32LE(4);
  let offset = 12;
  while (offset + 8 <= Math.min(end, bytes.length)) {
    const size = bytes.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  if (offset !== end || offset === 12) return 'structure';
  return end > bytes.length ? 'structure' : end;
}

const ends: Record<ImageType, (bytes: Buffer) => number | 'structure'> = { 'image/png': pngEnd, 'image/jpeg': jpegEnd, 'image/webp': webpEnd };

/** Null when `bytes` (already sniffed as `type`) is that image and nothing else. */
export function imageContentProblem(bytes: Buffer, type: ImageType): ImageProblem | null {
  const end = ends[type](bytes);
  if (end === 'structure') return 'structure';
  if (end !== bytes.length) return 'trailing-data';
  if (SCRIPT_MARKERS.test(bytes.toString('latin1'))) return 'script-marker';
  return null;
}
