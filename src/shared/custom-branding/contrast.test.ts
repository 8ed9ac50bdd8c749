import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT } from './custom-branding.schemas';
import { contrastRatio, contrastWithWhite, readableWithWhite } from './contrast';

describe('accent contrast (WCAG 2.2, 1.4.3)', () => {
  it('measures the extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // WebAIM's checker: #777777 on white is 4.48:1, #767676 4.54:1 – the AA threshold sits between them.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('accepts white text on the default accent and a dark green, refuses yellow and the grey just below AA', () => {
    expect(readableWithWhite(DEFAULT_ACCENT)).toBe(true);
    expect(readableWithWhite('#14532d')).toBe(true);
    expect(readableWithWhite('#767676')).toBe(true);
    expect(readableWithWhite('#777777')).toBe(false);
    expect(readableWithWhite('#facc15')).toBe(false);
  });

  it('shows the ratio rounded down, so a refused colour never reads 4.5', () => {
    expect(contrastWithWhite('#777777')).toBe(4.4);
    expect(contrastWithWhite('#000000')).toBe(21);
  });
});
