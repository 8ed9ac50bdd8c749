// Request and response shapes of the account flows (spec 7.2): verification, resend, forgot
// and reset password, password change, sessions. Shared by the routes and the client.
import { z } from 'zod';
import { emailSchema } from './auth.schemas';
import { MIN_RESET_SCORE, scorePassword } from './password-strength';
import { accountMessages } from './account-messages';

export { accountMessages };

const am = accountMessages;

/** A password that passes spec 5's reset rule: strength score at least 3. */
export const strongPasswordSchema = z
  .string({ error: am.resetPasswordRequired })
  .min(1, { error: am.resetPasswordRequired })
  .max(128, { error: 'Túl hosszú érték' })
  .refine((p) => scorePassword(p).score >= MIN_RESET_SCORE, { error: am.resetPasswordWeak });

export const verifyEmailBodySchema = z.object({ token: z.string({ error: am.verificationTokenMissing }).trim().min(1, { error: am.verificationTokenMissing }).max(200) });
export const verifyEmailResponseSchema = z.object({ success: z.boolean(), message: z.string(), email: z.string().optional() });

export const resendVerificationBodySchema = z.object({
  email: z.string({ error: am.resendEmailRequired }).trim().min(1, { error: am.resendEmailRequired }).pipe(emailSchema),
});
export const resendVerificationResponseSchema = z.object({ success: z.boolean(), message: z.string(), canResendAt: z.string() });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const simpleResultSchema = z.object({ success: z.boolean(), message: z.string() });

export const resetTokenBodySchema = z.object({ token: z.string().trim().max(200).optional().default('') });
/** `firstPassword`: the link of an invitation, setting the account's first password (decision 0330). */
export const validateResetTokenResponseSchema = z.object({ isValid: z.boolean(), email: z.string().optional(), firstPassword: z.boolean().optional(), error: z.string().optional() });

function confirmMatches<T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: am.passwordsDiffer });
}

export const resetPasswordBodySchema = z
  .object({
    token: z.string().trim().max(200).optional().default(''),
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: am.resetConfirmRequired }).min(1, { error: am.resetConfirmRequired }),
  })
  .superRefine(confirmMatches);

export const updatePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: am.currentPasswordRequired }).min(1, { error: am.currentPasswordRequired }).max(128),
    password: strongPasswordSchema,
    confirmPassword: z.string({ error: am.resetConfirmRequired }).min(1, { error: am.resetConfirmRequired }),
  })
  .superRefine(confirmMatches);

export const sessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const sessionListSchema = z.object({ sessions: z.array(sessionSchema) });
export type AccountSession = z.infer<typeof sessionSchema>;

export const demoAccountSchema = z.object({ email: z.string(), name: z.string(), roles: z.array(z.string()) });
export const demoAccountListSchema = z.object({ accounts: z.array(demoAccountSchema) });
export const demoSignInBodySchema = z.object({ email: emailSchema });
export type DemoAccount = z.infer<typeof demoAccountSchema>;

/** Fills `{name}` placeholders of the messages above. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}
