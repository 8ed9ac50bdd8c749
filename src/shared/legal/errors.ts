// The legal documents' error codes, without zod (the API's error table, errors/errors.ts).
export const legalErrorMessages = {
  LEGAL_VERSION_NOT_CURRENT: 'A dokumentum időközben megváltozott. Töltsd újra az oldalt, olvasd el az új változatot, és fogadd el azt.',
} as const;
