/** Error codes of the contacts module (spread into errorMessages). */
export const contactErrorMessages = {
  CONTACT_LINK_INVALID: 'A kapcsolt szervezet nem található ebben a cégben.',
  CONTACT_KIND_CHANGE: 'Egy névjegy típusa (személy vagy szervezet) utólag nem változtatható.',
  CONTACT_MERGE_SAME: 'Egy névjegyet nem lehet önmagával összevonni.',
  CONTACT_MERGE_KIND: 'Csak azonos típusú névjegyek vonhatók össze (személy személlyel, szervezet szervezettel).',
  CONTACT_IMPORT_EMPTY: 'A fájlban nincs importálható sor (az első sor a fejléc).',
  CONTACT_IMPORT_TOO_LARGE: 'Egy fájlban legfeljebb 2000 névjegy importálható.',
  CONTACT_IMPORT_INVALID: 'A fájl hibás sorokat tartalmaz, ezért egyetlen névjegyet sem importáltunk. Javítsd a jelzett sorokat, és próbáld újra.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const contactErrorStatus = {
  CONTACT_LINK_INVALID: 400,
  CONTACT_KIND_CHANGE: 409,
  CONTACT_MERGE_SAME: 400,
  CONTACT_MERGE_KIND: 409,
  CONTACT_IMPORT_EMPTY: 400,
  CONTACT_IMPORT_TOO_LARGE: 400,
  CONTACT_IMPORT_INVALID: 400,
} satisfies Record<keyof typeof contactErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof contactErrorMessages, string> {}
}
