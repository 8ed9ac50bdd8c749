// English texts of document-templates/errors.ts's codes, gathered by the client's English bundle
// (src/client/locales/en/api-errors.ts, decision 0447). `satisfies` makes a missing or stray code a compile error.
import { formatFileSize } from '../documents/documents';
import type { templateErrorMessages } from './errors';
import { TEMPLATE_DOCX_MAX_BYTES } from './limits';

export const templateErrorMessagesEn = {
  TEMPLATE_NOT_FOUND: 'The template was not found.',
  TEMPLATE_INVALID: 'The text or the variables of the template are not valid.',
  TEMPLATE_BUILTIN_READ_ONLY: 'A built-in template cannot be changed: make your own copy of it.',
  TEMPLATE_NOT_ACTIVE: 'A document can only be made from an active template.',
  TEMPLATE_INPUTS_INVALID: 'The fields of the template are not filled in correctly.',
  TEMPLATE_RENDER_FAILED: 'The document cannot be made from this template.',
  GENERATION_NOT_FOUND: 'The generated document was not found.',
  GENERATION_MATTER_NOT_FOUND: 'The selected matter was not found.',
  GENERATION_REPLACE_NOT_FOUND: 'The earlier document this would be a new version of was not found.',
  TEMPLATE_DOCX_REQUIRED: 'Choose a Word (DOCX) file for the template.',
  TEMPLATE_DOCX_TYPE: 'Judging by its content this is not a Word (DOCX) document: only DOCX templates can be uploaded.',
  TEMPLATE_DOCX_TOO_LARGE: `A DOCX template can be at most ${formatFileSize(TEMPLATE_DOCX_MAX_BYTES)}.`,
  TEMPLATE_DOCX_MALFORMED: 'The placeholders of the DOCX template are not valid: fix them in Word, then upload it again.',
  TEMPLATE_DOCX_TEXT_LOCKED: 'Change the text of an uploaded DOCX template in Word and upload it as a new version.',
  TEMPLATE_DOCX_META_INVALID: 'The details of the template (name, category, variables) are not valid.',
} satisfies Record<keyof typeof templateErrorMessages, string>;
