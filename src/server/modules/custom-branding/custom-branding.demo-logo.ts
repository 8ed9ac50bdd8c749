// The demo firm's logo: a white "K" on its accent colour, drawn as a 64×64 PNG here – no image
// codec is a dependency, and the demo ships no binary it could not explain.
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 64;

/** Distance of (x, y) from the segment a–b. */
function distance(x: number, y: number, [ax, ay]: [number, number], [bx, by]: [number, number]): number {
  const [dx, dy] = [bx - ax, by - ay];
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (ax + t * dx), y - (ay + t * dy));
}

/** Whether (x, y) is on the letter: a stem and two arms meeting at its middle. */
function onLetter(x: number, y: number): boolean {
  const stem = x >= 16 && x < 24 && y >= 12 && y < 52;
  return stem || distance(x, y, [24, 32], [46, 13]) < 4.5 || distance(x, y, [26, 30], [47, 51]) < 4.5;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The PNG of the monogram on `accent` (`#rrggbb`). */
export function demoLogoPng(accent: string): Buffer {
  const background = [1, 3, 5].map((offset) => parseInt(accent.slice(offset, offset + 2), 16));
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0: none
    for (let x = 0; x < SIZE; x++) row.set(onLetter(x, y) ? [255, 255, 255] : background, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
