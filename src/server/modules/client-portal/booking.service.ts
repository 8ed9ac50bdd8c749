// Booking an appointment (issue 35 point 3, decisions 0357–0358). The customer books for one of
// their own clients (portal_users; RLS holds the same), a slot the lawyer's published hours offer
// (generateSlots, Europe/Budapest); whether it is still free is not checked here but decided by
// the exclusion constraint of `bookings` at insert, so 50 parallel requests give one booking and 49
// × 409 BOOKING_SLOT_TAKEN on both engines – there is no check-then-insert race to lose.
// Cancelling and rescheduling are the customer's until the type's notice period; the firm may
// cancel any time. Each change is audited and emits an appointment.* event (ids and times only).
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween, todayInBudapest, type IsoDate } from '@shared/dates/iso-date';
import { BUDAPEST, formatClock, instantsOfWallClock, toZonedIso, wallClockOf } from '@shared/dates/zoned-time';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { generateSlots, type BusyRange, type Slot } from '@shared/client-portal/booking-slots';
import {
  BOOKING_HORIZON_DAYS,
  SLOT_QUERY_MAX_DAYS,
  type AppointmentType,
  type Booking,
  type BookingCalendar,
  type BookingFilter,
  type BookingList,
  type BookingOptions,
  type NewBookingBody,
  type SlotList,
} from '@shared/client-portal/booking.schemas';
import { type PersonActor, authorize } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { serverCalendar } from '../../calendar/server-calendar';
import { bookingAppointmentTypes, bookingAvailabilityExceptions, bookings, bookingWeeklyHours, contacts, matterParties, matters, tenants, users, type BookingRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError, notFound } from '../../lib/domain-error';
import type { OutgoingMail } from '../../mail/mailer';
import { bookingCancelledMail, bookingChangedForLawyerMail, bookingConfirmationMail, bookingReminderMail, bookingRescheduledMail, type MailContent } from '../../mail/templates';
import { resultRows } from '../../db/client';
import { isExclusionViolation } from '../../db/pg-errors';
import { appointmentType, appointmentTypes, firmStaff, lawyerFor, type Person } from './booking-settings.service';
import { ownClients, ownMatters } from './client-portal.service';
import { bookingIcs } from './booking-ics';
import { BOOKING_REMINDER_LEAD_MS, bookingReminderJob } from './booking-reminder.job-def';
import { enqueue } from '../../jobs/enqueue';
import './booking.events';

const HOUR = 3_600_000;

/** The lawyer's busy ranges in a window, of every client (vi_booking_busy: times only, migration 0058). */
async function busyRanges(tx: TenantTx, lawyerId: string, from: Date, to: Date): Promise<BusyRange[]> {
  const list = resultRows<{ starts_at: string | Date; blocked_until: string | Date }>(
    await tx.execute(sql`select starts_at, blocked_until from vi_booking_busy(${lawyerId}, ${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`),
  );
  return list.map((r) => ({ start: new Date(r.starts_at), end: new Date(r.blocked_until) }));
}

interface SlotInput {
  lawyerId: string;
  type: AppointmentType;
  from: IsoDate;
  to: IsoDate;
  now: Date;
  withBusy: boolean;
}

