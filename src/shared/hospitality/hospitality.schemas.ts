// The /api/hospitality shapes (issue 37): one schema per form, used by the route and the client.
import { z } from 'zod';
import { isoDateStringSchema } from '../dates/iso-date.schema';
import { VAT_CODES } from '../invoice-generator/vat';
import { CHARGE_CATEGORIES, DOCUMENT_TYPES, GENDERS, MARKET_SEGMENTS, NTAK_UNIT_TYPES, PAYMENT_OPTIONS, PROPERTY_TYPES, SALES_CHANNELS, TOURIST_TAX_EXEMPTIONS } from './codes';
import { RESERVATION_STATUSES } from './reservation-status';

const id = z.string().min(1).max(100);
const text = (max: number, message: string) => z.string().trim().min(1, { error: message }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const int = (min: number, max: number, message: string) => z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
const huf = int(0, 100_000_000, 'Az összeg 0 és 100 000 000 Ft közötti egész szám.');
const country = z.string().regex(/^([A-Z]{2}|other)$/, { error: 'Kétbetűs országkód (pl. HU, DE) vagy „other”.' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Időpont ÓÓ:PP alakban.' });

export const touristTaxRuleSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('per_night'), amountHuf: int(1, 10_000, 'Az adó vendégéjszakánként 1 és 10 000 Ft közötti egész szám.') }),
  z.object({ mode: z.literal('percent'), percent: z.number().positive({ error: 'Az adó mértéke pozitív.' }).max(4, { error: 'Az adó legfeljebb a szállásdíj 4%-a lehet (Htv. 33. §).' }) }),
]);

export const cancellationTermsSchema = z.object({
  freeUntilDays: int(0, 365, 'Az ingyenes lemondás határideje 0 és 365 nap közötti egész szám.'),
  penaltyPercent: int(0, 100, 'A lemondási díj 0 és 100% közötti egész szám.'),
});

export const propertyBodySchema = z.object({
  name: text(200, 'Add meg a szálláshely nevét.'),
  type: z.enum(PROPERTY_TYPES),
  address: z.object({
    postalCode: z.string().regex(/^\d{4}$/, { error: 'A magyar irányítószám négy számjegy.' }),
    city: text(100, 'Add meg a települést.'),
    addressLine: text(200, 'Add meg a címet (utca, házszám).'),
  }),
  ntakRegistrationNumber: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}\d{8}$/, { error: 'Az NTAK-regisztrációs szám két nagybetű és nyolc számjegy (pl. MA23001234).' })
    .nullish()
    .transform((v) => v ?? null),
  touristTax: touristTaxRuleSchema,
  cancellationTerms: cancellationTermsSchema,
  checkInTime: time.default('14:00'),
  checkOutTime: time.default('10:00'),
  operatingSince: isoDateStringSchema.nullish().transform((v) => v ?? null),
});
export type PropertyBody = z.input<typeof propertyBodySchema>;

export const unitBodySchema = z.object({
  propertyId: id,
  name: text(60, 'Add meg az egység számát vagy nevét.'),
  building: z.string().trim().min(1).max(20).default('a'),
  ntakType: z.enum(NTAK_UNIT_TYPES),
  capacity: int(1, 100, 'A férőhely 1 és 100 közötti egész szám.'),
  singleBeds: int(0, 50, 'Az ágyak száma 0 és 50 közötti egész szám.').default(0),
  doubleBeds: int(0, 50, 'Az ágyak száma 0 és 50 közötti egész szám.').default(0),
  extraBeds: int(0, 50, 'Az ágyak száma 0 és 50 közötti egész szám.').default(0),
  position: int(0, 10_000, 'A sorrend 0 és 10 000 közötti egész szám.').default(0),
});
export type UnitBody = z.input<typeof unitBodySchema>;

const rateSeasonSchema = z
  .object({
    startsOn: isoDateStringSchema,
    endsOn: isoDateStringSchema,
    price: huf,
    weekdayPrices: z.array(huf.nullable()).length(7).default([null, null, null, null, null, null, null]),
    minStay: int(1, 60, 'A minimális tartózkodás 1 és 60 éjszaka közötti.').default(1),
  })
  .refine((s) => s.endsOn >= s.startsOn, { error: 'A szezon vége nem lehet a kezdete előtt.', path: ['endsOn'] });

