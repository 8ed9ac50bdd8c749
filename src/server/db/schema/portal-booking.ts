// Appointment booking of the customer portal (issue 35 point 3, decisions 0357–0359). The firm
// publishes each lawyer's weekly hours and exceptions and its appointment types; a customer books a
// free slot for one of their clients. No double booking is the database's job: an exclusion
// constraint (hand-written in the migration, btree_gist) refuses two active bookings of one lawyer
// whose blocked ranges – the meeting plus its buffer – overlap, so parallel requests cannot both
// win (23P01 → 409 BOOKING_SLOT_TAKEN). Local times are stored as local wall-clock "HH:MM" with the
// firm's zone (Europe/Budapest); bookings as instants.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgPolicy, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { appointmentModes, bookingStatuses } from '@shared/client-portal/booking.schemas';
import { users } from './auth';
import { parentRef, stampedAt, tenantIdColumn as tenantId, userRef, uuidPrimaryKey as id } from './columns';
import { contacts } from './contacts';
import { matters } from './matters';
import { appRole } from './rls';

const inTenant = 'tenant_id = (select vi_request_tenant())';
/** The firm's staff and the system (vi_portal_contacts() is null for them), not a customer. */
const staff = '(select vi_portal_contacts()) is null';
/** Everyone of the firm reads the published settings (the slot list needs them); only staff write. */
const publishedPolicies = (table: string) => [
  pgPolicy(`${table}_read`, { as: 'permissive', for: 'select', to: appRole, using: sql.raw(inTenant) }),
  pgPolicy(`${table}_staff_insert`, { as: 'permissive', for: 'insert', to: appRole, withCheck: sql.raw(`${inTenant} and ${staff}`) }),
  pgPolicy(`${table}_staff_update`, { as: 'permissive', for: 'update', to: appRole, using: sql.raw(`${inTenant} and ${staff}`), withCheck: sql.raw(`${inTenant} and ${staff}`) }),
  pgPolicy(`${table}_staff_delete`, { as: 'permissive', for: 'delete', to: appRole, using: sql.raw(`${inTenant} and ${staff}`) }),
];

/** What a customer can book: "Első konzultáció, 60 perc, személyesen, 30 000 Ft". */
export const bookingAppointmentTypes = pgTable(
  'booking_appointment_types',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    description: text('description'),
    durationMinutes: smallint('duration_minutes').notNull(),
    /** Free time kept after the meeting (travel, notes); part of the blocked range. */
    bufferMinutes: smallint('buffer_minutes').notNull().default(0),
    mode: text('mode', { enum: appointmentModes }).notNull(),
    /** Gross price in forints; null = free of charge. */
    priceHuf: integer('price_huf'),
    /** The earliest a customer may book: now + this many hours. */
    minNoticeHours: smallint('min_notice_hours').notNull().default(2),
    /** A customer cancels or reschedules up to this many hours before the start. */
    cancelNoticeHours: smallint('cancel_notice_hours').notNull().default(24),
    active: boolean('active').notNull().default(true),
    createdAt: stampedAt(),
  },
  (t) => [index('booking_appointment_types_tenant_idx').on(t.tenantId), ...publishedPolicies('booking_appointment_types')],
).enableRLS();

/** A lawyer's weekly office hours, one row per window (a day may have two: 9–12, 13–17). */
export const bookingWeeklyHours = pgTable(
  'booking_weekly_hours',
  {
    id: id(),
    tenantId: tenantId(),
    lawyerId: parentRef('lawyer_id', () => users.id),
    /** ISO weekday: 1 = Monday … 7 = Sunday. */
    weekday: smallint('weekday').notNull(),
    /** Local wall-clock "HH:MM" in Europe/Budapest. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('booking_weekly_hours_lawyer_idx').on(t.tenantId, t.lawyerId), ...publishedPolicies('booking_weekly_hours')],
).enableRLS();

export const availabilityExceptionKinds = ['off', 'extra'] as const;

/** A date that differs from the week: closed (whole day or a window) or extra hours. */
export const bookingAvailabilityExceptions = pgTable(
  'booking_availability_exceptions',
  {
    id: id(),
    tenantId: tenantId(),
    lawyerId: parentRef('lawyer_id', () => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: availabilityExceptionKinds }).notNull(),
    /** Null with null end: the whole day (only for "off"). */
    startTime: text('start_time'),
    endTime: text('end_time'),
    note: text('note'),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [index('booking_exceptions_lawyer_date_idx').on(t.tenantId, t.lawyerId, t.date), ...publishedPolicies('booking_availability_exceptions')],
).enableRLS();

/** A customer's own bookings are those of their clients; staff see the firm's; one on a confidential matter is its team's (vi_matter_visible). */
const bookingVisible = sql.raw(`${inTenant} and (matter_id is null or vi_matter_visible(matter_id)) and (${staff} or array[contact_id] <@ (select vi_portal_contacts()))`);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    tenantId: tenantId(),
    lawyerId: parentRef('lawyer_id', () => users.id),
    typeId: text('type_id')
      .notNull()
      .references(() => bookingAppointmentTypes.id, { onDelete: 'restrict' }),
    /** The client the appointment is for. */
    contactId: parentRef('contact_id', () => contacts.id),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    bookedBy: userRef('booked_by'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end of the lawyer's busy time: ends_at + the type's buffer; the exclusion constraint's range is [starts_at, blocked_until). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: appointmentModes }).notNull(),
    priceHuf: integer('price_huf'),
    note: text('note'),
    status: text('status', { enum: bookingStatuses }).notNull().default('confirmed'),
    /** iTIP SEQUENCE of the invitation: +1 on every reschedule and on the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: userRef('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** The 24-hour reminder went out (claimed once, decision 0154). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('bookings_lawyer_start_idx').on(t.tenantId, t.lawyerId, t.startsAt),
    index('bookings_contact_idx').on(t.contactId, t.startsAt),
    index('bookings_matter_idx').on(t.matterId),
    pgPolicy('bookings_visible', { as: 'permissive', for: 'all', to: appRole, using: bookingVisible, withCheck: bookingVisible }),
  ],
).enableRLS();

export type BookingRow = typeof bookings.$inferSelect;
export type AppointmentTypeRow = typeof bookingAppointmentTypes.$inferSelect;
