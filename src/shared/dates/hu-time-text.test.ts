import { describe, expect, it } from 'vitest';
import { parseHuTime } from './hu-time-text';

describe('parseHuTime', () => {
  it.each([
    ['09:00', '09:00'],
    ['9:00', '09:00'],
    ['9', '09:00'],
    ['17', '17:00'],
    ['9.30', '09:30'],
    ['17 45', '17:45'],
    ['0900', '09:00'],
    ['930', '09:30'],
    [' 23:59 ', '23:59'],
    ['0:05', '00:05'],
  ])('reads %j as %s', (typed, time) => expect(parseHuTime(typed)).toBe(time));

  it('an empty field is no time', () => {
    expect(parseHuTime('')).toBeNull();
    expect(parseHuTime('   ')).toBeNull();
  });

  it.each(['24:00', '9:75', '25', 'kilenc', '9:5', '12345', '5:00 PM', ':30'])('%j is no time of day', (typed) => expect(parseHuTime(typed)).toBe('invalid'));
});
