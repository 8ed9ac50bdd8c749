// Error codes of the hospitality module; merged into the shared catalogue (shared/errors/errors.ts).
export const hospitalityErrorMessages = {
  HOSPITALITY_OVERBOOKED: 'A kiválasztott egység erre az időszakra már foglalt (legalább egy éjszaka ütközik).',
  HOSPITALITY_UNIT_BLOCKED: 'A kiválasztott egység ebben az időszakban nem kiadható (üzemen kívül vagy karbantartás alatt).',
  HOSPITALITY_UNIT_NOT_FOUND: 'A kiválasztott szálláshely-egység nem található.',
  HOSPITALITY_PROPERTY_NOT_FOUND: 'A kiválasztott szálláshely nem található.',
  HOSPITALITY_RATE_PLAN_NOT_FOUND: 'A kiválasztott árazás nem található.',
  HOSPITALITY_MIN_STAY: 'A foglalás rövidebb, mint az árazás minimális tartózkodási ideje.',
  HOSPITALITY_CAPACITY: 'A vendégek száma meghaladja a kiválasztott egységek férőhelyét.',
  HOSPITALITY_STALE: 'A foglalást közben valaki más módosította. Töltsd újra, és próbáld meg ismét.',
  HOSPITALITY_STATUS_MOVE: 'A foglalás jelenlegi állapotából ez a lépés nem lehetséges.',
  HOSPITALITY_NOT_EDITABLE: 'Megérkezett vagy lezárt foglalás dátumai és egységei már nem módosíthatók; szobacserét a bejelentkezett foglalásnál indíthatsz.',
  HOSPITALITY_UNIT_DIRTY: 'Az egység nincs kitakarítva (vagy üzemen kívül van). Bejelentkeztetni csak kifejezett felülbírálással lehet.',
  HOSPITALITY_CHECK_IN_DATE: 'Bejelentkezni legkorábban az érkezés napján lehet.',
  HOSPITALITY_GUESTS_REQUIRED: 'A bejelentkezéshez minden vendég adatait meg kell adni.',
  HOSPITALITY_ROOM_CHANGE_UNIT: 'A szobacsere célja egy másik, a foglaláshoz még nem tartozó egység legyen.',
  HOSPITALITY_UNIT_IN_USE: 'Az egységhez foglalás tartozik, ezért nem törölhető; archiválhatod.',
  HOSPITALITY_FOLIO_EMPTY: 'A foliónak nincs még számlázatlan tétele.',
  HOSPITALITY_PAYER_REQUIRED: 'Válaszd ki, kinek szól a számla (vendég vagy cég).',
  HOSPITALITY_NTAK_NOT_CONFIGURED: 'Nincs beállítva NTAK-tanúsítvány: add meg a hitelesítő és az aláíró tanúsítványt a kulcsaikkal.',
  HOSPITALITY_NTAK_CERTIFICATE: 'A tanúsítvány vagy a kulcs nem olvasható, vagy nem egymáshoz tartozik.',
  HOSPITALITY_NTAK_NOT_REJECTED: 'Csak elutasított NTAK-üzenet küldhető be újra.',
  HOSPITALITY_BLOCK_OVERLAP: 'Az egységnek erre az időszakra már van üzemen kívüli időszaka.',
  HOSPITALITY_BLOCK_HAS_STAYS: 'Az egységre ebben az időszakban foglalás van: előbb tedd át másik egységre.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const hospitalityErrorStatus = {
  HOSPITALITY_OVERBOOKED: 409,
  HOSPITALITY_UNIT_BLOCKED: 409,
  HOSPITALITY_UNIT_NOT_FOUND: 404,
  HOSPITALITY_PROPERTY_NOT_FOUND: 404,
  HOSPITALITY_RATE_PLAN_NOT_FOUND: 404,
  HOSPITALITY_MIN_STAY: 400,
  HOSPITALITY_CAPACITY: 400,
  HOSPITALITY_STALE: 409,
  HOSPITALITY_STATUS_MOVE: 409,
  HOSPITALITY_NOT_EDITABLE: 409,
  HOSPITALITY_UNIT_DIRTY: 409,
  HOSPITALITY_CHECK_IN_DATE: 409,
  HOSPITALITY_GUESTS_REQUIRED: 400,
  HOSPITALITY_ROOM_CHANGE_UNIT: 400,
  HOSPITALITY_UNIT_IN_USE: 409,
  HOSPITALITY_FOLIO_EMPTY: 409,
  HOSPITALITY_PAYER_REQUIRED: 400,
  HOSPITALITY_NTAK_NOT_CONFIGURED: 409,
  HOSPITALITY_NTAK_CERTIFICATE: 400,
  HOSPITALITY_NTAK_NOT_REJECTED: 409,
  HOSPITALITY_BLOCK_OVERLAP: 409,
  HOSPITALITY_BLOCK_HAS_STAYS: 409,
} satisfies Record<keyof typeof hospitalityErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof hospitalityErrorMessages, string> {}
}
