// zod's own e-mail pattern (`z.email()`'s default, zod/v4/core regexes.email), written out so the
// sign-in route checks an address exactly as the shared schemas do without carrying zod (decision
// 0442; a hyphen at the end of a class needs no escape). email-pattern.test.ts fails when zod's
// pattern changes.
export const emailPattern = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