/** The lawyer's slots for a type between two local dates, by the published hours, the calendar and (optionally) the busy time. */
async function slotsFor(tx: TenantTx, tenantId: string, q: SlotInput): Promise<Slot[]> {
  const [weekly, exceptions, calendar] = [
    await tx
      .select({ weekday: bookingWeeklyHours.weekday, startTime: bookingWeeklyHours.startTime, endTime: bookingWeeklyHours.endTime })
      .from(bookingWeeklyHours)
      .where(and(eq(bookingWeeklyHours.tenantId, tenantId), eq(bookingWeeklyHours.lawyerId, q.lawyerId))),
    await tx
      .select({ date: bookingAvailabilityExceptions.date, kind: bookingAvailabilityExceptions.kind, startTime: bookingAvailabilityExceptions.startTime, endTime: bookingAvailabilityExceptions.endTime })
      .from(bookingAvailabilityExceptions)
      .where(
        and(eq(bookingAvailabilityExceptions.tenantId, tenantId), eq(bookingAvailabilityExceptions.lawyerId, q.lawyerId), gte(bookingAvailabilityExceptions.date, q.from), lte(bookingAvailabilityExceptions.date, q.to)),
      ),
    await serverCalendar(tx),
  ];
  const windowStart = instantsOfWallClock(q.from, 0, BUDAPEST)[0] ?? new Date(`${q.from}T00:00:00Z`);
  const windowEnd = new Date((instantsOfWallClock(addDays(q.to, 1), 0, BUDAPEST)[0] ?? new Date(`${q.to}T23:59:59Z`)).getTime() + 12 * HOUR);
  const busy = q.withBusy ? await busyRanges(tx, q.lawyerId, windowStart, windowEnd) : [];
  // Nothing beyond the booking horizon.
  const last = addDays(todayInBudapest(q.now), BOOKING_HORIZON_DAYS);
  if (q.from > last) return [];
  return generateSlots({
    from: q.from,
    to: q.to < last ? q.to : last,
    durationMinutes: q.type.durationMinutes,
    bufferMinutes: q.type.bufferMinutes,
    weekly,
    exceptions,
    calendar,
    busy,
    earliest: new Date(q.now.getTime() + q.type.minNoticeHours * HOUR),
  });
}

/** A lawyer a customer may book: firm staff with published weekly hours. */
async function bookableLawyers(tx: TenantTx, tenantId: string): Promise<Person[]> {
  const rows = await tx
    .selectDistinct({ id: users.id, name: users.name })
    .from(bookingWeeklyHours)
    .innerJoin(users, eq(users.id, bookingWeeklyHours.lawyerId))
    .where(eq(bookingWeeklyHours.tenantId, tenantId))
    .orderBy(asc(users.name));
  const staff = await Promise.all(rows.map((r) => firmStaff(tx, tenantId, r.id)));
  return staff.filter((p): p is Person => p !== null);
}

export async function bookingOptions(tx: TenantTx, actor: PersonActor): Promise<BookingOptions> {
  authorize(actor, 'canBookAppointment');
  const clients = await ownClients(tx, actor);
  const own = await ownMatters(
    tx,
    actor,
    clients.map((c) => c.id),
  );
  const clientOf = own.length
    ? await tx
        .select({ matterId: matterParties.matterId, contactId: matterParties.contactId })
        .from(matterParties)
        .where(
          and(
            eq(matterParties.role, 'client'),
            inArray(
              matterParties.matterId,
              own.map((m) => m.id),
            ),
            inArray(
              matterParties.contactId,
              clients.map((c) => c.id),
            ),
          ),
        )
    : [];
  const matterRows = own.filter((m) => m.status === 'open' || m.status === 'in_progress');
  return {
    types: await appointmentTypes(tx, actor.tenantId, true),
    lawyers: await bookableLawyers(tx, actor.tenantId),
    clients,
    matters: matterRows.map((m) => ({ id: m.id, number: m.number, title: m.title, clientId: clientOf.find((c) => c.matterId === m.id)?.contactId ?? clients[0]!.id, responsibleLawyerId: m.responsibleLawyerId })),
  };
}

async function bookableType(tx: TenantTx, tenantId: string, typeId: string): Promise<AppointmentType> {
  const type = await appointmentType(tx, tenantId, typeId);
  if (!type.active) throw new DomainError('BOOKING_TYPE_INACTIVE');
  return type;
}

async function bookableLawyer(tx: TenantTx, tenantId: string, lawyerId: string): Promise<Person> {
  const lawyer = await firmStaff(tx, tenantId, lawyerId);
  if (!lawyer) throw notFound();
  return lawyer;
}

export async function freeSlots(tx: TenantTx, actor: PersonActor, q: { typeId?: string; lawyerId?: string; from: IsoDate; to: IsoDate }, now = new Date()): Promise<SlotList> {
  authorize(actor, 'canBookAppointment');
  if (q.to < q.from || daysBetween(q.from, q.to) >= SLOT_QUERY_MAX_DAYS) throw new DomainError('BOOKING_RANGE_INVALID');
  const type = q.typeId ? await bookableType(tx, actor.tenantId, q.typeId) : (await appointmentTypes(tx, actor.tenantId, true))[0];
  const lawyer = q.lawyerId ? await bookableLawyer(tx, actor.tenantId, q.lawyerId) : (await bookableLawyers(tx, actor.tenantId))[0];
  const answer = { timeZone: BUDAPEST, typeId: type?.id ?? null, lawyerId: lawyer?.id ?? null };
  const today = todayInBudapest(now);
  const from = q.from < today ? today : q.from;
  if (!type || !lawyer || q.to < from) return { ...answer, slots: [] };
  const slots = await slotsFor(tx, actor.tenantId, { lawyerId: lawyer.id, type, from, to: q.to, now, withBusy: true });
  return { ...answer, slots: slots.map((s) => ({ start: toZonedIso(s.start), end: toZonedIso(s.end), date: s.date, time: s.time })) };
}

