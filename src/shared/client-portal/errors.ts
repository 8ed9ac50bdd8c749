// Error codes of the customer portal; merged into the shared catalogue (shared/errors/errors.ts).
// The booking codes live beside the booking rules; the catalogue finds them through this file.
export { bookingErrorMessages, bookingErrorStatus } from './booking-errors';

export const portalErrorMessages = {
  PORTAL_NO_CLIENT: 'A fiókod még nincs ügyfélhez kapcsolva, ezért nem tudsz üzenetet küldeni. Kérd az irodát, hogy kapcsolja össze.',
  PORTAL_CLIENT_REQUIRED: 'Válaszd ki, melyik ügyfél nevében írsz.',
  PORTAL_THREAD_CLOSED: 'Ez az üzenetváltás lezárult. Indíts új üzenetet.',
  COMPLAINT_STATUS_CHANGE: 'A panasz ebből az állapotból nem tehető át ebbe (beérkezett → folyamatban → megválaszolva → lezárva).',
  COMPLAINT_CLOSED: 'A panasz le van zárva, már nem válaszolható meg újra.',
  PORTAL_ASSIGNEE_INVALID: 'Az üzenetváltást csak az iroda olyan munkatársára lehet bízni, aki az ügyet láthatja.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const portalErrorStatus = {
  PORTAL_NO_CLIENT: 409,
  PORTAL_CLIENT_REQUIRED: 400,
  PORTAL_THREAD_CLOSED: 409,
  COMPLAINT_STATUS_CHANGE: 409,
  COMPLAINT_CLOSED: 409,
  PORTAL_ASSIGNEE_INVALID: 400,
} satisfies Record<keyof typeof portalErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof portalErrorMessages, string> {}
}