export const ratePlanBodySchema = z.object({
  propertyId: id,
  name: text(100, 'Add meg az árazás nevét.'),
  basePrice: huf,
  minStay: int(1, 60, 'A minimális tartózkodás 1 és 60 éjszaka közötti.').default(1),
  seasons: z.array(rateSeasonSchema).max(50).default([]),
  unitIds: z.array(id).max(500).default([]),
  isDefault: z.boolean().default(false),
});
export type RatePlanBody = z.input<typeof ratePlanBodySchema>;

export const unitBlockBodySchema = z
  .object({
    kind: z.enum(['out_of_order', 'out_of_service']),
    startsOn: isoDateStringSchema,
    /** The first day the unit is back (exclusive end, like a stay's departure). */
    endsOn: isoDateStringSchema,
    reason: text(300, 'Add meg az okát (pl. felújítás, vízkár).'),
  })
  .refine((b) => b.endsOn > b.startsOn, { error: 'A visszavétel napja a kezdet utáni nap legyen.', path: ['endsOn'] });

const reservationFields = {
  propertyId: id,
  unitIds: z.array(id).min(1, { error: 'Válassz legalább egy egységet.' }).max(50),
  arrival: isoDateStringSchema,
  departure: isoDateStringSchema,
  adults: int(1, 500, 'Legalább egy felnőtt vendég kell.'),
  childrenAges: z
    .array(int(0, 17, 'A gyermek életkora 0 és 17 év közötti.'))
    .max(50)
    .default([]),
  bookerName: text(200, 'Add meg a foglaló nevét.'),
  bookerEmail: z
    .email({ error: 'Érvénytelen e-mail-cím.' })
    .max(200)
    .nullish()
    .transform((v) => v ?? null),
  bookerPhone: optionalText(40),
  bookerNationality: country.default('HU'),
  payerContactId: id.nullish().transform((v) => v ?? null),
  ratePlanId: id.nullish().transform((v) => v ?? null),
  /** An agreed gross total instead of the rate plan's price. */
  accommodationTotal: huf.nullish().transform((v) => v ?? null),
  salesChannel: z.enum(SALES_CHANNELS),
  marketSegment: z.enum(MARKET_SEGMENTS),
  cancellationTerms: cancellationTermsSchema.nullish().transform((v) => v ?? null),
  note: optionalText(2000),
};

const datesInOrder = (r: { arrival: string; departure: string }) => r.departure > r.arrival;
const datesMessage = { error: 'A távozás napja az érkezés utáni nap legyen.', path: ['departure'] };

export const createReservationBodySchema = z.object({ ...reservationFields, status: z.enum(['tentative', 'confirmed']).default('confirmed') }).refine(datesInOrder, datesMessage);
export type CreateReservationBody = z.input<typeof createReservationBodySchema>;

export const updateReservationBodySchema = z
  .object({ ...reservationFields, version: int(1, 1_000_000, 'Érvénytelen verzió.') })
  .omit({ propertyId: true })
  .refine(datesInOrder, datesMessage);
export type UpdateReservationBody = z.input<typeof updateReservationBodySchema>;

/** The calendar's drag or keyboard move: one stay to another unit and/or other dates. */
export const moveStayBodySchema = z.object({ stayId: id, unitId: id, arrival: isoDateStringSchema, departure: isoDateStringSchema, version: int(1, 1_000_000, 'Érvénytelen verzió.') }).refine(datesInOrder, datesMessage);
export type MoveStayBody = z.input<typeof moveStayBodySchema>;

export const statusBodySchema = z.object({ status: z.enum(['tentative', 'confirmed', 'no_show']), version: int(1, 1_000_000, 'Érvénytelen verzió.') });

export const cancelBodySchema = z.object({ reason: text(500, 'Add meg a lemondás okát.'), waiveFee: z.boolean().default(false), version: int(1, 1_000_000, 'Érvénytelen verzió.') });

/** The register's data of one guest at check-in (2016. évi CLVI. tv. 9/H. §) and NTAK's anonymous fields. */
export const guestCheckInSchema = z.object({
  unitId: id,
  familyName: text(100, 'Add meg a vendég családi nevét.'),
  givenName: text(100, 'Add meg a vendég utónevét.'),
  birthName: optionalText(200),
  birthPlace: text(100, 'Add meg a születési helyet.'),
  birthDate: isoDateStringSchema,
  gender: z.enum(GENDERS),
  nationality: country,
  mothersBirthName: optionalText(200),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: text(40, 'Add meg az okmány számát.'),
  /** Third-country nationals: visa or residence permit number, date and place of entry. */
  visaNumber: optionalText(40),
  entryDate: isoDateStringSchema.nullish().transform((v) => v ?? null),
  entryPlace: optionalText(100),
  residenceCountry: country,
  residencePostcode: text(12, 'Add meg a lakóhely irányítószámát.'),
  residenceCity: text(100, 'Add meg a lakóhely települését.'),
  residenceAddress: text(200, 'Add meg a lakcímet.'),
  touristTaxExemption: z
    .enum(TOURIST_TAX_EXEMPTIONS)
    .nullish()
    .transform((v) => v ?? null),
});
export type GuestCheckIn = z.input<typeof guestCheckInSchema>;

