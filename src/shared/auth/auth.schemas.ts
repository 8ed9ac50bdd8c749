import { z } from 'zod';

/** Spec 5: e-mail is required and must look like an address, with these exact messages. */
export const emailSchema = z
  .string({ error: 'Email cím kötelező' })
  .trim()
  .min(1, { error: 'Email cím kötelező' })
  .pipe(z.email({ error: 'Érvénytelen email cím formátum' }));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Jelszó megadása kötelező' }).min(1, { error: 'Jelszó megadása kötelező' }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The second sign-in step: the authenticator app's 6-digit code (better-auth checks it). */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'A kód 6 számjegyből áll.' }),
});

/** Turning two-factor sign-in on or off asks for the account's password (better-auth checks it). */
export const twoFactorPasswordSchema = z.object({
  password: z.string({ error: 'Jelszó megadása kötelező' }).min(1, { error: 'Jelszó megadása kötelező' }),
});
