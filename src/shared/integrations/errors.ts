// Error codes of webhooks and the integrations page (issue 36.4–5, decisions 0425–0429); merged into the shared catalogue.
export const webhookErrorMessages = {
  WEBHOOK_NOT_FOUND: 'A webhook-végpont nem található.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'A kézbesítés nem található.',
  WEBHOOK_URL_FORBIDDEN: 'Erre a címre nem küldhetünk webhookot: belső hálózati, helyi vagy nem nyilvános cím (vagy nem HTTPS).',
  WEBHOOK_LIMIT_REACHED: 'Egy irodának legfeljebb 20 webhook-végpontja lehet.',
  WEBHOOK_URL_TAKEN: 'Erre a címre már van webhook-végpontja az irodának: egy címre egy végpont küldhet (különben minden üzenet kétszer érkezne).',
  WEBHOOK_DISABLED: 'A végpont ki van kapcsolva: előbb kapcsold be újra.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const webhookErrorStatus = {
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_URL_FORBIDDEN: 400,
  WEBHOOK_LIMIT_REACHED: 409,
  WEBHOOK_URL_TAKEN: 409,
  WEBHOOK_DISABLED: 409,
} satisfies Record<keyof typeof webhookErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof webhookErrorMessages, string> {}
}
