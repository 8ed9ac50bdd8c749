// Error codes of the opportunities and CRM modules; merged into the shared catalogue (shared/errors/errors.ts).
export const opportunityErrorMessages = {
  OPPORTUNITY_STAGE_NOT_FOUND: 'A kiválasztott szakasz nem található.',
  OPPORTUNITY_CONTACT_NOT_FOUND: 'A kiválasztott névjegy nem található.',
  OPPORTUNITY_OWNER_NOT_STAFF: 'A lehetőség felelőse csak a céged ügyvédje vagy munkatársa lehet.',
  OPPORTUNITY_CLIENT_REQUIRED: 'Válassz névjegyet, vagy add meg a leendő ügyfél nevét.',
  OPPORTUNITY_WIN_REQUIRED: 'A megnyert szakaszba a „Megnyerés” gombbal kerül a lehetőség: ekkor jön létre az ügyfél és az ügy.',
  OPPORTUNITY_ALREADY_WON: 'Ez a lehetőség már megnyert: ügy tartozik hozzá, ezért nem mozgatható és nem törölhető.',
  OPPORTUNITY_WIN_NEEDS_CASES: 'A megnyeréshez ügyet is nyitni kell: ehhez ügynyitási jogosultság szükséges.',
  OPPORTUNITY_STAGE_IN_USE: 'Ebben a szakaszban lehetőségek vannak: előbb helyezd át őket.',
  OPPORTUNITY_STAGE_LAST_OF_KIND: 'Legalább egy folyamatban lévő, egy megnyert és egy elvesztett szakasznak maradnia kell.',
  OPPORTUNITY_STAGE_NAME_TAKEN: 'Ilyen nevű szakasz már van.',
  OPPORTUNITY_STAGE_ORDER_MISMATCH: 'A sorrendnek a cég összes szakaszát pontosan egyszer kell tartalmaznia.',
  OPPORTUNITY_STAGE_KIND_IN_USE: 'Lehetőségeket tartalmazó szakasz típusa nem változtatható.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const opportunityErrorStatus = {
  OPPORTUNITY_STAGE_NOT_FOUND: 400,
  OPPORTUNITY_CONTACT_NOT_FOUND: 400,
  OPPORTUNITY_OWNER_NOT_STAFF: 400,
  OPPORTUNITY_CLIENT_REQUIRED: 400,
  OPPORTUNITY_WIN_REQUIRED: 409,
  OPPORTUNITY_ALREADY_WON: 409,
  OPPORTUNITY_WIN_NEEDS_CASES: 403,
  OPPORTUNITY_STAGE_IN_USE: 409,
  OPPORTUNITY_STAGE_LAST_OF_KIND: 409,
  OPPORTUNITY_STAGE_NAME_TAKEN: 409,
  OPPORTUNITY_STAGE_ORDER_MISMATCH: 400,
  OPPORTUNITY_STAGE_KIND_IN_USE: 409,
} satisfies Record<keyof typeof opportunityErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof opportunityErrorMessages, string> {}
}
