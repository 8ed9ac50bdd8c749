// Error codes of the templates and generator modules; merged into shared/errors/errors.ts.
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
  TEMPLATE_DOCX_TOO_LARGE: 'A DOCX sablon legfeljebb 5 MB lehet.',
  TEMPLATE_DOCX_MALFORMED: 'A DOCX sablon helyőrzői hibásak: javítsd a Wordben, majd töltsd fel újra.',
  TEMPLATE_DOCX_TEXT_LOCKED: 'A feltöltött DOCX sablon szövegét Wordben módosítsd, és töltsd fel új verzióként.',
  TEMPLATE_DOCX_META_INVALID: 'A sablon adatai (név, kategória, változók) hibásak.',
} as const;
