// Writes the installable app's PNG icons (decision 0516) into src/client/public/icons: the favicon's
// mark (the white "V" on the indigo square) at 192 and 512 pixels, and a maskable 512 whose mark
// sits inside the safe zone on a full-bleed background. No image codec is a dependency: the shapes
// are filled with 4×4 supersampling and encoded as PNG with node's zlib. Run once after changing
// the mark: `node scripts/generate-pwa-icons.mjs`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const INDIGO = [0x4f, 0x46, 0xe5];
const WHITE = [0xff, 0xff, 0xff];
/** The favicon's "V" (viewBox 0 0 32 32). */
const V = [
  [8, 9],
  [12, 9],
  [16, 20],
  [20, 9],
  [24, 9],
  [17.8, 24],
  [14.2, 24],
];

function insidePolygon(x, y, points) {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x, y, size, radius) {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of the icon: `maskable` fills the whole square and shrinks the mark into the safe zone. */
function draw(size, maskable) {
  const pixels = Buffer.alloc(size * size * 4);
  const unit = size / 32;
  // The maskable safe zone is the central circle of 80%: the mark is scaled to 62.5% around the centre.
  const markScale = maskable ? 0.625 : 1;
  const SS = 4;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const x = px + (sx + 0.5) / SS;
          const y = py + (sy + 0.5) / SS;
          if (maskable || insideRoundedSquare(x, y, size, 7 * unit)) bg++;
          const mx = (x / unit - 16) / markScale + 16;
          const my = (y / unit - 16) / markScale + 16;
          if (insidePolygon(mx, my, V)) mark++;
        }
      }
      const total = SS * SS;
      const a = bg / total;
      const m = Math.min(mark, bg) / Math.max(bg, 1);
      const at = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(INDIGO[c] * (1 - m) + WHITE[c] * m);
      pixels[at + 3] = Math.round(a * 255);
    }
  }
  return pixels;
}

function png(size, rgba) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  const rows = [];
  for (let y = 0; y < size; y++) rows.push(Buffer.from([0]), rgba.subarray(y * size * 4, (y + 1) * size * 4));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const out = join(import.meta.dirname, '..', 'src', 'client', 'public', 'icons');
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  writeFileSync(join(out, name), png(size, draw(size, maskable)));
  console.log(`${name} (${size}×${size}${maskable ? ', maskable' : ''})`);
}
