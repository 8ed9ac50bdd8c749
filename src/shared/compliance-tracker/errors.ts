// Error codes of the deadlines module (issue 18); merged into the shared catalogue (shared/errors/errors.ts).
export const deadlineErrorMessages = {
  DEADLINE_START_INVALID: 'A kezdőnap érvénytelen dátum.',
  DEADLINE_LENGTH_INVALID: 'A határidő hossza nem megfelelő.',
  COMPLIANCE_INACTIVE: 'Ez a kötelezettség szünetel; előbb aktiváld újra.',
  COMPLIANCE_OCCURRENCE_STALE: 'Ezt az esedékességet már teljesítettnek jelölték. Frissítsd az oldalt.',
  DEADLINE_DOCUMENT_OTHER_MATTER: 'Csak a határidő ügyéhez tartozó irat kapcsolható.',
  CALENDAR_ENTRY_BUILT_IN: 'Ez a nap a beépített naptár része (törvényi ünnep vagy ismert rendelet); nem törölhető.',
  DEADLINE_FEED_REVOKED: 'Ezt a naptárhivatkozást visszavonták. Kérj újat a Határidőnapló oldalon.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const deadlineErrorStatus = {
  DEADLINE_START_INVALID: 400,
  DEADLINE_LENGTH_INVALID: 400,
  COMPLIANCE_INACTIVE: 409,
  COMPLIANCE_OCCURRENCE_STALE: 409,
  DEADLINE_DOCUMENT_OTHER_MATTER: 400,
  CALENDAR_ENTRY_BUILT_IN: 409,
  DEADLINE_FEED_REVOKED: 410,
} satisfies Record<keyof typeof deadlineErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof deadlineErrorMessages, string> {}
}
