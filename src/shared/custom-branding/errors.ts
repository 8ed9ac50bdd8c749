// Error codes of the custom-branding module; found by the catalogue (shared/errors/errors.ts).
import { formatFileSize } from '../documents/documents';
import { LOGO_MAX_BYTES } from './limits';
import { MIN_CONTRAST } from './contrast';

const huNumber = (n: number) => String(n).replace('.', ',');

export const brandingErrorMessages = {
  BRANDING_LOW_CONTRAST: `Ezen a színen a fehér felirat nem olvasható elég jól (legalább ${huNumber(MIN_CONTRAST)}:1 kontraszt kell). Válassz sötétebb árnyalatot.`,
  BRANDING_LOGO_TOO_LARGE: `A logó legfeljebb ${formatFileSize(LOGO_MAX_BYTES)} lehet.`,
  BRANDING_LOGO_TYPE: 'Logóként PNG, JPEG vagy WebP képet tölthetsz fel.',
  BRANDING_LOGO_CONTENT: 'A kép sérült, vagy a képen kívül mást is tartalmaz.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const brandingErrorStatus = {
  BRANDING_LOW_CONTRAST: 400,
  BRANDING_LOGO_TOO_LARGE: 413,
  BRANDING_LOGO_TYPE: 415,
  BRANDING_LOGO_CONTENT: 400,
} satisfies Record<keyof typeof brandingErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof brandingErrorMessages, string> {}
}
