// Error codes of API keys and the public API (issue 36.2–3); merged into the shared catalogue.
export const apiKeyErrorMessages = {
  API_KEY_INVALID: 'Az API-kulcs érvénytelen, lejárt vagy visszavonták.',
  API_KEY_SCOPE_NOT_HELD: 'Olyan jogosultságot nem adhatsz egy API-kulcsnak, amellyel te magad sem rendelkezel.',
  API_KEY_NOT_FOUND: 'Az API-kulcs nem található.',
  API_KEY_REVOKED: 'Az API-kulcsot már visszavonták.',
  API_ACCESS_NOT_INCLUDED: 'Az API-hozzáférés a Haladó és a Profi csomag része. Válts magasabb csomagra!',
  API_CURSOR_INVALID: 'A lapozási jel (cursor) érvénytelen.',
  IDEMPOTENCY_KEY_INVALID: 'Az Idempotency-Key fejléc 1–255 látható ASCII-karakter legyen (idézőjelek között is megadható).',
  IDEMPOTENCY_KEY_REUSED: 'Ezt az Idempotency-Key értéket már egy másik tartalmú kéréshez használtad. Új kéréshez új kulcsot adj meg.',
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 'Egy kérés ugyanezzel az Idempotency-Key értékkel még folyamatban van. Próbáld újra néhány másodperc múlva.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const apiKeyErrorStatus = {
  API_KEY_INVALID: 401,
  API_KEY_SCOPE_NOT_HELD: 403,
  API_KEY_NOT_FOUND: 404,
  API_KEY_REVOKED: 409,
  API_ACCESS_NOT_INCLUDED: 403,
  API_CURSOR_INVALID: 400,
  IDEMPOTENCY_KEY_INVALID: 400,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_REQUEST_IN_PROGRESS: 409,
} satisfies Record<keyof typeof apiKeyErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof apiKeyErrorMessages, string> {}
}