/** The slot the lawyer's hours offer at exactly `start` (busy time aside: the constraint decides that). */
async function offeredSlot(tx: TenantTx, tenantId: string, lawyerId: string, type: AppointmentType, start: Date, now: Date): Promise<Slot> {
  const date = todayInBudapest(start);
  const slots = await slotsFor(tx, tenantId, { lawyerId, type, from: date, to: date, now, withBusy: false });
  const slot = slots.find((s) => s.start.getTime() === start.getTime());
  if (!slot) throw new DomainError('BOOKING_SLOT_UNAVAILABLE');
  return slot;
}

/** Runs a write that may collide with another booking: 23P01 becomes "Ez az időpont már foglalt". */
async function claiming<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isExclusionViolation(error)) throw new DomainError('BOOKING_SLOT_TAKEN');
    throw error;
  }
}

/**
 * Schedules the booking's reminder for a day before its start, in the change's transaction (decision
 * 0420). A booking made or moved less than a day ahead gets none: its confirmation is that fresh.
 */
async function scheduleReminder(tx: TenantTx, tenantId: string, b: Pick<BookingRow, 'id' | 'sequence' | 'startsAt' | 'bookedBy'>, now: Date): Promise<void> {
  const runAt = new Date(b.startsAt.getTime() - BOOKING_REMINDER_LEAD_MS);
  if (runAt.getTime() <= now.getTime()) return;
  await enqueue(tx, bookingReminderJob, { bookingId: b.id, sequence: b.sequence }, { tenantId, key: `${b.id}:${b.sequence}`, runAt, actingUserId: b.bookedBy });
}

const eventOf = (b: Pick<BookingRow, 'id' | 'lawyerId' | 'contactId' | 'matterId' | 'startsAt' | 'endsAt'>) => ({
  bookingId: b.id,
  lawyerId: b.lawyerId,
  clientId: b.contactId,
  matterId: b.matterId,
  start: b.startsAt.toISOString(),
  end: b.endsAt.toISOString(),
});

export async function book(tx: TenantTx, actor: PersonActor, body: NewBookingBody, now = new Date()): Promise<{ id: string }> {
  authorize(actor, 'canBookAppointment');
  const clients = await ownClients(tx, actor);
  if (clients.length === 0) throw new DomainError('PORTAL_NO_CLIENT');
  const client = body.clientId ? clients.find((c) => c.id === body.clientId) : clients.length === 1 ? clients[0] : undefined;
  if (!client) throw body.clientId ? notFound() : new DomainError('PORTAL_CLIENT_REQUIRED');
  let matterId: string | null = null;
  if (body.matterId) {
    const own = await ownMatters(tx, actor, [client.id]);
    if (!own.some((m) => m.id === body.matterId)) throw notFound();
    matterId = body.matterId;
  }
  const type = await bookableType(tx, actor.tenantId, body.typeId);
  const lawyer = await bookableLawyer(tx, actor.tenantId, body.lawyerId);
  const slot = await offeredSlot(tx, actor.tenantId, lawyer.id, type, new Date(body.start), now);
  const [row] = await claiming(
    tx
      .insert(bookings)
      .values({
        tenantId: actor.tenantId,
        lawyerId: lawyer.id,
        typeId: type.id,
        contactId: client.id,
        matterId,
        bookedBy: actor.userId,
        startsAt: slot.start,
        endsAt: slot.end,
        blockedUntil: slot.blockedUntil,
        mode: type.mode,
        priceHuf: type.priceHuf,
        note: body.note ?? null,
      })
      .returning(),
  );
  await scheduleReminder(tx, actor.tenantId, row!, now);
  await audit(tx, actor, 'booking.create', { type: 'booking', id: row!.id }, { lawyerId: lawyer.id, clientId: client.id, matterId, start: row!.startsAt.toISOString() });
  await emit(tx, actor, 'appointment.booked', { type: 'booking', id: row!.id }, eventOf(row!));
  return { id: row!.id };
}

