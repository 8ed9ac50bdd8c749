import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createHungarianPdf, pdfToBuffer } from './hungarian-pdf';

describe('createHungarianPdf', () => {
  it('embeds DejaVu Sans so ő and ű are real glyphs, not WinAnsi substitutes', async () => {
    const doc = createHungarianPdf({ title: 'Próba', creationDate: new Date('2026-11-23T10:00:00Z') });
    doc.text('Árvíztűrő tükörfúrógép – őszi ügyvédi díj');
    const pdf = await pdfToBuffer(doc);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('DejaVuSans');
    expect(text).toMatch(/\/FontFile2/);
    // The font's ToUnicode map (compressed stream) names ő (U+0151) and ű (U+0171).
    const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
      try {
        return inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
      } catch {
        return '';
      }
    });
    const toUnicode = streams.find((s) => s.includes('beginbfchar') || s.includes('beginbfrange')) ?? '';
    expect(toUnicode.toLowerCase()).toContain('0151');
    expect(toUnicode.toLowerCase()).toContain('0171');
  });
});
