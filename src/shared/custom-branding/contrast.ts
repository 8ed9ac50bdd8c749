// Whether white text stays readable on the firm's accent colour (WCAG 2.2, 1.4.3 "Contrast
// (Minimum)"): the portal's buttons and header carry white text on it, so a colour too light
// for that is refused rather than shipped to the firm's customers unreadable.

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

/** The relative luminance of a `#rrggbb` colour (WCAG's definition, sRGB). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** White text's contrast on `accent`, rounded down to one decimal as it is shown ("4,4:1"). */
export function contrastWithWhite(accent: string): number {
  return Math.floor(contrastRatio(accent, '#ffffff') * 10) / 10;
}

export const readableWithWhite = (accent: string): boolean => contrastRatio(accent, '#ffffff') >= MIN_CONTRAST;