const bookingColumns = {
  row: bookings,
  typeName: bookingAppointmentTypes.name,
  cancelNoticeHours: bookingAppointmentTypes.cancelNoticeHours,
  lawyerName: users.name,
  clientName: contacts.name,
  matterNumber: matters.number,
  matterTitle: matters.title,
};

type BookingJoined = { row: BookingRow; typeName: string; cancelNoticeHours: number; lawyerName: string; clientName: string; matterNumber: string | null; matterTitle: string | null };

function bookingQuery(tx: TenantTx) {
  return tx
    .select(bookingColumns)
    .from(bookings)
    .innerJoin(bookingAppointmentTypes, eq(bookingAppointmentTypes.id, bookings.typeId))
    .innerJoin(users, eq(users.id, bookings.lawyerId))
    .innerJoin(contacts, eq(contacts.id, bookings.contactId))
    .leftJoin(matters, eq(matters.id, bookings.matterId));
}

function toBooking(j: BookingJoined): Booking {
  const b = j.row;
  return {
    id: b.id,
    status: b.status,
    start: toZonedIso(b.startsAt),
    end: toZonedIso(b.endsAt),
    mode: b.mode,
    priceHuf: b.priceHuf,
    note: b.note,
    type: { id: b.typeId, name: j.typeName },
    lawyer: { id: b.lawyerId, name: j.lawyerName },
    client: { id: b.contactId, name: j.clientName },
    matter: b.matterId && j.matterNumber ? { id: b.matterId, number: j.matterNumber, title: j.matterTitle ?? '' } : null,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    cancelReason: b.cancelReason,
    changeableUntil: new Date(b.startsAt.getTime() - j.cancelNoticeHours * HOUR).toISOString(),
  };
}

/** The customer's bookings: upcoming (default), today's, past or cancelled. */
export async function listOwnBookings(tx: TenantTx, actor: PersonActor, filter: BookingFilter, now = new Date()): Promise<BookingList> {
  authorize(actor, 'canBookAppointment');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  if (clientIds.length === 0) return { items: [] };
  const today = todayInBudapest(now);
  const dayStart = instantsOfWallClock(today, 0)[0]!;
  const dayEnd = instantsOfWallClock(addDays(today, 1), 0)[0]!;
  const own = and(eq(bookings.tenantId, actor.tenantId), inArray(bookings.contactId, clientIds));
  const confirmed = eq(bookings.status, 'confirmed');
  const where = {
    upcoming: and(own, confirmed, gte(bookings.endsAt, now)),
    today: and(own, confirmed, gte(bookings.startsAt, dayStart), lt(bookings.startsAt, dayEnd)),
    past: and(own, confirmed, lt(bookings.endsAt, now)),
    cancelled: and(own, eq(bookings.status, 'cancelled')),
  }[filter];
  const order = filter === 'upcoming' || filter === 'today' ? asc(bookings.startsAt) : desc(bookings.startsAt);
  const rows = await bookingQuery(tx).where(where).orderBy(order).limit(200);
  return { items: rows.map(toBooking) };
}

/** A booking of one of the customer's own clients, locked for the change; another's is 404. */
async function ownBookingForChange(tx: TenantTx, actor: PersonActor, id: string, now: Date): Promise<{ row: BookingRow; type: AppointmentType }> {
  authorize(actor, 'canBookAppointment');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  const [row] = clientIds.length
    ? await tx
        .select()
        .from(bookings)
        .where(and(eq(bookings.tenantId, actor.tenantId), eq(bookings.id, id), inArray(bookings.contactId, clientIds)))
        .for('update')
    : [];
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw new DomainError('BOOKING_ALREADY_CANCELLED');
  const type = await appointmentType(tx, actor.tenantId, row.typeId);
  if (now.getTime() > row.startsAt.getTime() - type.cancelNoticeHours * HOUR) throw new DomainError('BOOKING_NOTICE_PASSED');
  return { row, type };
}

