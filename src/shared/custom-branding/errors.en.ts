// English texts of custom-branding/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import { formatFileSize } from '../documents/documents';
import { LOGO_MAX_BYTES } from './limits';
import { MIN_CONTRAST } from './contrast';
import type { brandingErrorMessages } from './errors';

export const brandingErrorMessagesEn = {
  BRANDING_LOW_CONTRAST: `White text is not readable enough on this colour (a contrast of at least ${MIN_CONTRAST}:1 is needed). Choose a darker shade.`,
  BRANDING_LOGO_TOO_LARGE: `The logo can be at most ${formatFileSize(LOGO_MAX_BYTES)}.`,
  BRANDING_LOGO_TYPE: 'You can upload a PNG, JPEG or WebP image as the logo.',
  BRANDING_LOGO_CONTENT: 'The image is damaged or contains something other than the image.',
} satisfies Record<keyof typeof brandingErrorMessages, string>;
