// Registration wizard (spec 2.6, 3.3, 5): one schema per step for the form's "Next", and the
// whole form for the server. Messages are the exact Hungarian texts of spec 5 where it gives them.
import { z } from 'zod';
import { emailSchema } from './auth.schemas';

export const userTypes = ['lawyer', 'customer'] as const;
export type UserType = (typeof userTypes)[number];
export const firmSizes = ['1', '2-5', '6-20', '21-50', '50+'] as const;
export const contactMethods = ['email', 'phone'] as const;
export const specialtyKeys = ['real_estate', 'corporate', 'family', 'labour', 'criminal', 'civil', 'tax', 'intellectual_property', 'administrative', 'data_protection'] as const;

export const registrationMessages = {
  passwordRequired: 'Jelszó megadása kötelező',
  passwordTooShort: 'A jelszónak legalább 8 karakter hosszúnak kell lennie',
  passwordComposition: 'A jelszónak tartalmaznia kell kisbetűt, nagybetűt és számot',
  confirmRequired: 'Jelszó megerősítése kötelező',
  passwordsDiffer: 'A jelszavak nem egyeznek',
  userTypeRequired: 'Válaszd ki a felhasználó típusát',
  fullNameRequired: 'Teljes név kötelező',
  fullNameTooShort: 'A névnek legalább 2 karakter hosszúnak kell lennie',
  firmNameRequired: 'Az iroda neve kötelező ügyvédek számára',
  companyNameRequired: 'A cégnév kötelező ügyfelek számára',
  lawyerEmailOrCodeRequired: 'Add meg az ügyvéded emailcímét vagy a meghívókódot',
  phoneInvalid: 'Érvénytelen telefonszám',
  termsRequired: 'Az általános szerződési feltételek elfogadása kötelező',
  privacyRequired: 'Az adatvédelmi tájékoztató elfogadása kötelező',
  tooLong: 'Túl hosszú érték',
} as const;

const m = registrationMessages;
const optionalText = (max: number) => z.string().trim().max(max, { error: m.tooLong }).optional().default('');

/** Spec 5's registration password rule (also used when changing or resetting a password). */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(8, { error: m.passwordTooShort })
  .max(128, { error: m.tooLong })
  .refine((p) => /\p{Ll}/u.test(p) && /\p{Lu}/u.test(p) && /\d/.test(p), { error: m.passwordComposition });

const basicFields = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  confirmPassword: z.string({ error: m.confirmRequired }).min(1, { error: m.confirmRequired }),
  userType: z.enum(userTypes, { error: m.userTypeRequired }),
});

const personalFields = z.object({
  userType: z.enum(userTypes, { error: m.userTypeRequired }),
  fullName: z.string({ error: m.fullNameRequired }).trim().min(1, { error: m.fullNameRequired }).min(2, { error: m.fullNameTooShort }).max(120, { error: m.tooLong }),
  barMembershipId: optionalText(40),
  firmName: optionalText(160),
  firmAddress: optionalText(240),
  phoneNumber: z
    .string()
    .trim()
    .max(30, { error: m.tooLong })
    .refine((v) => v === '' || /^\+?[\d\s()/-]{6,}$/.test(v), { error: m.phoneInvalid })
    .optional()
    .default(''),
  specialties: z.array(z.enum(specialtyKeys)).max(specialtyKeys.length).optional().default([]),
  firmSize: z.enum(firmSizes).optional(),
  companyName: optionalText(160),
  preferredContactMethod: z.enum(contactMethods).optional().default('email'),
  hasExistingLawyer: z.boolean().optional().default(false),
  lawyerEmailOrCode: optionalText(200),
});

type PersonalValues = z.infer<typeof personalFields>;

/** The rules that depend on the user type. */
function personalRuleErrors(v: PersonalValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (v.userType === 'lawyer' && !v.firmName) errors.firmName = m.firmNameRequired;
  if (v.userType === 'customer' && !v.companyName) errors.companyName = m.companyNameRequired;
  if (v.userType === 'customer' && v.hasExistingLawyer && !v.lawyerEmailOrCode) errors.lawyerEmailOrCode = m.lawyerEmailOrCodeRequired;
  return errors;
}

const termsFields = z.object({
  acceptTerms: z.literal(true, { error: m.termsRequired }),
  acceptPrivacy: z.literal(true, { error: m.privacyRequired }),
  marketingConsent: z.boolean().optional().default(false),
  newsletterConsent: z.boolean().optional().default(false),
});

/** The whole form as the server receives it (confirmPassword is checked, not stored). */
export const registrationSchema = z
  .object({
    ...basicFields.shape,
  })
  .extend(personalFields.shape)
  .extend(termsFields.shape)
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordsDiffer });
    for (const [path, message] of Object.entries(personalRuleErrors(v))) ctx.addIssue({ code: 'custom', path: [path], message });
  });

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;

export const registrationResponseSchema = z.object({ success: z.literal(true), message: z.string(), email: z.string() });

/** Field -> first message, for forms and the API's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'general';
    fields[key] ??= issue.message;
  }
  return fields;
}

export const registrationSteps = [1, 2, 3] as const;
export type RegistrationStep = (typeof registrationSteps)[number];

/**
 * Field errors of one wizard step (spec 2.6: Next only when the step is valid). Field rules and
 * the cross-field rules (matching passwords, firm/company name by user type) are checked together.
 */
export function validateRegistrationStep(step: RegistrationStep, values: Record<string, unknown>): Record<string, string> {
  const errors = (() => {
    if (step === 1) {
      const r = basicFields.safeParse(values);
      return r.success ? {} : fieldErrors(r.error);
    }
    if (step === 2) {
      const r = personalFields.safeParse(values);
      return r.success ? personalRuleErrors(r.data) : fieldErrors(r.error);
    }
    const r = termsFields.safeParse(values);
    return r.success ? {} : fieldErrors(r.error);
  })();
  if (step === 1 && !errors.confirmPassword && typeof values.confirmPassword === 'string' && values.confirmPassword !== values.password) {
    errors.confirmPassword = m.passwordsDiffer;
  }
  return errors;
}
