// The logo's limits, apart from the schemas so the error catalogue (loaded by every page) reads
// them without zod.
export const LOGO_MAX_BYTES = 256 * 1024;
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof logoTypes)[number];
