import { describe, expect, it } from 'vitest';
import { formatFileSize, normalizeFolder, normalizeTags, sanitizeFileName } from './documents';

describe('document names, folders and tags', () => {
  it('keeps the last path segment, accents and the extension; drops control and bidi characters', () => {
    expect(sanitizeFileName('../../etc/Szerződés – végleges.pdf')).toBe('Szerződés – végleges.pdf');
    expect(sanitizeFileName('C:\\Users\\x\\Ügyirat.docx')).toBe('Ügyirat.docx');
    expect(sanitizeFileName('szamla\u202Efdp.exe')).toBe('szamlafdp.exe');
    expect(sanitizeFileName('a\u0000b\u0007c.txt')).toBe('abc.txt');
    expect(sanitizeFileName('...rejtett')).toBe('rejtett');
    expect(sanitizeFileName('CON.txt')).toBe('_CON.txt');
    expect(sanitizeFileName('   ')).toBe('dokumentum');
    const long = sanitizeFileName(`${'á'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('normalises folders and tags', () => {
    expect(normalizeFolder(' Szerződések / 2026 //')).toBe('Szerződések/2026');
    expect(normalizeFolder('../..')).toBe('');
    expect(normalizeTags([' Szerződés', 'szerződés', 'ÜGYFÉL  levél', ''])).toEqual(['szerződés', 'ügyfél levél']);
  });

  it('formats sizes the Hungarian way', () => {
    // Decimal comma, SI "kB" and a no-break space (U+00A0) so the number and its unit never part.
    expect(formatFileSize(512)).toBe('512\u00a0B');
    expect(formatFileSize(1536)).toBe('1,5\u00a0kB');
    expect(formatFileSize(8909)).toBe('8,7\u00a0kB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25\u00a0MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5\u00a0GB');
  });
});
