// Profile and settings (spec 3.1): name, avatar, firm name, specialties, language, theme.
import { z } from 'zod';

export { AVATAR_MAX_BYTES } from './limits';
export const avatarTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof avatarTypes)[number];

export const languages = ['hu', 'en'] as const;
export const themes = ['dark', 'light'] as const;
export const MAX_SPECIALTIES = 10;

export const profileSchema = z.object({
  /** The full name, Hungarian order (family name first). */
  name: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  firmName: z.string().nullable(),
  specialties: z.array(z.string()),
  /** False for accounts made by the seed or an invitation (no registration profile row). */
  hasRegistrationProfile: z.boolean(),
  /**
   * The firm the user works in (a firm administrator's or lawyer's membership), by the firm's own
   * name: the profile shows it instead of the free-text firm name; null for customers and the
   * platform's staff (decision 0495).
   */
  memberFirm: z.string().nullable(),
  /**
   * When the user accepted the terms and the privacy notice in force (legal_acceptances, decision
   * 0081); null while a document's current version is not accepted – only then does saving the
   * firm data of an account without a registration profile ask for the consent.
   */
  legalAcceptedAt: z.object({ terms: z.string().nullable(), privacy: z.string().nullable() }),
  language: z.enum(languages),
  theme: z.enum(themes),
});
export type Profile = z.infer<typeof profileSchema>;

const namePart = (required: string, tooLong: string) => z.string().trim().min(1, required).max(80, tooLong);

export const updateProfileBodySchema = z
  .object({
    /** A full name in Hungarian order, split by the rule of person-name.ts; or send the two parts. */
    name: z.string().trim().min(2, 'A név legalább 2 karakter.').max(120, 'A név legfeljebb 120 karakter.').optional(),
    familyName: namePart('A vezetéknév megadása kötelező.', 'A vezetéknév legfeljebb 80 karakter.').optional(),
    givenName: namePart('Az utónév megadása kötelező.', 'Az utónév legfeljebb 80 karakter.').optional(),
    firmName: z.string().trim().max(160, 'Az iroda neve legfeljebb 160 karakter.').nullable().optional(),
    specialties: z
      .array(z.string().trim().min(2, 'Egy szakterület legalább 2 karakter.').max(60, 'Egy szakterület legfeljebb 60 karakter.'))
      .max(MAX_SPECIALTIES, `Legfeljebb ${MAX_SPECIALTIES} szakterület adható meg.`)
      .optional(),
    language: z.enum(languages).optional(),
    theme: z.enum(themes).optional(),
    acceptTerms: z.boolean().optional(),
    acceptPrivacy: z.boolean().optional(),
  })
  .refine((body) => (body.familyName === undefined) === (body.givenName === undefined), {
    message: 'A vezetéknevet és az utónevet együtt kell megadni.',
    path: ['givenName'],
  });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