export const checkInBodySchema = z.object({
  guests: z.array(guestCheckInSchema).min(1, { error: 'Legalább egy vendég adatai kellenek.' }).max(100),
  /** Check in even though a unit is not clean (the reason is logged). */
  override: z.boolean().default(false),
  overrideReason: optionalText(300),
  version: int(1, 1_000_000, 'Érvénytelen verzió.'),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const checkOutBodySchema = z.object({ version: int(1, 1_000_000, 'Érvénytelen verzió.') });

export const roomChangeBodySchema = z.object({
  fromUnitId: id,
  toUnitId: id,
  override: z.boolean().default(false),
  overrideReason: optionalText(300),
  version: int(1, 1_000_000, 'Érvénytelen verzió.'),
});

export const chargeBodySchema = z.object({
  description: text(200, 'Add meg a tétel megnevezését.'),
  category: z.enum(CHARGE_CATEGORIES).refine((c) => c !== 'SZALLASDIJ' && c !== 'IFA', { error: 'Szállásdíjat és idegenforgalmi adót a rendszer számol.' }),
  serviceDate: isoDateStringSchema,
  quantity: z.number().positive({ error: 'A mennyiség pozitív.' }).max(10_000),
  unitPrice: huf,
  vatCode: z.enum(VAT_CODES),
});
export type ChargeBody = z.input<typeof chargeBodySchema>;

export const folioPaymentBodySchema = z.object({
  kind: z.enum(['deposit', 'payment']),
  paidOn: isoDateStringSchema,
  amount: int(1, 100_000_000, 'Az összeg 1 és 100 000 000 Ft közötti egész szám.'),
  method: z.enum(PAYMENT_OPTIONS),
  note: optionalText(300),
});

export const folioInvoiceBodySchema = z.object({
  /** The booker / a guest as a private person, or a company contact. */
  payer: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('booker'),
      address: z.object({ postalCode: text(12, 'Add meg az irányítószámot.'), city: text(100, 'Add meg a települést.'), addressLine: text(200, 'Add meg a címet.'), country: country.default('HU') }),
    }),
    z.object({ kind: z.literal('contact'), contactId: id }),
  ]),
  paymentMethod: z.enum(['TRANSFER', 'CASH', 'CARD']).default('CARD'),
  issue: z.boolean().default(true),
});
export type FolioInvoiceBody = z.input<typeof folioInvoiceBodySchema>;

export const housekeepingStateBodySchema = z.object({
  state: z.enum(['clean', 'dirty', 'inspected', 'out_of_service', 'out_of_order']),
  note: optionalText(300),
});

export const housekeepingTaskBodySchema = z.object({
  date: isoDateStringSchema,
  assigneeId: id.nullable().optional(),
  done: z.boolean().optional(),
});

export const ntakSettingsBodySchema = z.object({
  environment: z.enum(['test', 'live']),
  authCertificate: z.string().trim().min(1, { error: 'Add meg a hitelesítő tanúsítványt (PEM).' }).max(20_000),
  authKey: z.string().trim().max(20_000).optional(),
  signingCertificate: z.string().trim().min(1, { error: 'Add meg az aláíró tanúsítványt (PEM).' }).max(20_000),
  signingKey: z.string().trim().max(20_000).optional(),
});

export const listReservationsQuerySchema = z.object({
  propertyId: id.optional(),
  status: z.enum([...RESERVATION_STATUSES, 'active', 'all']).default('active'),
  from: isoDateStringSchema.optional(),
  to: isoDateStringSchema.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const calendarQuerySchema = z.object({ propertyId: id, from: isoDateStringSchema, to: isoDateStringSchema }).refine((q) => q.to > q.from, { error: 'A „to” a „from” utáni nap legyen.', path: ['to'] });

// Years 1000–9999, as IsoDate: the month's first and last day must be dates.
export const monthQuerySchema = z.object({ propertyId: id.optional(), month: z.string().regex(/^[1-9]\d{3}-(0[1-9]|1[0-2])$/, { error: 'Hónap ÉÉÉÉ-HH alakban.' }) });