async function markCancelled(tx: TenantTx, actor: PersonActor, row: BookingRow, reason: string | null, by: 'customer' | 'firm', now: Date) {
  await tx
    .update(bookings)
    .set({ status: 'cancelled', cancelledAt: now, cancelledBy: actor.userId, cancelReason: reason, sequence: row.sequence + 1, updatedAt: now })
    .where(eq(bookings.id, row.id));
  await audit(tx, actor, 'booking.cancel', { type: 'booking', id: row.id }, { by, start: row.startsAt.toISOString() });
  await emit(tx, actor, 'appointment.cancelled', { type: 'booking', id: row.id }, { ...eventOf(row), by });
}

export async function cancelOwnBooking(tx: TenantTx, actor: PersonActor, id: string, reason: string | null, now = new Date()): Promise<{ id: string }> {
  const { row } = await ownBookingForChange(tx, actor, id, now);
  await markCancelled(tx, actor, row, reason, 'customer', now);
  return { id };
}

/** Moves the booking to another offered slot of the same lawyer and type (the constraint decides whether it is free). */
export async function rescheduleOwnBooking(tx: TenantTx, actor: PersonActor, id: string, start: string, now = new Date()): Promise<{ id: string; previousStart: Date }> {
  const { row, type } = await ownBookingForChange(tx, actor, id, now);
  const slot = await offeredSlot(tx, actor.tenantId, row.lawyerId, type, new Date(start), now);
  await claiming(
    tx
      .update(bookings)
      .set({ startsAt: slot.start, endsAt: slot.end, blockedUntil: slot.blockedUntil, sequence: row.sequence + 1, remindedAt: null, updatedAt: now })
      .where(eq(bookings.id, row.id)),
  );
  // The earlier time's reminder finds the sequence moved on and sends nothing; the new time gets its own.
  await scheduleReminder(tx, actor.tenantId, { ...row, startsAt: slot.start, sequence: row.sequence + 1 }, now);
  await audit(tx, actor, 'booking.reschedule', { type: 'booking', id }, { from: row.startsAt.toISOString(), to: slot.start.toISOString() });
  await emit(tx, actor, 'appointment.rescheduled', { type: 'booking', id }, { ...eventOf({ ...row, startsAt: slot.start, endsAt: slot.end }), previousStart: row.startsAt.toISOString() });
  return { id, previousStart: row.startsAt };
}

/** The lawyer's calendar: their bookings (both statuses) between two local dates. */
export async function firmCalendar(tx: TenantTx, actor: PersonActor, q: { from: IsoDate; to: IsoDate; lawyerId?: string }): Promise<BookingCalendar> {
  if (q.to < q.from || daysBetween(q.from, q.to) >= SLOT_QUERY_MAX_DAYS + 11) throw new DomainError('BOOKING_RANGE_INVALID');
  const lawyer = await lawyerFor(tx, actor, q.lawyerId, false);
  const from = instantsOfWallClock(q.from, 0)[0]!;
  const to = instantsOfWallClock(addDays(q.to, 1), 0)[0]!;
  const rows = await bookingQuery(tx)
    .where(and(eq(bookings.tenantId, actor.tenantId), eq(bookings.lawyerId, lawyer.id), gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
    .orderBy(asc(bookings.startsAt))
    .limit(500);
  return { lawyer, items: rows.map(toBooking) };
}

/**
 * The appointments of one matter for its case file (decision 0421): every booking tied to it, newest
 * first, cancelled ones too. A matter the user may not see (another firm's, confidential outside
 * the team: RLS) is 404, like the matter page.
 */
export async function matterBookings(tx: TenantTx, actor: PersonActor, matterId: string): Promise<BookingList> {
  authorize(actor, 'canViewCases');
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.tenantId, actor.tenantId), eq(matters.id, matterId)));
  if (!matter) throw notFound();
  const rows = await bookingQuery(tx)
    .where(and(eq(bookings.tenantId, actor.tenantId), eq(bookings.matterId, matterId)))
    .orderBy(desc(bookings.startsAt))
    .limit(200);
  return { items: rows.map(toBooking) };
}

/** The firm cancels a booking (no notice period: the customer is told). */
export async function firmCancelBooking(tx: TenantTx, actor: PersonActor, id: string, reason: string | null, now = new Date()): Promise<{ id: string }> {
  authorize(actor, 'canViewCases');
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, actor.tenantId), eq(bookings.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw new DomainError('BOOKING_ALREADY_CANCELLED');
  await markCancelled(tx, actor, row, reason, 'firm', now);
  return { id };
}

