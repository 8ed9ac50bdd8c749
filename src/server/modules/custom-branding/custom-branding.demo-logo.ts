// The demo firm's logo: a white "K" on its accent colour, drawn as a 64×64 PNG here – no image
// codec is a dependency, and the demo ships no binary it could not explain.
import { encodePng } from '../../lib/png';

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

/** The PNG of the monogram on `accent` (`#rrggbb`). */
export function demoLogoPng(accent: string): Buffer {
  const background = [1, 3, 5].map((offset) => parseInt(accent.slice(offset, offset + 2), 16));
  const pixels = Buffer.alloc(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) pixels.set(onLetter(x, y) ? [255, 255, 255] : background, (y * SIZE + x) * 3);
  return encodePng(SIZE, SIZE, 'rgb', pixels);
}
