// Identity document numbers (reference 1.6). No public check-digit algorithm exists, so only the
// shapes in use are checked and nothing is invented: ID cards `123456AB` (older cards) or
// `AB1234567`; passports two letters and 6–7 digits; driving licences two letters and 6 digits.
// Decision record 0110 lists these as "verify before tightening".
import { fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

export const idDocumentTypes = ['id_card', 'passport', 'driving_licence', 'residence_card', 'other'] as const;
export type IdDocumentType = (typeof idDocumentTypes)[number];

export const ID_DOCUMENT_TYPE_LABELS: Record<IdDocumentType, string> = {
  id_card: 'személyazonosító igazolvány',
  passport: 'útlevél',
  driving_licence: 'vezetői engedély',
  residence_card: 'tartózkodási kártya',
  other: 'egyéb okmány',
};

const SHAPES: Record<IdDocumentType, RegExp> = {
  id_card: /^(\d{6}[A-Z]{2}|[A-Z]{2}\d{7})$/,
  passport: /^[A-Z]{2}\d{6,7}$/,
  driving_licence: /^[A-Z]{2}\d{6}$/,
  // Foreign and other documents: letters and digits, 5–20 long.
  residence_card: /^[A-Z0-9]{5,20}$/,
  other: /^[A-Z0-9]{5,20}$/,
};

/** The number upper-cased without spaces and hyphens, or ID_DOCUMENT_FORMAT. */
export function validateIdDocumentNumber(type: IdDocumentType, input: string): HuValidationResult<string> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('ID_DOCUMENT_FORMAT');
  const compact = input.replace(/[\s\-\u00a0]/g, '').toUpperCase();
  if (compact === '') return fail('REQUIRED');
  return SHAPES[type].test(compact) ? ok(compact) : fail('ID_DOCUMENT_FORMAT');
}
