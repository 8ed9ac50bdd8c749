// Error codes of automations (issue 36.1); merged into the shared catalogue.
export const automationErrorMessages = {
  AUTOMATION_NOT_FOUND: 'Az automatizálási szabály nem található.',
  AUTOMATION_ACTION_NOT_ALLOWED: 'Olyan műveletet nem adhatsz egy szabálynak, amelyre te magad sem vagy jogosult.',
  AUTOMATION_EVENT_NOT_FOUND: 'A kiválasztott esemény nem található, vagy nem ennek a szabálynak az eseménye.',
  AUTOMATION_NO_MATTER: 'Az eseményhez nem tartozik ügy, és a műveletnél sincs ügy megadva.',
  AUTOMATION_AUTHOR_GONE: 'A szabály létrehozója már nem tagja az irodának; a szabály nem futhat a nevében.',
  AUTOMATION_WEBHOOK_UNAVAILABLE: 'A kiválasztott webhook-végpont nem létezik, ki van kapcsolva, vagy az Integrációk modul nincs telepítve.',
  AUTOMATION_NO_RECIPIENT_EMAIL: 'Az ügy ügyfelének nincs e-mail-címe, így a levél nem küldhető el.',
  AUTOMATION_CONTACT_INVALID: 'A szabály által kitöltött névjegyadatok hibásak.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const automationErrorStatus = {
  AUTOMATION_NOT_FOUND: 404,
  AUTOMATION_ACTION_NOT_ALLOWED: 403,
  AUTOMATION_EVENT_NOT_FOUND: 404,
  AUTOMATION_NO_MATTER: 422,
  AUTOMATION_AUTHOR_GONE: 409,
  AUTOMATION_WEBHOOK_UNAVAILABLE: 422,
  AUTOMATION_NO_RECIPIENT_EMAIL: 422,
  AUTOMATION_CONTACT_INVALID: 422,
} satisfies Record<keyof typeof automationErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof automationErrorMessages, string> {}
}
