// Error codes of the deadlines module (issue 18); merged into the shared catalogue (shared/errors/errors.ts).
export const deadlineErrorMessages = {
  DEADLINE_START_INVALID: 'A kezdőnap érvénytelen dátum.',
  DEADLINE_LENGTH_INVALID: 'A határidő hossza nem megfelelő.',
  DEADLINE_FEED_REVOKED: 'Ezt a naptárhivatkozást visszavonták. Kérj újat a Határidőnapló oldalon.',
} as const;