const locationOf: Record<BookingRow['mode'], (firm: string) => string> = {
  in_person: (firm) => `${firm} (személyesen)`,
  online: () => 'Online – a csatlakozási hivatkozást az iroda küldi',
  phone: () => 'Telefonon – az ügyvéd hív',
};

/** The invitation of a booking as its attendee sees it: REQUEST while confirmed, CANCEL once cancelled (same UID, the row's SEQUENCE). */
async function invitationOf(tx: TenantTx, tenantId: string, found: BookingJoined, attendeeId: string | null, now: Date): Promise<{ filename: string; body: string }> {
  const ids = attendeeId ? [found.row.lawyerId, attendeeId] : [found.row.lawyerId];
  const [people, firm] = [
    await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids)),
    await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId)),
  ];
  const lawyer = people.find((p) => p.id === found.row.lawyerId);
  const attendee = attendeeId ? people.find((p) => p.id === attendeeId) : undefined;
  const firmName = firm[0]?.name ?? '';
  const body = bookingIcs({
    id: found.row.id,
    status: found.row.status,
    sequence: found.row.sequence,
    start: found.row.startsAt,
    end: found.row.endsAt,
    summary: `${found.typeName} – ${found.lawyerName}`,
    location: locationOf[found.row.mode](firmName),
    description: `${firmName}, ${found.typeName}. Ügyfél: ${found.clientName}. Lemondás vagy áthelyezés az ügyfélportálon.`,
    organizer: { name: lawyer?.name ?? found.lawyerName, email: lawyer?.email ?? 'noreply@virtualis-iroda.hu' },
    attendee: { name: attendee?.name ?? found.clientName, email: attendee?.email ?? null },
    stamp: now,
  });
  return { filename: `idopont-${found.row.startsAt.toISOString().slice(0, 10)}.ics`, body };
}

/** The iCalendar invitation of one of the customer's own bookings (REQUEST, or CANCEL once cancelled); another's is 404. */
export async function ownBookingInvitation(tx: TenantTx, actor: PersonActor, id: string, now = new Date()): Promise<{ filename: string; body: string }> {
  authorize(actor, 'canBookAppointment');
  const clientIds = (await ownClients(tx, actor)).map((c) => c.id);
  const [found] = clientIds.length ? await bookingQuery(tx).where(and(eq(bookings.tenantId, actor.tenantId), eq(bookings.id, id), inArray(bookings.contactId, clientIds))) : [];
  if (!found) throw notFound();
  return invitationOf(tx, actor.tenantId, found, actor.userId, now);
}

/** "2026. december 7., hétfő 10:00" in Budapest time. */
export function whenText(instant: Date): string {
  const w = wallClockOf(instant);
  return `${formatHuDateWithWeekday(todayInBudapest(instant))} ${formatClock(w.hour * 60 + w.minute)}`;
}

/** What a booking's e-mail is about: the confirmation, a move (with the previous start), the cancellation, or the reminder a day before. */
export type BookingMailKind = { kind: 'confirmed' } | { kind: 'rescheduled'; previousStart: Date } | { kind: 'cancelled' } | { kind: 'reminder' };
/** A change the customer made herself, which the lawyer is told of too. */
export type BookingChangeKind = Extract<BookingMailKind, { kind: 'rescheduled' | 'cancelled' }>;

async function firmNameOf(tx: TenantTx, tenantId: string): Promise<string> {
  const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return firm?.name ?? '';
}

/** The e-mail with the booking's invitation as its calendar part: REQUEST with the row's SEQUENCE, CANCEL once cancelled. */
async function withInvitation(tx: TenantTx, tenantId: string, found: BookingJoined, to: string, mail: MailContent, now: Date): Promise<OutgoingMail> {
  const invite = await invitationOf(tx, tenantId, found, found.row.bookedBy, now);
  return { to, ...mail, icalEvent: { method: found.row.status === 'cancelled' ? 'CANCEL' : 'REQUEST', filename: invite.filename, content: invite.body } };
}

