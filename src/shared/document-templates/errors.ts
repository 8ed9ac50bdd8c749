// Error codes of the templates and generator modules; merged into shared/errors/errors.ts.
import { formatFileSize } from '../documents/documents';
import { TEMPLATE_DOCX_MAX_BYTES } from './limits';

export const templateErrorMessages = {
  TEMPLATE_NOT_FOUND: 'A sablon nem található.',
  TEMPLATE_INVALID: 'A sablon szövege vagy változói hibásak.',
  TEMPLATE_BUILTIN_READ_ONLY: 'A beépített sablon nem módosítható: készíts belőle saját másolatot.',
  TEMPLATE_NOT_ACTIVE: 'Csak aktív sablonból készülhet dokumentum.',
  TEMPLATE_INPUTS_INVALID: 'A sablon mezői hibásan vannak kitöltve.',
  TEMPLATE_RENDER_FAILED: 'A dokumentum nem készíthető el ebből a sablonból.',
  GENERATION_NOT_FOUND: 'Az elkészült dokumentum nem található.',
  GENERATION_MATTER_NOT_FOUND: 'A kiválasztott ügy nem található.',
  GENERATION_REPLACE_NOT_FOUND: 'A korábbi dokumentum, amelynek új verziója lenne, nem található.',
  TEMPLATE_DOCX_REQUIRED: 'Válassz ki egy Word (DOCX) fájlt a sablonhoz.',
  TEMPLATE_DOCX_TYPE: 'A fájl tartalma alapján ez nem Word (DOCX) dokumentum: csak DOCX sablon tölthető fel.',
  TEMPLATE_DOCX_TOO_LARGE: `A DOCX sablon legfeljebb ${formatFileSize(TEMPLATE_DOCX_MAX_BYTES)} lehet.`,
  TEMPLATE_DOCX_MALFORMED: 'A DOCX sablon helyőrzői hibásak: javítsd a Wordben, majd töltsd fel újra.',
  TEMPLATE_DOCX_TEXT_LOCKED: 'A feltöltött DOCX sablon szövegét Wordben módosítsd, és töltsd fel új verzióként.',
  TEMPLATE_DOCX_META_INVALID: 'A sablon adatai (név, kategória, változók) hibásak.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const templateErrorStatus = {
  TEMPLATE_NOT_FOUND: 404,
  TEMPLATE_INVALID: 400,
  TEMPLATE_BUILTIN_READ_ONLY: 403,
  TEMPLATE_NOT_ACTIVE: 409,
  TEMPLATE_INPUTS_INVALID: 400,
  TEMPLATE_RENDER_FAILED: 422,
  GENERATION_NOT_FOUND: 404,
  GENERATION_MATTER_NOT_FOUND: 404,
  GENERATION_REPLACE_NOT_FOUND: 404,
  TEMPLATE_DOCX_REQUIRED: 400,
  TEMPLATE_DOCX_TYPE: 415,
  TEMPLATE_DOCX_TOO_LARGE: 413,
  TEMPLATE_DOCX_MALFORMED: 400,
  TEMPLATE_DOCX_TEXT_LOCKED: 409,
  TEMPLATE_DOCX_META_INVALID: 400,
} satisfies Record<keyof typeof templateErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof templateErrorMessages, string> {}
}
