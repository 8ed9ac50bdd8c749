// Error codes of the time-tracking module; merged into the shared catalogue (shared/errors/errors.ts).
export const timeTrackingErrorMessages = {
  TIME_ENTRY_LOCKED: 'Ez az időbejegyzés már számlázva van, ezért nem módosítható és nem törölhető. Csak a számla sztornózása oldja fel.',
  TIME_ENTRY_MATTER_NOT_FOUND: 'A kiválasztott ügy nem található, vagy nincs hozzáférésed.',
  TIME_ENTRY_NOT_OWN: 'Más munkatárs időbejegyzését csak az iroda adminisztrátora módosíthatja.',
  TIMER_ALREADY_RUNNING: 'Már fut egy stopper. Állítsd le, vagy válts át az új ügyre.',
  TIMER_NOT_RUNNING: 'Nincs futó stopper.',
  TIMER_TOO_SHORT: 'A stopper egy percnél rövidebb ideig futott. Rögzítsd 1 percként, vagy vesd el.',
  TIME_RATE_INVALID: 'Az óradíj forintban egész szám, euróban legfeljebb két tizedesjegy lehet.',
  TIME_RATE_TARGET_NOT_FOUND: 'Az óradíjhoz megadott ügy, ügyfél vagy munkatárs nem található.',
  TIME_ENTRY_INVOICE_CONFLICT: 'A bejegyzések egy része már másik számlán szerepel, vagy nem számlázható.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const timeTrackingErrorStatus = {
  TIME_ENTRY_LOCKED: 409,
  TIME_ENTRY_MATTER_NOT_FOUND: 400,
  TIME_ENTRY_NOT_OWN: 403,
  TIMER_ALREADY_RUNNING: 409,
  TIMER_NOT_RUNNING: 409,
  TIMER_TOO_SHORT: 409,
  TIME_RATE_INVALID: 400,
  TIME_RATE_TARGET_NOT_FOUND: 400,
  TIME_ENTRY_INVOICE_CONFLICT: 409,
} satisfies Record<keyof typeof timeTrackingErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof timeTrackingErrorMessages, string> {}
}
