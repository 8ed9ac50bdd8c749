// The legal documents' error codes, without zod (the API's error table, errors/errors.ts).
export const legalErrorMessages = {
  LEGAL_VERSION_NOT_CURRENT: 'A dokumentum időközben megváltozott. Töltsd újra az oldalt, olvasd el az új változatot, és fogadd el azt.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const legalErrorStatus = {
  LEGAL_VERSION_NOT_CURRENT: 409,
} satisfies Record<keyof typeof legalErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof legalErrorMessages, string> {}
}
