import { describe, expect, it } from 'vitest';
import { greetingName, joinHungarianName, splitHungarianName } from './person-name';

describe('Hungarian names', () => {
  it.each([
    ['Nagy Péter', { familyName: 'Nagy', givenName: 'Péter' }],
    ['Kovács Katalin Anna', { familyName: 'Kovács', givenName: 'Katalin Anna' }],
    ['Dr. Nagy Péter', { familyName: 'Dr. Nagy', givenName: 'Péter' }],
    ['dr. ifj. Tóth Gábor', { familyName: 'dr. ifj. Tóth', givenName: 'Gábor' }],
    ['  Szabó   Anna ', { familyName: 'Szabó', givenName: 'Anna' }],
    ['Madonna', { familyName: 'Madonna', givenName: '' }],
    ['', { familyName: '', givenName: '' }],
  ])('splits %j family name first', (full, parts) => {
    expect(splitHungarianName(full)).toEqual(parts);
  });

  it('joins family name first', () => {
    expect(joinHungarianName({ familyName: 'Dr. Nagy', givenName: 'Péter' })).toBe('Dr. Nagy Péter');
    expect(joinHungarianName({ familyName: 'Madonna', givenName: ' ' })).toBe('Madonna');
  });

  it('greets by the given name, never by the family name', () => {
    expect(greetingName({ name: 'Nagy Péter', givenName: 'Péter', email: 'a@b.hu' })).toBe('Péter');
    expect(greetingName({ name: 'Anna Kovács', givenName: 'Anna', email: 'a@b.hu' })).toBe('Anna');
    expect(greetingName({ name: 'Dr. Nagy Péter', email: 'a@b.hu' })).toBe('Péter');
    expect(greetingName({ name: 'Madonna', email: 'a@b.hu' })).toBe('Madonna');
    expect(greetingName({ name: '', email: 'nevtelen@example.hu' })).toBe('nevtelen@example.hu');
  });
});
