// Error codes of the customer portal; merged into the shared catalogue (shared/errors/errors.ts).
export const portalErrorMessages = {
  PORTAL_NO_CLIENT: 'A fiókod még nincs ügyfélhez kapcsolva, ezért nem tudsz üzenetet küldeni. Kérd az irodát, hogy kapcsolja össze.',
  PORTAL_CLIENT_REQUIRED: 'Válaszd ki, melyik ügyfél nevében írsz.',
  PORTAL_THREAD_CLOSED: 'Ez az üzenetváltás lezárult. Indíts új üzenetet.',
  COMPLAINT_STATUS_CHANGE: 'A panasz ebből az állapotból nem tehető át ebbe (beérkezett → folyamatban → megválaszolva → lezárva).',
  COMPLAINT_CLOSED: 'A panasz le van zárva, már nem válaszolható meg újra.',
  PORTAL_ASSIGNEE_INVALID: 'Az üzenetváltást csak az iroda olyan munkatársára lehet bízni, aki az ügyet láthatja.',
} as const;
