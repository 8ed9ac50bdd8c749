// The firm's public profile (issue 35 point 6, decision 0401): /app/company-info for its customers,
// edited by the firm's administrator in Beállítások. Hungarian messages for every rejected field.
import { z } from 'zod';
import { optionalHuField, phoneNumberSchema } from '../hu/hu.schemas';

/** "08:30": a time of day (24-hour clock). */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Az időpontot ÓÓ:PP alakban add meg (pl. 09:00).');

export const openingHoursEntrySchema = z
  .object({
    /** 1 = hétfő … 7 = vasárnap (ISO weekday). */
    weekday: z.number().int().min(1).max(7),
    opens: timeOfDay,
    closes: timeOfDay,
  })
  .refine((e) => e.opens < e.closes, { message: 'A zárás ideje legyen későbbi a nyitásénál.', path: ['closes'] });
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

export const openingHoursSchema = z
  .array(openingHoursEntrySchema)
  .max(7)
  .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, 'Egy napot csak egyszer adj meg.');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** Name, postal address, phone and web address of a conciliation board fit in a short paragraph. */
export const CONCILIATION_BOARD_MAX = 500;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Legfeljebb ${max} karakter lehet.`)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** A firm member shown as one of its lawyers: practice areas and kamarai azonosító (the name is read from the account). */
export const firmLawyerEntrySchema = z.object({
  userId: z.string().min(1).max(100),
  practiceAreas: z.array(z.string().trim().min(1, 'A szakterület nem lehet üres.').max(80)).max(12, 'Legfeljebb 12 szakterület adható meg.'),
  chamberId: z
    .string()
    .trim()
    .max(40)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
});
export type FirmLawyerEntry = z.output<typeof firmLawyerEntrySchema>;

export const companyProfileBodySchema = z.object({
  seat: z.string().trim().min(1, 'Add meg az iroda székhelyét.').max(200, 'Legfeljebb 200 karakter lehet.'),
  email: z
    .string()
    .trim()
    .max(254)
    .nullable()
    .optional()
    .transform((v) => (v ? v.toLowerCase() : null))
    .refine((v) => v === null || z.email().safeParse(v).success, 'Érvénytelen e-mail-cím.'),
  phone: optionalHuField(phoneNumberSchema),
  website: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), 'A weboldal címe http:// vagy https:// kezdetű legyen.'),
  openingHours: openingHoursSchema,
  hoursNote: optionalText(300),
  barAssociation: optionalText(120),
  barRegistrationNumber: optionalText(60),
  /** The board at the firm's seat: name, postal address, phone, web (Fgytv. 17/A. § (8)); any consumer may turn to it. */
  conciliationBoard: optionalText(CONCILIATION_BOARD_MAX),
  about: optionalText(2000),
  lawyers: z
    .array(firmLawyerEntrySchema)
    .max(50)
    .refine((ls) => new Set(ls.map((l) => l.userId)).size === ls.length, 'Egy ügyvédet csak egyszer adj meg.'),
});
export type CompanyProfileBody = z.input<typeof companyProfileBodySchema>;

export const companyInfoLawyerSchema = z.object({ userId: z.string(), name: z.string(), practiceAreas: z.array(z.string()), chamberId: z.string().nullable() });

/** What a customer (and the firm, in settings) reads. `configured` is false until the administrator saves the profile once. */
export const companyInfoSchema = z.object({
  name: z.string(),
  configured: z.boolean(),
  seat: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  openingHours: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
  hoursNote: z.string().nullable(),
  barAssociation: z.string().nullable(),
  barRegistrationNumber: z.string().nullable(),
  conciliationBoard: z.string().nullable(),
  about: z.string().nullable(),
  lawyers: z.array(companyInfoLawyerSchema),
  updatedAt: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;
