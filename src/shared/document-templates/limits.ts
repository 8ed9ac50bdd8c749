// The uploaded DOCX template's size limit, apart from the schemas so the error catalogue (loaded by
// every page) reads it without zod.
export const TEMPLATE_DOCX_MAX_BYTES = 5 * 1024 * 1024;
