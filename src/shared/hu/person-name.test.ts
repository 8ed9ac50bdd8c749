import { describe, expect, it } from 'vitest';
import { nameInitial } from './person-name';

describe('nameInitial', () => {
  it("skips the titles before a name: the avatar of 'dr. Nagy Péter' is N, not D", () => {
    expect(nameInitial('dr. Nagy Péter')).toBe('N');
    expect(nameInitial('Dr. Kovács Éva')).toBe('K');
    expect(nameInitial('prof. dr. Szabó Anna')).toBe('S');
    expect(nameInitial('ifj. Kiss Béla')).toBe('K');
    expect(nameInitial('özv. Tóth Jánosné')).toBe('T');
  });

  it('takes the first letter of a plain name, upper case, and of a name that is only a title', () => {
    expect(nameInitial('Kovács Katalin')).toBe('K');
    expect(nameInitial('éva')).toBe('É');
    expect(nameInitial('  Molnár Logisztika Bt. ')).toBe('M');
    expect(nameInitial('Dr.')).toBe('D');
    expect(nameInitial('')).toBe('');
  });
});
