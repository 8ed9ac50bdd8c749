// Writes the installable app's PNG icons (decision 0516) into src/client/public/icons: the favicon's
// mark (the white "V" on the indigo square) at 192 and 512 pixels, and a maskable 512 whose mark
// sits inside the safe zone on a full-bleed background. No image codec is a dependency: the shapes
// are filled with 4×4 supersampling and encoded by the server's PNG writer (src/server/lib/png.ts).
// Run once after changing the mark: `npx tsx scripts/generate-pwa-icons.ts`; the PNGs are committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../src/server/lib/png';

const INDIGO = [0x4f, 0x46, 0xe5] as const;
const WHITE = [0xff, 0xff, 0xff] as const;
/** The favicon's "V" (viewBox 0 0 32 32). */
const V: readonly (readonly [number, number])[] = [
  [8, 9],
  [12, 9],
  [16, 20],
  [20, 9],
  [24, 9],
  [17.8, 24],
  [14.2, 24],
];

function insidePolygon(x: number, y: number, points: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function insideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** RGBA pixels of the icon: `maskable` fills the whole square and shrinks the mark into the safe zone. */
function draw(size: number, maskable: boolean): Buffer {
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
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(INDIGO[c]! * (1 - m) + WHITE[c]! * m);
      pixels[at + 3] = Math.round(a * 255);
    }
  }
  return pixels;
}

const out = join(import.meta.dirname, '..', 'src', 'client', 'public', 'icons');
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  writeFileSync(join(out, name), encodePng(size, size, 'rgba', draw(size, maskable), 9));
  console.log(`${name} (${size}×${size}${maskable ? ', maskable' : ''})`);
}
