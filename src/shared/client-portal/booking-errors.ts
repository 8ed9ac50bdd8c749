// Error codes of appointment booking (issue 35 point 3); merged into the shared catalogue (shared/errors/errors.ts).
export const bookingErrorMessages = {
  BOOKING_SLOT_TAKEN: 'Ez az időpont már foglalt. Válassz másik időpontot.',
  BOOKING_SLOT_UNAVAILABLE: 'Ez az időpont nem foglalható: kívül esik az ügyvéd fogadóidején, ünnepnapra esik, vagy túl közel van.',
  BOOKING_NOTICE_PASSED: 'A foglalás már nem mondható le és nem tehető át: a lemondási határidő lejárt. Keresd az irodát.',
  BOOKING_ALREADY_CANCELLED: 'Ez a foglalás már le van mondva.',
  BOOKING_RANGE_INVALID: 'A lekérdezett időszak legfeljebb 31 nap lehet, és a kezdete nem lehet a vége után.',
  BOOKING_TYPE_INACTIVE: 'Ez az időponttípus jelenleg nem foglalható.',
  BOOKING_NOT_LAWYER: 'Csak az iroda ügyvédjéhez vagy munkatársához lehet fogadóidőt és foglalást rögzíteni.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const bookingErrorStatus = {
  BOOKING_SLOT_TAKEN: 409,
  BOOKING_SLOT_UNAVAILABLE: 409,
  BOOKING_NOTICE_PASSED: 409,
  BOOKING_ALREADY_CANCELLED: 409,
  BOOKING_RANGE_INVALID: 400,
  BOOKING_TYPE_INACTIVE: 409,
  BOOKING_NOT_LAWYER: 400,
} satisfies Record<keyof typeof bookingErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof bookingErrorMessages, string> {}
}
