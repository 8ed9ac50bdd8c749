// OCR of huge pages (issue 34 point 6): a 431-byte PDF with a 3000 × 3000 pt page rendered
// 12,500 × 12,500 px at 300 dpi and took 2 GB. Page sizes are read first and the resolution lowered.
import { afterAll, describe, expect, it } from 'vitest';
import { hugePagePdf } from '../../test/hostile-files';
import { OcrTimeoutError, recognizePage, stopOcrEngine } from './ocr-engine';
import { imageDimensions, OCR_DPI, OCR_MAX_PIXELS, OCR_MAX_SIDE_PX, OcrPageTooLargeError, ocrDpiFor, pageSource, pdfPageSizes } from './page-images';
import { scanPage } from './scanned-page';

afterAll(() => stopOcrEngine());

describe('OCR page limits (issue 34 point 6)', () => {
  it('keeps 300 dpi for ordinary pages and lowers it for huge or long ones', () => {
    expect(ocrDpiFor(595.28, 841.89)).toBe(OCR_DPI);
    expect(ocrDpiFor(841.89, 1190.55)).toBe(OCR_DPI); // A3
    const dpi = ocrDpiFor(3000, 3000);
    expect(dpi).toBeLessThan(OCR_DPI);
    expect(((3000 / 72) * dpi) ** 2).toBeLessThanOrEqual(OCR_MAX_PIXELS);
    expect((14_400 / 72) * ocrDpiFor(10, 14_400)).toBeLessThanOrEqual(OCR_MAX_SIDE_PX);
  });

  it('renders the 3000 × 3000 pt page of a tiny PDF within the pixel limit', async () => {
    const pdf = hugePagePdf(3000, 3000);
    expect(pdf.length).toBeLessThan(1024);
    expect(await pdfPageSizes(pdf)).toEqual([[3000, 3000]]);
    const pages = await pageSource(pdf, 'application/pdf');
    try {
      const [width, height] = imageDimensions(await pages.page(1))!;
      expect(width * height).toBeLessThanOrEqual(OCR_MAX_PIXELS);
      expect(width).toBeGreaterThan(2000);
    } finally {
      await pages.close();
    }
  });

  it('does not hand an image over the pixel limit to Tesseract', async () => {
    const header = Buffer.alloc(33);
    header.writeUInt32BE(0x89504e47, 0);
    header.write('\r\n\x1a\n', 4, 'latin1');
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(30_000, 16);
    header.writeUInt32BE(30_000, 20);
    expect(imageDimensions(header)).toEqual([30_000, 30_000]);
    const source = await pageSource(header, 'image/png');
    await expect(source.page(1)).rejects.toBeInstanceOf(OcrPageTooLargeError);
  });

  it('gives Tesseract a time limit per page', async () => {
    const { image } = await scanPage('Időkorlát', { size: [200, 100], dpi: 150 });
    await expect(recognizePage(image, 1)).rejects.toBeInstanceOf(OcrTimeoutError);
    expect(await recognizePage(image)).toContain('Időkorlát');
  });
});
