// The firm's side of booking (issue 35 point 3, decision 0357): appointment types (firm settings,
// canEditSettings) and each lawyer's weekly hours and exceptions (their own with canViewCases, a
// colleague's with canEditSettings). Every change is audited.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { AppointmentType, AppointmentTypeBody, Availability, ExceptionBody } from '@shared/client-portal/booking.schemas';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { z } from 'zod';
import type { weeklyHoursBodySchema } from '@shared/client-portal/booking.schemas';
import { type PersonActor, authorize, can } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { bookingAppointmentTypes, bookingAvailabilityExceptions, bookingWeeklyHours, members, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError, notFound } from '../../lib/domain-error';

export interface Person {
  id: string;
  name: string;
}

/** A member of the firm who is not only a customer (a lawyer, the firm admin), or null. */
export async function firmStaff(tx: TenantTx, tenantId: string, userId: string): Promise<Person | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, role: members.role })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(and(eq(members.organizationId, tenantId), eq(members.userId, userId)));
  if (!row || !row.role.split(',').some((r) => ['tenant', 'lawyer'].includes(r.trim()))) return null;
  return { id: row.id, name: row.name };
}

/** Whose availability the actor edits: their own, or – with canEditSettings – a colleague's. */
export async function lawyerFor(tx: TenantTx, actor: PersonActor, lawyerId: string | undefined, write: boolean): Promise<Person> {
  authorize(actor, 'canViewCases');
  const id = lawyerId ?? actor.userId;
  if (write && id !== actor.userId) authorize(actor, 'canEditSettings');
  const person = await firmStaff(tx, actor.tenantId, id);
  if (!person) throw id === actor.userId ? new DomainError('BOOKING_NOT_LAWYER') : notFound();
  return person;
}

const typeColumns = {
  id: bookingAppointmentTypes.id,
  name: bookingAppointmentTypes.name,
  description: bookingAppointmentTypes.description,
  durationMinutes: bookingAppointmentTypes.durationMinutes,
  bufferMinutes: bookingAppointmentTypes.bufferMinutes,
  mode: bookingAppointmentTypes.mode,
  priceHuf: bookingAppointmentTypes.priceHuf,
  minNoticeHours: bookingAppointmentTypes.minNoticeHours,
  cancelNoticeHours: bookingAppointmentTypes.cancelNoticeHours,
  active: bookingAppointmentTypes.active,
};

export async function appointmentTypes(tx: TenantTx, tenantId: string, onlyActive: boolean): Promise<AppointmentType[]> {
  const where = onlyActive ? and(eq(bookingAppointmentTypes.tenantId, tenantId), eq(bookingAppointmentTypes.active, true)) : eq(bookingAppointmentTypes.tenantId, tenantId);
  return tx.select(typeColumns).from(bookingAppointmentTypes).where(where).orderBy(asc(bookingAppointmentTypes.name));
}

