import { describe, expect, it } from 'vitest';
import { formatHuDate, parseHuDate } from './hu-date-text';

describe('Hungarian date text', () => {
  it('shows an ISO date as "2026. 11. 29."', () => {
    expect(formatHuDate('2026-11-29')).toBe('2026. 11. 29.');
    expect(formatHuDate('2026-01-05')).toBe('2026. 01. 05.');
  });

  it('reads the ways a date is typed', () => {
    for (const text of ['2026. 11. 29.', '2026.11.29', '2026.11.29.', ' 2026-11-29 ', '2026/11/29', '20261129', '2026. 11.29']) expect(parseHuDate(text)).toBe('2026-11-29');
    expect(parseHuDate('2026. 1. 5.')).toBe('2026-01-05');
  });

  it('tells an empty field from a date that does not exist', () => {
    expect(parseHuDate('  ')).toBeNull();
    for (const text of ['2026. 02. 30.', '2026. 13. 01.', '29.11.2026', 'holnap', '2026. 11.']) expect(parseHuDate(text)).toBe('invalid');
  });
});
