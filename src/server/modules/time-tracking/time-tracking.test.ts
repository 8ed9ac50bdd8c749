import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInBudapest } from '@shared/dates/iso-date';
import { amountForMinutes } from '@shared/time-tracking/rates';
import { resultRows } from '../../db/client';
import { auditLog, matters, tenants, timeEntries, timeTimers, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { listUnbilledEntries, lockEntriesForInvoice, unlockEntriesOfInvoice } from './time-tracking-billing';

describe('time entries API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer): firm-wide
  let lawyer: string; // ugyved@ (lawyer)
  let tenantId: string;
  let lawyerId: string;
  let civilMatterId: string; // Szabó Anna, hourly 35 000 Ft
  let formationMatterId: string; // Tóth és Fia, fixed fee, no matter rate

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    lawyerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu')))[0]!.id;
    const rows = await t.database.db.select({ id: matters.id, title: matters.title }).from(matters).where(eq(matters.tenantId, tenantId));
    civilMatterId = rows.find((m) => m.title.startsWith('Szabó Anna'))!.id;
    formationMatterId = rows.find((m) => m.title.startsWith('Tóth és Fia'))!.id;
  });
  afterAll(() => t.close());

  const post = (cookie: string, url: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url, payload });
  const create = (cookie: string, payload: object) => post(cookie, '/api/time-tracking', { workDate: '2026-02-10', description: 'Beadvány szerkesztése', ...payload });

  it('records a typed duration, rounds it with the firm setting and prices it with the hierarchy', async () => {
    const res = await create(lawyer, { matterId: civilMatterId, duration: '1h 12m', activity: 'drafting' });
    expect(res.statusCode, res.body).toBe(201);
    // Szabó Anna's matter is hourly at 35 000 Ft: the matter level wins over the lawyer's 28 000.
    expect(res.json()).toMatchObject({ minutes: 72, billedMinutes: 72, rate: '35000', currency: 'HUF', rateLevel: 'matter', amount: '42000', source: 'manual' });
    const odd = await create(lawyer, { matterId: formationMatterId, duration: '7p', activity: 'phone' });
    // Up to 6 minutes: 7 → 12; the formation has no matter or client rate: the lawyer's 28 000 Ft.
    expect(odd.json()).toMatchObject({ minutes: 7, billedMinutes: 12, rate: '28000', rateLevel: 'lawyer', amount: '5600' });
    const travel = await create(lawyer, { matterId: formationMatterId, duration: '1,5 ó', activity: 'travel', billable: false });
    expect(travel.json()).toMatchObject({ minutes: 90, rate: '15000', rateLevel: 'activity', billable: false, amount: '0' });
    // The database's generated amount is the shared rule's (what the browser would preview).
    const seeded = await t.database.db.select().from(timeEntries).where(eq(timeEntries.tenantId, tenantId));
    for (const e of seeded.filter((x) => x.billable)) {
      expect(Number(e.amount), e.id).toBe(Number(amountForMinutes(e.billedMinutes, { amount: e.rate, currency: e.currency })));
    }
  });

  it('refuses a malformed duration with its code and a Hungarian message, and an unknown matter', async () => {
    const bad = await create(lawyer, { matterId: civilMatterId, duration: '1:75' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(JSON.stringify(bad.json().fields)).toContain('0 és 59');
    const unknown = await create(lawyer, { matterId: 'nincs-ilyen', duration: '30p' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('TIME_ENTRY_MATTER_NOT_FOUND');
  });

  it('sums the week per day and in total in the database', async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
    const cookie = await signIn(t.app, firm.email);
    const matter = await post(cookie, '/api/matters', { title: 'Heti ügy', openedOn: '2026-03-02', billingArrangement: 'hourly', billingAmountHuf: 30_000, conflict: { decision: 'no_conflict' } });
    const matterId = matter.json().id as string;
    const rate = await injectAs(t.app, cookie, { method: 'PUT', url: '/api/time-tracking/rates', payload: { level: 'activity', targetId: 'research', amount: '100.50', currency: 'EUR' } });
    expect(rate.statusCode, rate.body).toBe(200);
    // The matter's own hourly fee beats the activity rate; a matter rate row in EUR beats the fee.
    for (const [date, duration, activity] of [
      ['2026-03-02', '1:30', 'drafting'],
      ['2026-03-02', '45p', 'review'],
      ['2026-03-04', '2h', 'research'],
      ['2026-03-09', '1:00', 'drafting'],
    ] as const) {
      expect((await create(cookie, { matterId, workDate: date, duration, activity })).statusCode).toBe(201);
    }
    const euro = await injectAs(t.app, cookie, { method: 'PUT', url: '/api/time-tracking/rates', payload: { level: 'matter', targetId: matterId, amount: '120.50', currency: 'EUR' } });
    expect(euro.statusCode).toBe(200);
    const eur = await create(cookie, { matterId, workDate: '2026-03-04', duration: '7p', activity: 'research' });
    expect(eur.json()).toMatchObject({ rate: '120.50', currency: 'EUR', rateLevel: 'matter', billedMinutes: 12, amount: '24.10' });

    const week = await injectAs(t.app, cookie, { method: 'GET', url: '/api/time-tracking/week?date=2026-03-05' });
    expect(week.statusCode, week.body).toBe(200);
    const body = week.json();
    expect(body.from).toBe('2026-03-02');
    expect(body.to).toBe('2026-03-08');
    expect(body.days.map((d: { date: string; minutes: number }) => [d.date, d.minutes])).toEqual([
      ['2026-03-02', 135],
      ['2026-03-03', 0],
      ['2026-03-04', 127],
      ['2026-03-05', 0],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
    ]);
    expect(body.days[0].amounts).toEqual([{ currency: 'HUF', amount: '69000' }]); // 90 + 48 (45 rounded up) minutes at 30 000 Ft
    expect(body.days[2].amounts).toEqual([
      { currency: 'EUR', amount: '24.10' },
      { currency: 'HUF', amount: '60000' },
    ]);
    expect(body.totals).toMatchObject({
      minutes: 262,
      billedMinutes: 270,
      amounts: [
        { currency: 'EUR', amount: '24.10' },
        { currency: 'HUF', amount: '129000' },
      ],
    });
    expect(body.entries).toHaveLength(4);
  });

  describe('the timer', () => {
    it('keeps one running timer per user even when two starts race, and turns it into an entry on stop', async () => {
      const firm = await createTenantWithMember(t.database, 'lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
      const cookie = await signIn(t.app, firm.email);
      const matterId = (await post(cookie, '/api/matters', { title: 'Stopperes ügy', conflict: { decision: 'no_conflict' } })).json().id as string;
      const starts = await Promise.all([post(cookie, '/api/time-tracking/timer', { matterId, description: 'Első' }), post(cookie, '/api/time-tracking/timer', { matterId, description: 'Második' })]);
      expect(starts.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(starts.find((r) => r.statusCode === 409)!.json().code).toBe('TIMER_ALREADY_RUNNING');
      const running = await t.database.db.select().from(timeTimers).where(eq(timeTimers.userId, firm.userId));
      expect(running).toHaveLength(1);

      // Another session of the same user (another device) sees it.
      const otherDevice = await signIn(t.app, firm.email);
      const current = await injectAs(t.app, otherDevice, { method: 'GET', url: '/api/time-tracking/timer' });
      expect(current.json().timer).toMatchObject({ matter: { id: matterId, title: 'Stopperes ügy' } });
      // 25 minutes ago, as if the lawyer had worked since then.
      await t.database.db
        .update(timeTimers)
        .set({ startedAt: sql`now() - interval '25 minutes'` })
        .where(eq(timeTimers.userId, firm.userId));
      const stop = await post(otherDevice, '/api/time-tracking/timer/stop', { description: 'Telefonos egyeztetés' });
      expect(stop.statusCode, stop.body).toBe(200);
      // The work is dated on the day the timer started (25 minutes ago: yesterday, shortly after midnight).
      expect(stop.json().entry).toMatchObject({ minutes: 25, billedMinutes: 30, source: 'timer', description: 'Telefonos egyeztetés', workDate: todayInBudapest(new Date(Date.now() - 25 * 60_000)) });
      expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/time-tracking/timer' })).json().timer).toBeNull();
      const again = await post(cookie, '/api/time-tracking/timer/stop', {});
      expect(again.json().code).toBe('TIMER_NOT_RUNNING');
    });

    it('switches to another matter in one step, saving the running one', async () => {
      const firm = await createTenantWithMember(t.database, 'lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
      const cookie = await signIn(t.app, firm.email);
      const a = (await post(cookie, '/api/matters', { title: 'A ügy', conflict: { decision: 'no_conflict' } })).json().id as string;
      const b = (await post(cookie, '/api/matters', { title: 'B ügy', conflict: { decision: 'no_conflict' } })).json().id as string;
      expect((await post(cookie, '/api/time-tracking/timer', { matterId: a })).statusCode).toBe(201);
      await t.database.db
        .update(timeTimers)
        .set({ startedAt: sql`now() - interval '10 minutes'` })
        .where(eq(timeTimers.userId, firm.userId));
      const switched = await post(cookie, '/api/time-tracking/timer', { matterId: b, switch: true });
      expect(switched.statusCode).toBe(201);
      expect(switched.json().stopped).toMatchObject({ matter: { id: a }, minutes: 10, source: 'timer' });
      expect(switched.json().timer.matter.id).toBe(b);
      // Switching back after a few seconds corrects a mis-click: the short timer on B is dropped, not billed.
      const back = await post(cookie, '/api/time-tracking/timer', { matterId: a, switch: true });
      expect(back.statusCode).toBe(201);
      expect(back.json().stopped).toBeNull();
      const onB = await t.database.db.select().from(timeEntries).where(eq(timeEntries.matterId, b));
      expect(onB).toEqual([]);
    });

    it('refuses to record a timer stopped under a minute unless confirmed; then it is 1 minute, rounded as the firm bills', async () => {
      const firm = await createTenantWithMember(t.database, 'lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
      const cookie = await signIn(t.app, firm.email);
      const matterId = (await post(cookie, '/api/matters', { title: 'Félrekattintás', conflict: { decision: 'no_conflict' } })).json().id as string;
      expect((await post(cookie, '/api/time-tracking/timer', { matterId })).statusCode).toBe(201);
      // Stopped after 2 seconds: nothing is recorded and the timer keeps running.
      const tooShort = await post(cookie, '/api/time-tracking/timer/stop', {});
      expect(tooShort.statusCode).toBe(409);
      expect(tooShort.json()).toMatchObject({ code: 'TIMER_TOO_SHORT', message: expect.stringContaining('egy percnél rövidebb') });
      expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.matterId, matterId))).toEqual([]);
      expect((await injectAs(t.app, cookie, { method: 'GET', url: '/api/time-tracking/timer' })).json().timer).toMatchObject({ matter: { id: matterId } });
      // Confirmed: recorded as 1 minute (billed by the firm's rounding, up to 6 minutes by default).
      const kept = await post(cookie, '/api/time-tracking/timer/stop', { keepShort: true });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().entry).toMatchObject({ minutes: 1, billedMinutes: 6, source: 'timer' });
      // Discarding a short timer records nothing.
      expect((await post(cookie, '/api/time-tracking/timer', { matterId })).statusCode).toBe(201);
      expect((await injectAs(t.app, cookie, { method: 'DELETE', url: '/api/time-tracking/timer' })).statusCode).toBe(200);
      expect(await t.database.db.select().from(timeEntries).where(eq(timeEntries.matterId, matterId))).toHaveLength(1);
    });
  });

  describe('invoiced entries', () => {
    it('are refused to edit and delete with TIME_ENTRY_LOCKED until the storno unlocks them', async () => {
      const created = await create(lawyer, { matterId: civilMatterId, duration: '2:00', workDate: '2026-02-11' });
      const id = created.json().id as string;
      const invoiceId = crypto.randomUUID();
      await withTenant(t.database.db, tenantId, async (tx) => {
        const unbilled = await listUnbilledEntries(tx, tenantId, { matterId: civilMatterId });
        expect(unbilled.map((e) => e.id)).toContain(id);
        expect(unbilled.every((e) => e.billable && e.invoiceId === null)).toBe(true);
        await lockEntriesForInvoice(tx, tenantId, [id], invoiceId);
      });
      const patch = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/time-tracking/${id}`, payload: { duration: '3:00' } });
      expect(patch.statusCode).toBe(409);
      expect(patch.json()).toMatchObject({ code: 'TIME_ENTRY_LOCKED', message: expect.stringContaining('számlázva') });
      const del = await injectAs(t.app, owner, { method: 'DELETE', url: `/api/time-tracking/${id}` });
      expect(del.json().code).toBe('TIME_ENTRY_LOCKED');
      // The database refuses too, whoever asks as the application role.
      await expect(withTenant(t.database.db, tenantId, (tx) => tx.update(timeEntries).set({ minutes: 999 }).where(eq(timeEntries.id, id)), { userId: lawyerId })).rejects.toMatchObject({ cause: { code: 'VI017' } });
      // A second invoice over the same entry is refused as a whole.
      await expect(withTenant(t.database.db, tenantId, (tx) => lockEntriesForInvoice(tx, tenantId, [id], crypto.randomUUID()))).rejects.toMatchObject({ code: 'TIME_ENTRY_INVOICE_CONFLICT' });
      const released = await withTenant(t.database.db, tenantId, (tx) => unlockEntriesOfInvoice(tx, tenantId, invoiceId));
      expect(released).toEqual([id]);
      const after = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/time-tracking/${id}`, payload: { duration: '3:00' } });
      expect(after.statusCode).toBe(200);
      expect(after.json()).toMatchObject({ minutes: 180, amount: '105000' });
    });

    it('still go when the whole firm is deleted (the lock guards the entry, not a deleted firm)', async () => {
      const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
      const cookie = await signIn(t.app, firm.email);
      const matterId = (await post(cookie, '/api/matters', { title: 'Megszűnő iroda ügye', conflict: { decision: 'no_conflict' } })).json().id as string;
      const id = (await create(cookie, { matterId, duration: '1:00' })).json().id as string;
      await withTenant(t.database.db, firm.tenantId, (tx) => lockEntriesForInvoice(tx, firm.tenantId, [id], crypto.randomUUID()));
      await t.database.db.delete(tenants).where(eq(tenants.id, firm.tenantId));
      expect(await t.database.db.$count(timeEntries, eq(timeEntries.id, id))).toBe(0);
    });
  });

  it('audits edits and deletions, and leaves other members’ entries to the firm administrator', async () => {
    const id = (await create(lawyer, { matterId: civilMatterId, duration: '30p', workDate: '2026-02-12' })).json().id as string;
    const own = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/time-tracking/${id}`, payload: { description: 'Javított leírás' } });
    expect(own.statusCode).toBe(200);
    const del = await injectAs(t.app, owner, { method: 'DELETE', url: `/api/time-tracking/${id}` });
    expect(del.statusCode).toBe(200);
    const audits = await t.database.db
      .select({ action: auditLog.action, metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'time_entry'), eq(auditLog.targetId, id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['time_entries.delete', 'time_entries.update']);
    expect(audits.find((a) => a.action === 'time_entries.delete')!.metadata).toMatchObject({ ownerId: lawyerId, minutes: 30 });

    const ownerEntry = (await create(owner, { matterId: civilMatterId, duration: '30p' })).json().id as string;
    const refused = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/time-tracking/${ownerEntry}`, payload: { description: 'Nem az enyém' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TIME_ENTRY_NOT_OWN');
    const othersList = await injectAs(t.app, lawyer, { method: 'GET', url: `/api/time-tracking?userId=all` });
    expect(othersList.statusCode).toBe(403);
  });

  it('keeps every firm’s time to itself', async () => {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'matters', 'time-tracking']);
    const cookie = await signIn(t.app, firm.email);
    const ours = (await create(lawyer, { matterId: civilMatterId, duration: '15p', workDate: '2026-02-13' })).json().id as string;
    const list = await injectAs(t.app, cookie, { method: 'GET', url: '/api/time-tracking?userId=all&limit=200' });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(0);
    expect((await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/time-tracking/${ours}`, payload: { description: 'x' } })).statusCode).toBe(404);
    expect((await injectAs(t.app, cookie, { method: 'DELETE', url: `/api/time-tracking/${ours}` })).statusCode).toBe(404);
    expect((await create(cookie, { matterId: civilMatterId, duration: '15p' })).json().code).toBe('TIME_ENTRY_MATTER_NOT_FOUND');
    // Even a raw query as the application role sees none of the demo firm's entries.
    const seen = await withTenant(t.database.db, firm.tenantId, async (tx) => resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from time_entries`)), { userId: firm.userId });
    expect(seen[0]!.n).toBe(0);
  });

  it('shows the rates and rounding to every member, and lets only the administrator change them', async () => {
    const res = await injectAs(t.app, lawyer, { method: 'GET', url: '/api/time-tracking/settings' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings).toEqual({ rounding: { mode: 'up', incrementMinutes: 6 }, defaultRate: '30000', defaultCurrency: 'HUF' });
    expect(
      res
        .json()
        .rates.map((r: { level: string }) => r.level)
        .sort(),
    ).toEqual(['activity', 'client', 'lawyer', 'lawyer']); // the EUR rate of the confidential share deal is hidden from ugyved@
    const refused = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/time-tracking/settings', payload: res.json().settings });
    expect(refused.statusCode).toBe(403);
    const badRate = await injectAs(t.app, owner, { method: 'PUT', url: '/api/time-tracking/rates', payload: { level: 'activity', targetId: 'travel', amount: '15000.50', currency: 'HUF' } });
    expect(badRate.json().code).toBe('TIME_RATE_INVALID');
  });

  it('seeds a month of the demo lawyers’ time on their matters', async () => {
    const res = await injectAs(t.app, lawyer, { method: 'GET', url: `/api/time-tracking?from=2000-01-01&limit=200` });
    expect(res.json().total).toBeGreaterThan(30);
    const levels = new Set((await t.database.db.select({ level: timeEntries.rateLevel }).from(timeEntries).where(eq(timeEntries.tenantId, tenantId))).map((r) => r.level));
    expect([...levels].sort()).toEqual(expect.arrayContaining(['activity', 'lawyer', 'matter']));
    await installDefaultModules(t.database.db, tenantId, null, ['time-tracking']);
  });
});
