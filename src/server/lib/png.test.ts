// The hand-written PNG encoder: its header, its rows (each behind a filter byte) and its chunks'
// checksums are what a decoder reads back; a pixel buffer of the wrong size is refused.
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png';

/** The chunks of a PNG after its signature: type and data, each checksum checked. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const out: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    out.push({ type: body.toString('latin1', 0, 4), data: body.subarray(4) });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  it('writes the signature, a 3×2 RGB header and the rows behind filter byte 0', () => {
    const pixels = Buffer.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    const png = encodePng(3, 2, 'rgb', pixels);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [ihdr, idat, iend] = chunks(png);
    expect(ihdr!.type).toBe('IHDR');
    expect([ihdr!.data.readUInt32BE(0), ihdr!.data.readUInt32BE(4), ...ihdr!.data.subarray(8)]).toEqual([3, 2, 8, 2, 0, 0, 0]);
    expect(idat!.type).toBe('IDAT');
    expect([...inflateSync(idat!.data)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(iend).toEqual({ type: 'IEND', data: Buffer.alloc(0) });
  });

  it('names the colour type of grey (0) and RGBA (6)', () => {
    expect(chunks(encodePng(2, 2, 'grey', Buffer.alloc(4)))[0]!.data[9]).toBe(0);
    expect(chunks(encodePng(1, 1, 'rgba', Buffer.alloc(4)))[0]!.data[9]).toBe(6);
  });

  it('refuses pixels that do not fill the image', () => {
    expect(() => encodePng(2, 2, 'rgb', Buffer.alloc(11))).toThrow(RangeError);
  });
});
