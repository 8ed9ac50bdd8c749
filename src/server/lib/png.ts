// A PNG from raw pixels, written by hand with node's zlib: no image codec is a dependency. The
// demo firm's logo, the installable app's icons (scripts/generate-pwa-icons.ts) and the tests that
// need a real image all encode through here.
import { crc32, deflateSync } from 'node:zlib';

/** 8 bits per channel: greyscale (1 byte a pixel), RGB (3) or RGBA (4). */
export type PngColour = 'grey' | 'rgb' | 'rgba';

const CHANNELS: Record<PngColour, number> = { grey: 1, rgb: 3, rgba: 4 };
const COLOUR_TYPE: Record<PngColour, number> = { grey: 0, rgb: 2, rgba: 6 };
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `pixels`: the rows top to bottom, each `width` pixels of `colour`'s channels, no padding. */
export function encodePng(width: number, height: number, colour: PngColour, pixels: Uint8Array, level = 6): Buffer {
  const stride = width * CHANNELS[colour];
  if (pixels.length !== stride * height) throw new RangeError(`encodePng: ${pixels.length} bytes for ${width}×${height} ${colour}`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[colour], 0, 0, 0], 8);
  // Each row starts with its filter byte, 0: none.
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level })), chunk('IEND', Buffer.alloc(0))]);
}