/**
 * The e-mail of a booking to the customer who booked it (null when they have no address any more),
 * with the invitation as its calendar part: REQUEST with the new SEQUENCE after a move, CANCEL after
 * the cancellation (decisions 0359, 0420). No matter content (lawyer's secret).
 */
export async function bookingMail(tx: TenantTx, tenantId: string, id: string, what: BookingMailKind, appUrl: string, now = new Date()): Promise<OutgoingMail | null> {
  const [found] = await bookingQuery(tx).where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)));
  if (!found?.row.bookedBy) return null;
  const [me] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, found.row.bookedBy));
  if (!me?.email) return null;
  const firmName = await firmNameOf(tx, tenantId);
  const url = `${appUrl}/app/book-appointment`;
  const facts = {
    firm: firmName,
    whenText: whenText(found.row.startsAt),
    typeName: found.typeName,
    lawyer: found.lawyerName,
    place: locationOf[found.row.mode](firmName),
    notice: `${whenText(new Date(found.row.startsAt.getTime() - found.cancelNoticeHours * HOUR))}-ig`,
  };
  const mail =
    what.kind === 'confirmed'
      ? bookingConfirmationMail(me.name, facts, url)
      : what.kind === 'rescheduled'
        ? bookingRescheduledMail(me.name, { ...facts, previousWhenText: whenText(what.previousStart) }, url)
        : what.kind === 'cancelled'
          ? bookingCancelledMail(me.name, { ...facts, byFirm: found.row.cancelledBy !== found.row.bookedBy, reason: found.row.cancelReason }, url)
          : bookingReminderMail(me.name, facts, url);
  if (what.kind === 'reminder') return { to: me.email, ...mail };
  return withInvitation(tx, tenantId, found, me.email, mail, now);
}

/**
 * The e-mail to the booking's lawyer when the customer moved or cancelled it (decision 0367), with
 * the same invitation the customer gets (same UID, SEQUENCE + 1; CANCEL after the cancellation), so
 * the lawyer's calendar follows as well. Null when the lawyer has no address. The client's name, the
 * time and the type only – no matter content (lawyer's secret).
 */
export async function bookingLawyerMail(tx: TenantTx, tenantId: string, id: string, what: BookingChangeKind, appUrl: string, now = new Date()): Promise<OutgoingMail | null> {
  const [found] = await bookingQuery(tx).where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)));
  if (!found) return null;
  const ids = found.row.bookedBy ? [found.row.lawyerId, found.row.bookedBy] : [found.row.lawyerId];
  const people = await tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));
  const lawyer = people.find((p) => p.id === found.row.lawyerId);
  if (!lawyer?.email) return null;
  const facts = {
    firm: await firmNameOf(tx, tenantId),
    whenText: whenText(found.row.startsAt),
    typeName: found.typeName,
    client: found.clientName,
    customer: people.find((p) => p.id === found.row.bookedBy)?.name ?? found.clientName,
  };
  const mail = bookingChangedForLawyerMail(
    lawyer.name,
    what.kind === 'rescheduled' ? { ...facts, kind: 'rescheduled', previousWhenText: whenText(what.previousStart) } : { ...facts, kind: 'cancelled', reason: found.row.cancelReason },
    `${appUrl}/app/appointments`,
  );
  return withInvitation(tx, tenantId, found, lawyer.email, mail, now);
}

/**
 * The reminder's claim (decision 0420, the exactly-once of 0154): marks the booking reminded only if
 * it is still confirmed, still at the time the job was scheduled for (`sequence`), not yet reminded
 * and not yet begun. True when this call won; a cancelled, moved or already reminded booking gives false.
 */
export async function claimBookingReminder(tx: TenantTx, tenantId: string, id: string, sequence: number, now: Date): Promise<boolean> {
  const won = await tx
    .update(bookings)
    .set({ remindedAt: now })
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id), eq(bookings.status, 'confirmed'), eq(bookings.sequence, sequence), isNull(bookings.remindedAt), gt(bookings.startsAt, now)))
    .returning({ id: bookings.id });
  return won.length === 1;
}

/** Gives the claim back after a failed send, so the job's retry sends the reminder. */
export async function releaseBookingReminder(tx: TenantTx, tenantId: string, id: string, claimedAt: Date): Promise<void> {
  await tx
    .update(bookings)
    .set({ remindedAt: null })
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id), eq(bookings.remindedAt, claimedAt)));
}
