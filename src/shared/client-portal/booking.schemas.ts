// The booking shapes (issue 35 point 3, decisions 0357–0359): what the firm publishes (appointment
// types, weekly hours, exceptions), the customer's free slots and bookings, and the lawyer's calendar.
import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date';
import { parseClock } from '../dates/zoned-time';

export const appointmentModes = ['in_person', 'online', 'phone'] as const;
export type AppointmentMode = (typeof appointmentModes)[number];
export const appointmentModeLabels: Readonly<Record<AppointmentMode, string>> = { in_person: 'Személyesen', online: 'Online', phone: 'Telefonon' };

export const bookingStatuses = ['confirmed', 'cancelled'] as const;
export const bookingStatusLabels: Readonly<Record<(typeof bookingStatuses)[number], string>> = { confirmed: 'Visszaigazolva', cancelled: 'Lemondva' };

/** How far ahead a customer may book, and the longest slot query. */
export const BOOKING_HORIZON_DAYS = 90;
export const SLOT_QUERY_MAX_DAYS = 31;

const isoDate = z.string().refine(isIsoDate, 'Adj meg egy valós dátumot (ÉÉÉÉ-HH-NN).');
const clock = z.string().refine((v) => parseClock(v) !== null, 'Az időpont formája ÓÓ:PP (pl. 09:30).');
const id = z.string().trim().min(1).max(100);
const instant = z.iso.datetime({ offset: true, message: 'Adj meg egy időpontot (ISO 8601, időzónával).' });

export const appointmentTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  mode: z.enum(appointmentModes),
  priceHuf: z.number().int().nullable(),
  minNoticeHours: z.number().int(),
  cancelNoticeHours: z.number().int(),
  active: z.boolean(),
});
export type AppointmentType = z.infer<typeof appointmentTypeSchema>;

export const appointmentTypeBodySchema = z.object({
  name: z.string().trim().min(1, 'Add meg a típus nevét.').max(120),
  description: z.string().trim().max(1000).nullish(),
  durationMinutes: z.number().int().min(5, 'Legalább 5 perc.').max(480, 'Legfeljebb 8 óra.'),
  bufferMinutes: z.number().int().min(0).max(240).default(0),
  mode: z.enum(appointmentModes),
  priceHuf: z.number().int().min(0).max(100_000_000).nullish(),
  minNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(2),
  cancelNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  active: z.boolean().default(true),
});
export type AppointmentTypeBody = z.output<typeof appointmentTypeBodySchema>;

export const weeklyWindowSchema = z
  .object({ weekday: z.number().int().min(1).max(7), startTime: clock, endTime: clock })
  .refine((w) => (parseClock(w.startTime) ?? 0) < (parseClock(w.endTime) ?? 0) && w.startTime !== '24:00', { message: 'A kezdés legyen a befejezés előtt.', path: ['endTime'] });

export const availabilityExceptionSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(['off', 'extra']),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string().nullable(),
});

export const availabilitySchema = z.object({
  lawyer: z.object({ id: z.string(), name: z.string() }),
  weekly: z.array(z.object({ weekday: z.number().int(), startTime: z.string(), endTime: z.string() })),
  exceptions: z.array(availabilityExceptionSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const availabilityQuerySchema = z.object({ lawyerId: id.optional() });

export const weeklyHoursBodySchema = z.object({
  lawyerId: id.optional(),
  weekly: z.array(weeklyWindowSchema).max(50),
});

export const exceptionBodySchema = z
  .object({
    lawyerId: id.optional(),
    date: isoDate,
    kind: z.enum(['off', 'extra']),
    startTime: clock.nullish(),
    endTime: clock.nullish(),
    note: z.string().trim().max(300).nullish(),
  })
  .refine((x) => (x.startTime == null) === (x.endTime == null), { message: 'Add meg a kezdést és a befejezést is, vagy egyiket se (egész nap).', path: ['endTime'] })
  .refine((x) => x.startTime == null || (parseClock(x.startTime) ?? 0) < (parseClock(x.endTime!) ?? 0), { message: 'A kezdés legyen a befejezés előtt.', path: ['endTime'] })
  .refine((x) => x.kind === 'off' || x.startTime != null, { message: 'A többletidőhöz add meg a kezdést és a befejezést.', path: ['startTime'] });
export type ExceptionBody = z.output<typeof exceptionBodySchema>;

export const bookingOptionsSchema = z.object({
  types: z.array(appointmentTypeSchema),
  lawyers: z.array(z.object({ id: z.string(), name: z.string() })),
  clients: z.array(z.object({ id: z.string(), name: z.string() })),
  matters: z.array(z.object({ id: z.string(), number: z.string(), title: z.string(), clientId: z.string(), responsibleLawyerId: z.string().nullable() })),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

/** Without a type or lawyer: the firm's first active type and first bookable lawyer (by name). */
export const slotQuerySchema = z.object({ typeId: id.optional(), lawyerId: id.optional(), from: isoDate, to: isoDate });

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** Local date and wall-clock start in Europe/Budapest. */
  date: z.string(),
  time: z.string(),
});
export const slotListSchema = z.object({ timeZone: z.string(), typeId: z.string().nullable(), lawyerId: z.string().nullable(), slots: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotListSchema>;

export const newBookingBodySchema = z.object({
  typeId: id,
  lawyerId: id,
  start: instant,
  clientId: id.optional(),
  matterId: id.nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type NewBookingBody = z.output<typeof newBookingBodySchema>;

export const cancelBookingBodySchema = z.object({ reason: z.string().trim().max(500).nullish() });
export const rescheduleBookingBodySchema = z.object({ start: instant });

export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  start: z.string(),
  end: z.string(),
  mode: z.enum(appointmentModes),
  priceHuf: z.number().int().nullable(),
  note: z.string().nullable(),
  type: z.object({ id: z.string(), name: z.string() }),
  lawyer: z.object({ id: z.string(), name: z.string() }),
  client: z.object({ id: z.string(), name: z.string() }),
  matter: z.object({ id: z.string(), number: z.string(), title: z.string() }).nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The customer may still cancel or reschedule it (before the type's notice period). */
  changeableUntil: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingFilters = ['upcoming', 'today', 'past', 'cancelled'] as const;
export type BookingFilter = (typeof bookingFilters)[number];
export const bookingListQuerySchema = z.object({ filter: z.enum(bookingFilters).default('upcoming') });
export const bookingListSchema = z.object({ items: z.array(bookingSchema) });
export type BookingList = z.infer<typeof bookingListSchema>;

export const calendarQuerySchema = z.object({ from: isoDate, to: isoDate, lawyerId: id.optional() });
export const calendarSchema = z.object({ lawyer: z.object({ id: z.string(), name: z.string() }), items: z.array(bookingSchema) });
export type BookingCalendar = z.infer<typeof calendarSchema>;
