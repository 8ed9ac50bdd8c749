// OCR accuracy and speed (issue 15 point 5): Hungarian test pages made here (typeset with DejaVu,
// rendered by pdftoppm like a scanner at 300/200/150 dpi, one set with 0.5 % salt-and-pepper
// noise), read by the product's engine; prints one JSON line for scripts/bench.mjs with the
// character error rate and seconds per page of each set. Target: ≤ 2 % CER on clean 300 dpi pages.
import { characterErrorRate } from '../src/server/lib/ocr/character-error-rate';
import { recognizePage, stopOcrEngine } from '../src/server/lib/ocr/ocr-engine';
import { scanPage, type ScanOptions } from '../src/server/lib/ocr/scanned-page';

const pages = [
  'MEGBÍZÁSI SZERZŐDÉS\nAmely létrejött egyrészről Kovács és Társa Ügyvédi Iroda (székhely: 1052 Budapest, Petőfi Sándor utca 12.), másrészről Szűcs Ödön megbízó között az alábbi feltételekkel. A megbízott vállalja, hogy a megbízó képviseletét ellátja a Fővárosi Törvényszék előtt folyamatban lévő ügyben.',
  'A felek rögzítik, hogy a munkadíj összege óránként 45 000 Ft + áfa, amelyet a megbízó a számla kézhezvételétől számított 15 napon belül átutalással fizet meg. Késedelem esetén a Ptk. 6:155. § szerinti késedelmi kamat jár. Ez a szerződés 2026. március 1-jén lép hatályba.',
  'Jegyzőkönyv a tanúmeghallgatásról. Jelen vannak: dr. Győri Éva bíró, Tóth Ürmös Ferenc tanú, valamint a felek jogi képviselői. A tanú előadja, hogy az átadás-átvétel időpontjában a gépkocsi sérülésmentes volt, a kulcsokat és a forgalmi engedélyt hiánytalanul átvette.',
];

const sets: { name: string; options: ScanOptions }[] = [
  { name: 'clean 300 dpi', options: { dpi: 300 } },
  { name: 'clean 200 dpi', options: { dpi: 200 } },
  { name: 'clean 150 dpi', options: { dpi: 150 } },
  { name: '300 dpi, 0.5 % noise', options: { dpi: 300, noise: 0.005, seed: 7 } },
];

const { image: warm } = await scanPage('Bemelegítés', { size: [200, 60] });
await recognizePage(warm); // the worker and the model are loaded once, outside the figures

const results: Record<string, { characterErrorRatePercent: number; secondsPerPage: number; pages: number }> = {};
for (const set of sets) {
  let errors = 0;
  let chars = 0;
  let seconds = 0;
  for (const text of pages) {
    const { image } = await scanPage(text, set.options);
    const start = performance.now();
    const read = await recognizePage(image);
    seconds += (performance.now() - start) / 1000;
    const length = text.replace(/\s+/g, ' ').trim().length;
    errors += characterErrorRate(text, read) * length;
    chars += length;
  }
  results[set.name] = { characterErrorRatePercent: Math.round((errors / chars) * 1000) / 10, secondsPerPage: Math.round((seconds / pages.length) * 100) / 100, pages: pages.length };
}
await stopOcrEngine();
console.log(JSON.stringify({ targetCerPercent: 2, targetSecondsPerPage: 2, sets: results }));
