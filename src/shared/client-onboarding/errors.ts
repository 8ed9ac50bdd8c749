// Error codes of client onboarding; merged into the shared catalogue (shared/errors/errors.ts).
export const onboardingErrorMessages = {
  ONBOARDING_SHARE_INVALID: 'A tulajdoni hányad 0-nál nagyobb és legfeljebb 100% lehet.',
  ONBOARDING_SHARES_OVER_100: 'A tényleges tulajdonosok hányadainak összege legfeljebb 100% lehet.',
  ONBOARDING_KIND_MISMATCH: 'Az azonosító adatok fajtája (személy vagy szervezet) nem egyezik az átvilágításéval.',
  ONBOARDING_NOT_EDITABLE: 'Ez az átvilágítás már nem módosítható (beküldték vagy lezárták).',
  ONBOARDING_INCOMPLETE: 'Az átvilágítás hiányos: töltsd ki a megjelölt lépéseket.',
  ONBOARDING_NOT_SUBMITTED: 'Csak beküldött átvilágítás hagyható jóvá vagy utasítható el.',
  ONBOARDING_NOT_APPROVED: 'Az üzleti kapcsolat vége csak jóváhagyott ügyfélnél rögzíthető.',
  ONBOARDING_DOCUMENT_NOT_FOUND: 'A kiválasztott dokumentum nem található.',
  CLIENT_NOT_FOUND: 'Az ügyfél nem található.',
  CLIENT_EMAIL_MISSING: 'Az ügyfél névjegyén nincs e-mail-cím: előbb add meg, hogy meghívhasd az ügyfélportálra.',
  CLIENT_ACCESS_NOT_FOUND: 'Ennek a felhasználónak nincs hozzáférése az ügyfélportálhoz.',
} as const;

/** The HTTP status each code is answered with (plugins/error-status.ts gathers these). */
export const onboardingErrorStatus = {
  ONBOARDING_SHARE_INVALID: 400,
  ONBOARDING_SHARES_OVER_100: 400,
  ONBOARDING_KIND_MISMATCH: 400,
  ONBOARDING_NOT_EDITABLE: 409,
  ONBOARDING_INCOMPLETE: 400,
  ONBOARDING_NOT_SUBMITTED: 409,
  ONBOARDING_NOT_APPROVED: 409,
  ONBOARDING_DOCUMENT_NOT_FOUND: 400,
  CLIENT_NOT_FOUND: 404,
  CLIENT_EMAIL_MISSING: 400,
  CLIENT_ACCESS_NOT_FOUND: 404,
} satisfies Record<keyof typeof onboardingErrorMessages, number>;

declare module '../errors/errors' {
  interface ModuleErrorMessages extends Record<keyof typeof onboardingErrorMessages, string> {}
}
