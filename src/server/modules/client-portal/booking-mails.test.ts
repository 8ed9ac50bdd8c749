// The booking's e-mails after the confirmation (decision 0420), through the API on PGlite: the
// reminder a day before is a job scheduled in the booking's transaction and sent exactly once,
// never for a cancelled booking nor for the time a booking was moved away from; a move sends the
// updated invitation (same UID, SEQUENCE + 1) and a cancellation the cancelling one (METHOD:CANCEL),
// to the customer and, when she made the change herself, to the booking's lawyer too (decision 0367).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { BookingList, BookingOptions, SlotList } from '@shared/client-portal/booking.schemas';
import { bookings, jobs, mailOutbox } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { bookingReminderJob } from './booking-reminder.job-def';
import { bookingLawyerMail, bookingMail } from './booking.service';

const ANNA = 'szabo.anna@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';
const DAY = 24 * 3_600_000;

describe('booking e-mails: reminder job, reschedule and cancellation', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let lawyerId: string;
  let typeId: string;
  let free: SlotList['slots'];
  const today = todayInBudapest();
  type Method = 'GET' | 'POST' | 'PUT';
  const ok = async <T>(email: string, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  };
  const mailsFor = async (recipient: string, subject: string) => {
    await t.app.mailer.idle();
    return t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, recipient), like(mailOutbox.subject, `${subject}%`)));
  };
  const mailsTo = (subject: string) => mailsFor(ANNA, subject);
  const tenantOf = async (id: string) => (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.tenantId;
  const drainAt = (at: Date) => t.app.jobs.drain({ now: () => at, names: [bookingReminderJob.name] });
  /** A free slot on a different day each time, at least three days ahead. */
  const nextSlot = () => {
    const slot = free.shift()!;
    free = free.filter((s) => s.date !== slot.date);
    return slot;
  };
  const book = (start: string) => ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/bookings', { typeId, lawyerId, start });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
    typeId = (await ok<{ id: string }>(ADMIN, 'POST', '/api/client-portal/firm/appointment-types', { name: 'Emlékeztetős konzultáció', durationMinutes: 60, mode: 'online', cancelNoticeHours: 24 })).id;
    lawyerId = (await ok<{ lawyer: { id: string } }>(LAWYER, 'PUT', '/api/client-portal/firm/availability/weekly', { weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })) }))
      .lawyer.id;
    free = (await ok<SlotList>(ANNA, 'GET', `/api/client-portal/booking/slots?typeId=${typeId}&lawyerId=${lawyerId}&from=${addDays(today, 3)}&to=${addDays(today, 30)}`)).slots;
  }, 120_000);
  afterAll(() => t.close());

  it('schedules the reminder for a day before, sends it once when due, and never twice', async () => {
    const slot = nextSlot();
    const { id } = await book(slot.start);
    const start = new Date(slot.start);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, bookingReminderJob.name), eq(jobs.key, `${id}:0`)));
    expect(job!.runAt.getTime()).toBe(start.getTime() - DAY);
    expect((await drainAt(new Date(start.getTime() - DAY - 60_000))).runs).toBe(0);
    expect(await mailsTo('Emlékeztető')).toHaveLength(0);
    const due = await drainAt(new Date(start.getTime() - DAY + 60_000));
    expect(due.runs).toBe(1);
    const reminders = await mailsTo('Emlékeztető');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.textBody).toContain(`${slot.time} (budapesti idő szerint), Emlékeztetős konzultáció`);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row!.remindedAt).not.toBeNull();
    // Another enqueue of the same key is a no-op and a later drain finds nothing.
    expect((await drainAt(new Date(start.getTime() - 60_000))).runs).toBe(0);
    expect(await mailsTo('Emlékeztető')).toHaveLength(1);
  });

  it('sends no reminder for a cancelled booking, and tells the customer of the cancellation with METHOD:CANCEL', async () => {
    const slot = nextSlot();
    const { id } = await book(slot.start);
    const lawyerBefore = (await mailsFor(LAWYER, 'Ügyfél lemondta az időpontot')).length;
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${id}/cancel`, { reason: 'Közbejött valami' });
    const cancelled = await mailsTo('Időpont lemondva');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.textBody).toContain('Lemondtad ezt az időpontot');
    // The lawyer is told as well: who, when, the customer's reason (decision 0367).
    const toLawyer = await mailsFor(LAWYER, 'Ügyfél lemondta az időpontot');
    expect(toLawyer).toHaveLength(lawyerBefore + 1);
    expect(toLawyer.at(-1)!.textBody).toContain(`Szabó Anna lemondta ezt az időpontot: `);
    expect(toLawyer.at(-1)!.textBody).toContain(`${slot.time} (budapesti idő szerint), Emlékeztetős konzultáció`);
    expect(toLawyer.at(-1)!.textBody).toContain('Az ügyfél indoklása: Közbejött valami');
    expect(toLawyer.at(-1)!.textBody).toContain('/app/appointments');
    const before = (await mailsTo('Emlékeztető')).length;
    const run = await drainAt(new Date(new Date(slot.start).getTime() - DAY + 60_000));
    expect(run.runs).toBe(1); // the job ran, found the booking cancelled and sent nothing
    expect(await mailsTo('Emlékeztető')).toHaveLength(before);
    // The calendar part of that e-mail (over SMTP): CANCEL, the same UID, SEQUENCE 1.
    const mail = await bookingMail(t.database.db as unknown as TenantTx, (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.tenantId, id, { kind: 'cancelled' }, 'http://localhost');
    expect(mail!.icalEvent!.method).toBe('CANCEL');
    expect(mail!.icalEvent!.content).toContain('METHOD:CANCEL\r\n');
    expect(mail!.icalEvent!.content).toContain('STATUS:CANCELLED\r\n');
    expect(mail!.icalEvent!.content).toContain(`UID:booking-${id}@`);
    expect(mail!.icalEvent!.content).toContain('SEQUENCE:1\r\n');
    // The lawyer's copy cancels the same event in the lawyer's calendar.
    const lawyerMail = await bookingLawyerMail(t.database.db as unknown as TenantTx, await tenantOf(id), id, { kind: 'cancelled' }, 'http://localhost');
    expect(lawyerMail!.to).toBe(LAWYER);
    expect(lawyerMail!.icalEvent!.method).toBe('CANCEL');
    expect(lawyerMail!.icalEvent!.content).toContain('METHOD:CANCEL\r\n');
    expect(lawyerMail!.icalEvent!.content).toContain('STATUS:CANCELLED\r\n');
    expect(lawyerMail!.icalEvent!.content).toContain(`UID:booking-${id}@`);
    expect(lawyerMail!.icalEvent!.content).toContain('SEQUENCE:1\r\n');
  });

  it("on a move sends the updated invitation, drops the old time's reminder and reminds of the new time", async () => {
    const first = nextSlot();
    const second = nextSlot();
    const { id } = await book(first.start);
    const lawyerBefore = (await mailsFor(LAWYER, 'Ügyfél áthelyezte az időpontot')).length;
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${id}/reschedule`, { start: second.start });
    const moved = await mailsTo('Időpontod módosult');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.textBody).toContain(`${second.time} (budapesti idő szerint)`);
    expect(moved[0]!.textBody).toContain(`A korábbi időpont (`);
    // The lawyer is told of the new and the freed time (decision 0367), with the updated invitation.
    const toLawyer = await mailsFor(LAWYER, 'Ügyfél áthelyezte az időpontot');
    expect(toLawyer).toHaveLength(lawyerBefore + 1);
    expect(toLawyer.at(-1)!.textBody).toContain(`Szabó Anna áthelyezte az időpontját: az új idő `);
    expect(toLawyer.at(-1)!.textBody).toContain(`${second.time} (budapesti idő szerint), Emlékeztetős konzultáció. A korábbi időpont (`);
    const lawyerMail = await bookingLawyerMail(t.database.db as unknown as TenantTx, await tenantOf(id), id, { kind: 'rescheduled', previousStart: new Date(first.start) }, 'http://localhost');
    expect(lawyerMail!.to).toBe(LAWYER);
    expect(lawyerMail!.icalEvent!.method).toBe('REQUEST');
    expect(lawyerMail!.icalEvent!.content).toContain(`UID:booking-${id}@`);
    expect(lawyerMail!.icalEvent!.content).toContain('SEQUENCE:1\r\n');
    expect(lawyerMail!.icalEvent!.content).toContain(`DTSTART:${new Date(second.start).toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    const mail = await bookingMail(t.database.db as unknown as TenantTx, row!.tenantId, id, { kind: 'rescheduled', previousStart: new Date(first.start) }, 'http://localhost');
    expect(mail!.icalEvent!.method).toBe('REQUEST');
    expect(mail!.icalEvent!.content).toContain(`UID:booking-${id}@`);
    expect(mail!.icalEvent!.content).toContain('SEQUENCE:1\r\n');
    expect(mail!.icalEvent!.content).toContain(`DTSTART:${new Date(second.start).toISOString().replace(/[-:]/g, '').replace('.000', '')}\r\n`);

    const before = (await mailsTo('Emlékeztető')).length;
    // The first time's job (sequence 0) runs and sends nothing; the new time's (sequence 1) sends one.
    const early = new Date(Math.min(new Date(first.start).getTime(), new Date(second.start).getTime()) - DAY + 60_000);
    await drainAt(early);
    const late = new Date(new Date(second.start).getTime() - DAY + 60_000);
    await drainAt(late);
    const reminders = await mailsTo('Emlékeztető');
    expect(reminders).toHaveLength(before + 1);
    expect(reminders.at(-1)!.textBody).toContain(`${second.time} (budapesti idő szerint)`);
    expect(await t.database.db.$count(jobs, and(eq(jobs.name, bookingReminderJob.name), like(jobs.key, `${id}:%`)))).toBe(2);
  });

  it("tells the customer when the firm cancels, with the firm's reason", async () => {
    const slot = nextSlot();
    const { id } = await book(slot.start);
    const lawyerBefore = (await mailsFor(LAWYER, 'Ügyfél lemondta')).length;
    await ok(LAWYER, 'POST', `/api/client-portal/firm/bookings/${id}/cancel`, { reason: 'Tárgyalás miatt' });
    const mails = (await mailsTo('Időpont lemondva')).filter((m) => m.textBody.includes('Az iroda lemondta'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Indoklás: Tárgyalás miatt');
    // The firm's own cancellation is not reported back to the lawyer as the customer's.
    expect(await mailsFor(LAWYER, 'Ügyfél lemondta')).toHaveLength(lawyerBefore);
  });

  it("shows a booking tied to a matter in the matter's case file, to the firm only (decision 0421)", async () => {
    const options = await ok<BookingOptions>(ANNA, 'GET', '/api/client-portal/booking/options');
    const matter = options.matters[0]!;
    const slot = nextSlot();
    const { id } = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/bookings', { typeId, lawyerId, start: slot.start, matterId: matter.id });
    const list = await ok<BookingList>(LAWYER, 'GET', `/api/client-portal/firm/matters/${matter.id}/bookings`);
    expect(list.items.find((b) => b.id === id)).toMatchObject({ status: 'confirmed', matter: { id: matter.id }, client: { name: 'Szabó Anna' } });
    // Cancelled ones stay, with their status; the customer has no access to the firm's route.
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${id}/cancel`, {});
    const after = await ok<BookingList>(LAWYER, 'GET', `/api/client-portal/firm/matters/${matter.id}/bookings`);
    expect(after.items.find((b) => b.id === id)?.status).toBe('cancelled');
    expect((await injectAs(t.app, cookies[ANNA]!, { method: 'GET', url: `/api/client-portal/firm/matters/${matter.id}/bookings` })).statusCode).toBe(403);
    expect((await injectAs(t.app, cookies[LAWYER]!, { method: 'GET', url: '/api/client-portal/firm/matters/nincs-ilyen-ugy/bookings' })).statusCode).toBe(404);
  });
});
