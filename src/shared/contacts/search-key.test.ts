import { describe, expect, it } from 'vitest';
import { ACCENT_FROM, ACCENT_PLAIN, contactSearchKey } from './search-key';

describe('contact search key', () => {
  it('pairs every accented letter with its base letter (Ø, Ł, Đ, which do not decompose, by hand)', () => {
    const from = [...ACCENT_FROM];
    expect(from).toHaveLength([...ACCENT_PLAIN].length);
    const special: Record<string, string> = { Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd' };
    from.forEach((ch, i) => expect(`${ch}→${ACCENT_PLAIN[i]}`).toBe(`${ch}→${special[ch] ?? ch.normalize('NFD')[0]}`));
  });

  it('folds Hungarian accents and case, and collapses whitespace', () => {
    expect(contactSearchKey('  Kovács   Ödön ')).toBe('kovacs odon');
    expect(contactSearchKey('ŐRSÉGI ÜVEGHÁZ Kft.')).toBe('orsegi uveghaz kft.');
    expect(contactSearchKey('Árvíztűrő tükörfúrógép')).toBe('arvizturo tukorfurogep');
  });
});
