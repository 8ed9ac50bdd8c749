// The shapes of the NTAK accommodation messages as we send them (decision 0345), one zod schema
// each: the builders' output type and what the test double checks. Field names follow the NTAK.guru
// wrapper's documentation of NTAK's objects; every code value is NTAK's Hungarian one. The official
// PMS interface document was not available here, so the JSON names may differ from NTAK's own —
// the values (codes, UTC times, HUF amounts, the reservation number) are the facts NTAK needs.
import { z } from 'zod';
import { CHARGE_CATEGORIES, GENDERS, MARKET_SEGMENTS, NTAK_UNIT_TYPES, PAYMENT_OPTIONS, SALES_CHANNELS, TOURIST_TAX_STATUSES } from '@shared/hospitality/codes';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** "2026-07-01 12:30:00", UTC. */
const utcTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const country = z.string().regex(/^([A-Z]{2}|other)$/);
const amount = z.number().int().min(0);

export const ntakUnitSchema = z.object({
  type: z.enum(NTAK_UNIT_TYPES),
  building: z.string().min(1),
  number: z.string().min(1),
  singleBedCount: z.number().int().min(0),
  doubleBedCount: z.number().int().min(0),
  trundleBedCount: z.number().int().min(0),
});
export type NtakUnit = z.infer<typeof ntakUnitSchema>;

export const ntakGuestSchema = z.object({
  guestNumber: z.string().min(1),
  gender: z.enum(GENDERS),
  yearOfBirth: z.number().int().min(1901),
  nationalityCountryCode: country,
  residenceCountryCode: country,
  residencePostCode: z.string().min(1).max(12),
  touristTaxStatus: z.enum(TOURIST_TAX_STATUSES),
});
export type NtakGuest = z.infer<typeof ntakGuestSchema>;

export const ntakLoadSchema = z.object({
  date: utcTime,
  amount,
  category: z.enum(CHARGE_CATEGORIES),
  isTouristTax: z.boolean(),
  taxPercentage: z.number().int().min(0).max(27),
});
export const ntakExpenseSchema = z.object({ date: utcTime, amount, paymentOption: z.enum(PAYMENT_OPTIONS) });

export const reservationMessageSchema = z.object({
  reservationNumber: z.string().min(1),
  arrival: day,
  departure: day,
  cancelled: z.boolean(),
  guestCount: z.number().int().min(1),
  marketSegment: z.enum(MARKET_SEGMENTS),
  salesChannel: z.enum(SALES_CHANNELS),
  reservedAt: utcTime,
  occurredAt: utcTime,
  grossAmount: amount,
  nationality: country,
  bookedResidentialUnits: z.array(z.object({ type: z.enum(NTAK_UNIT_TYPES), capacity: z.number().int().min(1) })).min(1),
});

export const checkInMessageSchema = z.object({ reservationNumber: z.string().min(1), occurredAt: utcTime, guests: z.array(ntakGuestSchema).min(1), occupiedResidentialUnit: ntakUnitSchema });
export const checkOutMessageSchema = z.object({ reservationNumber: z.string().min(1), occurredAt: utcTime, guests: z.array(ntakGuestSchema).min(1), abandonedResidentialUnit: ntakUnitSchema });
export const roomChangeMessageSchema = z.object({
  reservationNumber: z.string().min(1),
  occurredAt: utcTime,
  guests: z.array(ntakGuestSchema).min(1),
  abandonedResidentialUnit: ntakUnitSchema,
  occupiedResidentialUnit: ntakUnitSchema,
});

const unitSales = {
  residentialUnit: ntakUnitSchema,
  salesChannel: z.enum(SALES_CHANNELS),
  marketSegment: z.enum(MARKET_SEGMENTS),
  reservationNumber: z.string().min(1),
  loads: z.array(ntakLoadSchema),
  expenses: z.array(ntakExpenseSchema),
};

export const dailyCloseMessageSchema = z.discriminatedUnion('accommodationNotOperating', [
  z.object({
    accommodationNotOperating: z.literal(false),
    closedDay: day,
    residentialUnits: z.object({ all: z.number().int().min(0), ooo: z.number().int().min(0), oos: z.number().int().min(0), occupied: z.number().int().min(0), available: z.number().int().min(0) }),
    residentialUnitNights: z.array(z.object({ ...unitSales, guests: z.array(ntakGuestSchema).min(1), dayUse: z.boolean() })),
    checkOutDaySales: z.array(z.object(unitSales)),
    otherLoads: z.array(ntakLoadSchema),
    otherExpenses: z.array(ntakExpenseSchema),
    outOfOrderResidentialUnits: z.array(ntakUnitSchema),
  }),
  z.object({ accommodationNotOperating: z.literal(true), closedDay: day, residentialUnits: z.object({ all: z.number().int().min(0) }) }),
]);

export type ReservationMessage = z.infer<typeof reservationMessageSchema>;
export type CheckInMessage = z.infer<typeof checkInMessageSchema>;
export type CheckOutMessage = z.infer<typeof checkOutMessageSchema>;
export type RoomChangeMessage = z.infer<typeof roomChangeMessageSchema>;
export type DailyCloseMessage = z.infer<typeof dailyCloseMessageSchema>;

export type NtakMessageKind = 'FOGLALAS' | 'BEJELENTKEZES' | 'KIJELENTKEZES' | 'SZOBAVALTOZAS' | 'NAPI_ZARAS';

/** The test double's (and our client's) path of each message kind. */
export const NTAK_PATHS: Record<NtakMessageKind, string> = {
  FOGLALAS: 'foglalas',
  BEJELENTKEZES: 'bejelentkezes',
  KIJELENTKEZES: 'kijelentkezes',
  SZOBAVALTOZAS: 'szobavaltozas',
  NAPI_ZARAS: 'napizaras',
};

export const NTAK_SCHEMAS: Record<NtakMessageKind, z.ZodType> = {
  FOGLALAS: reservationMessageSchema,
  BEJELENTKEZES: checkInMessageSchema,
  KIJELENTKEZES: checkOutMessageSchema,
  SZOBAVALTOZAS: roomChangeMessageSchema,
  NAPI_ZARAS: dailyCloseMessageSchema,
};

/** NTAK's answer to an accepted or refused message. */
export const ntakAnswerSchema = z.object({
  uzenetAzonosito: z.string(),
  ntakAzonosito: z.string().nullable(),
  statusz: z.enum(['ELFOGADVA', 'ELUTASITVA']),
  hibak: z.array(z.object({ kod: z.string(), uzenet: z.string() })),
});
export type NtakAnswer = z.infer<typeof ntakAnswerSchema>;

/** "2026-07-01T12:30:00.000Z" → "2026-07-01 12:30:00" (NTAK's UTC format). */
export function ntakTime(at: Date): string {
  return at.toISOString().slice(0, 19).replace('T', ' ');
}
