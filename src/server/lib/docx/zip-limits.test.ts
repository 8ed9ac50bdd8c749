import { describe, expect, it } from 'vitest';
import { contentTypesBombDocx, zipBombDocx } from '../../test/hostile-files';
import { buildDocx } from './simple-docx';
import { DOCX_MAX_UNPACKED_BYTES, docxZipProblem, zipEntrySizes, zipHeadProblem, zipLimitProblem } from './zip-limits';

describe('zip limits of a DOCX (issue 34 point 2)', () => {
  it('reads the sizes every entry declares from the central directory, without inflating', () => {
    const bomb = zipBombDocx(20 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const entries = zipEntrySizes(bomb)!;
    expect(entries.map((e) => e.name)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(entries[2]!.uncompressed).toBeGreaterThanOrEqual(20 * 1024 * 1024);
    expect(entries[2]!.compressed).toBeLessThan(200 * 1024);
  });

  it('refuses a part packed far better than any document, and a large unpacked total', () => {
    expect(docxZipProblem(zipBombDocx(20 * 1024 * 1024))).toBe('ratio');
    expect(
      zipLimitProblem([
        { name: 'word/media/a.png', compressed: 30_000_000, uncompressed: 30_000_000 },
        { name: 'word/media/b.png', compressed: 25_000_000, uncompressed: 25_000_000 },
      ]),
    ).toBe('unpacked');
    expect(zipLimitProblem(Array.from({ length: 5001 }, (_, i) => ({ name: `x${i}`, compressed: 10, uncompressed: 10 })))).toBe('entries');
    expect(zipLimitProblem([{ name: 'word/document.xml', compressed: 1_000_000, uncompressed: DOCX_MAX_UNPACKED_BYTES - 1 }])).toBeNull();
  });

  it('lets an ordinary DOCX through, small parts packing well included', () => {
    expect(docxZipProblem(buildDocx(['Megbízási szerződés', 'A díj 250 000 Ft.']))).toBeNull();
    expect(docxZipProblem(zipBombDocx(200 * 1024))).toBeNull();
  });

  it('calls bytes it cannot follow unreadable, so no parser gets them', () => {
    expect(docxZipProblem(Buffer.from('nem zip'))).toBe('unreadable');
    const cut = zipBombDocx(100_000);
    expect(docxZipProblem(cut.subarray(0, cut.length - 30))).toBe('unreadable');
  });

  it('finds a bomb in [Content_Types].xml from the first bytes, where type sniffing would unpack it', () => {
    const bomb = contentTypesBombDocx(64 * 1024 * 1024);
    expect(zipHeadProblem(bomb.subarray(0, 256 * 1024))).toBe('ratio');
    expect(zipHeadProblem(buildDocx(['Rendes dokumentum']))).toBeNull();
    expect(zipHeadProblem(Buffer.from('%PDF-1.4'))).toBeNull();
  });
});