export async function appointmentType(tx: TenantTx, tenantId: string, id: string): Promise<AppointmentType> {
  const [row] = await tx
    .select(typeColumns)
    .from(bookingAppointmentTypes)
    .where(and(eq(bookingAppointmentTypes.tenantId, tenantId), eq(bookingAppointmentTypes.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function listAppointmentTypes(tx: TenantTx, actor: PersonActor): Promise<{ items: AppointmentType[] }> {
  authorize(actor, 'canViewCases');
  return { items: await appointmentTypes(tx, actor.tenantId, false) };
}

const typeValues = (body: AppointmentTypeBody) => ({
  name: body.name,
  description: body.description ?? null,
  durationMinutes: body.durationMinutes,
  bufferMinutes: body.bufferMinutes,
  mode: body.mode,
  priceHuf: body.priceHuf ?? null,
  minNoticeHours: body.minNoticeHours,
  cancelNoticeHours: body.cancelNoticeHours,
  active: body.active,
});

export async function createAppointmentType(tx: TenantTx, actor: PersonActor, body: AppointmentTypeBody): Promise<AppointmentType> {
  authorize(actor, 'canEditSettings');
  const [row] = await tx
    .insert(bookingAppointmentTypes)
    .values({ tenantId: actor.tenantId, ...typeValues(body) })
    .returning(typeColumns);
  await audit(tx, actor, 'booking.type_create', { type: 'booking_appointment_type', id: row!.id }, { name: body.name });
  return row!;
}

export async function updateAppointmentType(tx: TenantTx, actor: PersonActor, id: string, body: AppointmentTypeBody): Promise<AppointmentType> {
  authorize(actor, 'canEditSettings');
  const [row] = await tx
    .update(bookingAppointmentTypes)
    .set(typeValues(body))
    .where(and(eq(bookingAppointmentTypes.tenantId, actor.tenantId), eq(bookingAppointmentTypes.id, id)))
    .returning(typeColumns);
  if (!row) throw notFound();
  await audit(tx, actor, 'booking.type_update', { type: 'booking_appointment_type', id }, { name: body.name, active: body.active });
  return row;
}

/** A lawyer's weekly hours and their exceptions from today on. */
export async function availabilityOf(tx: TenantTx, tenantId: string, lawyer: Person, now = new Date()): Promise<Availability> {
  const [weekly, exceptions] = [
    await tx
      .select({ weekday: bookingWeeklyHours.weekday, startTime: bookingWeeklyHours.startTime, endTime: bookingWeeklyHours.endTime })
      .from(bookingWeeklyHours)
      .where(and(eq(bookingWeeklyHours.tenantId, tenantId), eq(bookingWeeklyHours.lawyerId, lawyer.id)))
      .orderBy(asc(bookingWeeklyHours.weekday), asc(bookingWeeklyHours.startTime)),
    await tx
      .select({
        id: bookingAvailabilityExceptions.id,
        date: bookingAvailabilityExceptions.date,
        kind: bookingAvailabilityExceptions.kind,
        startTime: bookingAvailabilityExceptions.startTime,
        endTime: bookingAvailabilityExceptions.endTime,
        note: bookingAvailabilityExceptions.note,
      })
      .from(bookingAvailabilityExceptions)
      .where(and(eq(bookingAvailabilityExceptions.tenantId, tenantId), eq(bookingAvailabilityExceptions.lawyerId, lawyer.id), gte(bookingAvailabilityExceptions.date, todayInBudapest(now))))
      .orderBy(asc(bookingAvailabilityExceptions.date), asc(bookingAvailabilityExceptions.startTime)),
  ];
  return { lawyer, weekly, exceptions };
}

export async function getAvailability(tx: TenantTx, actor: PersonActor, lawyerId: string | undefined): Promise<Availability> {
  return availabilityOf(tx, actor.tenantId, await lawyerFor(tx, actor, lawyerId, false));
}

/** Replaces the lawyer's weekly hours with the given windows (overlapping windows of a day are merged when slots are made). */
export async function setWeeklyHours(tx: TenantTx, actor: PersonActor, body: z.output<typeof weeklyHoursBodySchema>): Promise<Availability> {
  const lawyer = await lawyerFor(tx, actor, body.lawyerId, true);
  await tx.delete(bookingWeeklyHours).where(and(eq(bookingWeeklyHours.tenantId, actor.tenantId), eq(bookingWeeklyHours.lawyerId, lawyer.id)));
  if (body.weekly.length > 0) await tx.insert(bookingWeeklyHours).values(body.weekly.map((w) => ({ tenantId: actor.tenantId, lawyerId: lawyer.id, ...w })));
  await audit(tx, actor, 'booking.hours_set', { type: 'user', id: lawyer.id }, { windows: body.weekly.length });
  return availabilityOf(tx, actor.tenantId, lawyer);
}

export async function addException(tx: TenantTx, actor: PersonActor, body: ExceptionBody): Promise<{ id: string }> {
  const lawyer = await lawyerFor(tx, actor, body.lawyerId, true);
  const [row] = await tx
    .insert(bookingAvailabilityExceptions)
    .values({ tenantId: actor.tenantId, lawyerId: lawyer.id, date: body.date, kind: body.kind, startTime: body.startTime ?? null, endTime: body.endTime ?? null, note: body.note ?? null, createdBy: actor.userId })
    .returning({ id: bookingAvailabilityExceptions.id });
  await audit(tx, actor, 'booking.exception_add', { type: 'booking_exception', id: row!.id }, { lawyerId: lawyer.id, date: body.date, kind: body.kind });
  return row!;
}

export async function deleteException(tx: TenantTx, actor: PersonActor, id: string): Promise<void> {
  authorize(actor, 'canViewCases');
  const [row] = await tx
    .select({ lawyerId: bookingAvailabilityExceptions.lawyerId })
    .from(bookingAvailabilityExceptions)
    .where(and(eq(bookingAvailabilityExceptions.tenantId, actor.tenantId), eq(bookingAvailabilityExceptions.id, id)));
  if (!row || (row.lawyerId !== actor.userId && !can(actor, 'canEditSettings'))) throw notFound();
  await tx.delete(bookingAvailabilityExceptions).where(eq(bookingAvailabilityExceptions.id, id));
  await audit(tx, actor, 'booking.exception_delete', { type: 'booking_exception', id }, { lawyerId: row.lawyerId });
}
