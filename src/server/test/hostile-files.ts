// Hostile files built in the test, not committed as binaries (issue 34 points 2 and 6): zip bomb
// DOCX files whose parts inflate to tens of megabytes from a few dozen kilobytes, and a tiny PDF
// with a huge page. Zips are written here byte by byte (deflate from node:zlib), so a test can
// also make one whose directory lies about its sizes.
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipPart {
  name: string;
  data: Buffer;
  /** Sizes written into the headers instead of the real ones (a lying archive). */
  declaredSize?: number;
}

/** A zip of deflated parts, with local headers and a central directory as any writer makes them. */
export function zipArchive(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = deflateRawSync(part.data, { level: 9 });
    const crc = crc32(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** word/document.xml of about `bytes` bytes: one paragraph after another, each the same text. */
export function documentXml(bytes: number, paragraph = 'Árvíztűrő tükörfúrógép. '.repeat(8)): Buffer {
  const p = `<w:p><w:r><w:t xml:space="preserve">${paragraph}</w:t></w:r></w:p>`;
  const body = p.repeat(Math.max(1, Math.ceil(bytes / Buffer.byteLength(p))));
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
}

/**
 * A DOCX whose word/document.xml inflates to about `unpackedBytes` (20 MB from ~60 KB: a
 * repeated paragraph packs some 300 to 1). `lie` writes a small size into the headers.
 */
export function zipBombDocx(unpackedBytes = 20 * 1024 * 1024, options: { lie?: boolean } = {}): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: documentXml(unpackedBytes), ...(options.lie ? { declaredSize: 4096 } : {}) },
  ]);
}

/** A DOCX whose [Content_Types].xml (which type sniffing unpacks) is the bomb. */
export function contentTypesBombDocx(unpackedBytes = 64 * 1024 * 1024): Buffer {
  const padding = Buffer.alloc(unpackedBytes, ' ');
  return zipArchive([
    { name: '[Content_Types].xml', data: Buffer.concat([Buffer.from(CONTENT_TYPES.replace('</Types>', '')), padding, Buffer.from('</Types>')]), declaredSize: 2048 },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: documentXml(1000) },
  ]);
}

/** A valid one-page PDF, a few hundred bytes, whose page is `width` × `height` points (3000 × 3000: 12,500 px square at 300 dpi). */
export function hugePagePdf(width = 3000, height = 3000): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 4 0 R /Resources << >> >>`];
  // A frame and a cross: something to render, little for Tesseract to chew on.
  const stream = `20 w 100 100 ${width - 200} ${height - 200} re S 100 100 m ${width - 100} ${height - 100} l S`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  offsets.push(out.length);
  out += `4 0 obj\n<< /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\n`;
  const xref = out.length;
  out += `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
