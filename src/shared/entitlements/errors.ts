// Error codes of plans, entitlements, usage and credits; merged into the shared catalogue
// (shared/errors/errors.ts) so the API's `{ code, message }` covers them.
export const billingErrorMessages = {
  AGENTS_LIMIT_EXCEEDED: 'Elérted az AI ügynökök havi limitjét. A folytatáshoz válts magasabb csomagra, vagy fizess kreditből!',
  AUTOMATIONS_LIMIT_EXCEEDED: 'Elérted az automatizációk havi limitjét. A folytatáshoz válts magasabb csomagra, vagy fizess kreditből!',
  FEATURE_NOT_INCLUDED: 'Ez a funkció nem része a csomagodnak. Válts magasabb csomagra!',
  UNKNOWN_ACTION: 'Ismeretlen művelet.',
  INSUFFICIENT_CREDITS: 'Nincs elég kredited ehhez a művelethez.',
  CREDIT_SPEND_FORBIDDEN: 'A cég kreditjeit csak a cégadminisztrátor használhatja fel. Kérd meg, hogy váltson magasabb csomagra.',
  PLAN_NOT_FOUND: 'A kért csomag nem található.',
  SAME_PLAN: 'Ez a csomag már aktív a cégednél.',
  PLAN_CHANGE_PENDING: 'Már van folyamatban lévő csomagváltásod. Előbb fizesd ki a díjbekérőt, vagy vond vissza a kérést.',
  REQUEST_NOT_PENDING: 'Ez a kérés már lezárult, nem módosítható.',
  UPGRADE_REQUEST_NOT_NEEDED: 'A csomagot te magad is válthatod a Csomagok oldalon.',
  PLATFORM_BILLING_DETAILS_MISSING:
    'A díjbekérő most nem állítható ki, mert a platform üzemeltetőjének számlázási adatai (név, adószám, bank, bankszámlaszám) még nincsenek megadva. A platform adminisztrátora a Platform számlázás oldalon adhatja meg őket; addig semmi nem változott.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const billingErrorStatus = {
  AGENTS_LIMIT_EXCEEDED: 403,
  AUTOMATIONS_LIMIT_EXCEEDED: 403,
  FEATURE_NOT_INCLUDED: 403,
  UNKNOWN_ACTION: 400,
  INSUFFICIENT_CREDITS: 402,
  CREDIT_SPEND_FORBIDDEN: 403,
  PLAN_NOT_FOUND: 404,
  SAME_PLAN: 409,
  PLAN_CHANGE_PENDING: 409,
  REQUEST_NOT_PENDING: 409,
  UPGRADE_REQUEST_NOT_NEEDED: 409,
  PLATFORM_BILLING_DETAILS_MISSING: 409,
} satisfies Record<keyof typeof billingErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof billingErrorMessages, string> {}
}
