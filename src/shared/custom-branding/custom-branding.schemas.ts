// The firm's branding (registry key custom-branding, decision 0448): the name its customers see,
// its accent colour and its logo, on the customer portal.
import { z } from 'zod';

export { LOGO_MAX_BYTES, logoTypes, type LogoType } from './limits';

/** The platform's own accent, used while a firm has chosen none. */
export const DEFAULT_ACCENT = '#1d4ed8';
export const DISPLAY_NAME_MAX = 80;

export const brandingSchema = z.object({
  /** The firm's registered name (tenants.name), shown while `displayName` is null. */
  firmName: z.string(),
  /** The name shown to customers instead of the firm's registered name; null: the firm's name. */
  displayName: z.string().nullable(),
  /** `#rrggbb`, lower case. */
  accentColor: z.string(),
  /** The logo's address (with its version, so a new logo is fetched at once), or null. */
  logoUrl: z.string().nullable(),
  /** When the branding was last changed, null while the firm has the defaults. */
  updatedAt: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const brandingBodySchema = z.object({
  displayName: z
    .string()
    .trim()
    .max(DISPLAY_NAME_MAX, `A megjelenített név legfeljebb ${DISPLAY_NAME_MAX} karakter.`)
    .nullable()
    .transform((name) => (name ? name : null)),
  accentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'A színt #rrggbb alakban add meg, például #1d4ed8.')
    .transform((hex) => hex.toLowerCase()),
});
export type BrandingBody = z.input<typeof brandingBodySchema>;
/** The body after parsing: trimmed, an empty name as null, the colour in lower case. */
export type BrandingInput = z.output<typeof brandingBodySchema>;

export const logoQuerySchema = z.object({ v: z.string().max(30).optional() });
