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
} as const;
