import ICAL from 'ical.js';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { auditLog, deadlineReminders, mailOutbox, notifications, users } from '../../db/schema';
import { injectAs, signIn, type TestApp } from '../../test/test-app';
import { enqueue } from '../../jobs/enqueue';
import { deadlineSweepJob } from './compliance-tracker.jobs';
import { sweepReminders } from './reminders';
import { openDeadlineFixture, outboxMailer, unique } from './testing/deadline-fixture';

describe('deadlines API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer): in the confidential matter's team
  let lawyer: string; // ugyved@ (lawyer): not in it
  let lawyerId: string;
  let civilId: string; // Szabó Anna's lawsuit (both are in its team)
  let secretId: string; // the confidential share deal (owner only)

  beforeAll(async () => {
    ({ t, owner, lawyer, lawyerId, civilId, secretId } = await openDeadlineFixture());
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url: '/api/compliance-tracker', payload });

  it('counts a 15-day Pp. deadline across the summer recess, stores the explanation and audits it', async () => {
    const res = await create(lawyer, { matterId: civilId, title: 'Fellebbezés', kind: 'computed', rule: { start: '2026-07-10', length: 15, unit: 'days', procedure: 'pp' } });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      dueOn: '2026-08-31',
      kind: 'computed',
      status: 'open',
      rule: { start: '2026-07-10', length: 15, unit: 'days', procedure: 'pp', recess: true, saturdayWorkdays: true },
      responsible: { id: lawyerId, name: 'dr. Nagy Péter' },
    });
    expect(item.explanation).toContain('ítélkezési szünet miatt 37 nap nem számít bele (2026. július 15. – 2026. augusztus 20.)');
    expect(item.explanation).toContain('a határidő utolsó napja: 2026. augusztus 31., hétfő');
    expect(item.calendarVersion).toMatch(/^mt102-/);
    const again = (await injectAs(t.app, owner, { url: `/api/compliance-tracker/${item.id}` })).json();
    expect(again.explanation).toBe(item.explanation);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'deadlines.create'), eq(auditLog.targetId, item.id)));
    expect(entry?.metadata).toMatchObject({ matterId: civilId, dueOn: '2026-08-31' });
    expect(entry?.actorUserId).toBe(lawyerId);
  });

  it('marks a deadline ending on a working Saturday, takes fixed dates, and refuses bad input without writing', async () => {
    const saturday = await create(lawyer, { matterId: civilId, title: 'Szerződéses határidő', kind: 'computed', rule: { start: '2026-08-05', length: 3, unit: 'days', procedure: 'contract' } });
    expect(saturday.json()).toMatchObject({ dueOn: '2026-08-08', endDayKind: 'working_saturday' });
    const fixed = await create(lawyer, { matterId: civilId, title: 'Tárgyalás', kind: 'fixed', dueOn: '2026-12-10', responsibleId: null });
    expect(fixed.json()).toMatchObject({ dueOn: '2026-12-10', kind: 'fixed', rule: null, responsible: null });
    const before = (await injectAs(t.app, lawyer, { url: `/api/compliance-tracker?matterId=${civilId}` })).json().total;
    const tooLong = await create(lawyer, { matterId: civilId, title: 'Hibás', kind: 'computed', rule: { start: '2026-01-05', length: 5000, unit: 'days', procedure: 'pp' } });
    expect(tooLong.statusCode).toBe(400);
    const badDate = await create(lawyer, { matterId: civilId, title: 'Hibás', kind: 'fixed', dueOn: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const customerAsResponsible = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
    const notStaff = await create(lawyer, { matterId: civilId, title: 'Hibás', kind: 'fixed', dueOn: '2026-12-10', responsibleId: customerAsResponsible[0]!.id });
    expect(notStaff.json().code).toBe('MATTER_TEAM_NOT_MEMBER');
    expect((await create(lawyer, { matterId: 'nincs-ilyen', title: 'Hibás', kind: 'fixed', dueOn: '2026-12-10' })).statusCode).toBe(404);
    expect((await injectAs(t.app, lawyer, { url: `/api/compliance-tracker?matterId=${civilId}` })).json().total).toBe(before);
  });

  it('filters mine / firm, a date range, overdue and due this week; the stats agree', async () => {
    const today = todayInBudapest();
    const firm = (await injectAs(t.app, owner, { url: '/api/compliance-tracker?limit=500' })).json();
    const mine = (await injectAs(t.app, lawyer, { url: '/api/compliance-tracker?scope=mine&limit=500' })).json();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((d: { responsible: { id: string } | null }) => d.responsible?.id === lawyerId)).toBe(true);
    const overdue = (await injectAs(t.app, owner, { url: '/api/compliance-tracker?overdue=true' })).json();
    // The seeded "Hiánypótlás" was due two days ago.
    expect(overdue.items.map((d: { title: string }) => d.title)).toContain('Hiánypótlás: meghatalmazás csatolása');
    expect(overdue.items.every((d: { overdue: boolean; status: string }) => d.overdue && d.status === 'open')).toBe(true);
    const week = (await injectAs(t.app, owner, { url: '/api/compliance-tracker?dueThisWeek=true' })).json();
    const stats = (await injectAs(t.app, owner, { url: '/api/compliance-tracker/stats' })).json();
    expect(stats.overdue).toBe(overdue.total);
    expect(stats.dueThisWeek).toBe(week.total);
    for (const d of week.items) expect(d.dueOn >= today && d.dueOn <= stats.week.to && d.status === 'open').toBe(true);
    const range = (await injectAs(t.app, owner, { url: '/api/compliance-tracker?from=2026-08-01&to=2026-08-31' })).json();
    expect(range.items.map((d: { dueOn: string }) => d.dueOn)).toEqual(expect.arrayContaining(['2026-08-31', '2026-08-08']));
    expect(range.items.every((d: { dueOn: string }) => d.dueOn >= '2026-08-01' && d.dueOn <= '2026-08-31')).toBe(true);
    expect(firm.total).toBeGreaterThanOrEqual(mine.total);
  });

  it("hides a confidential matter's deadlines outside its team, in lists, stats and every object route", async () => {
    const secret = await create(owner, { matterId: secretId, title: `Titkos határidő ${unique()}`, kind: 'fixed', dueOn: addDays(todayInBudapest(), -1) });
    expect(secret.statusCode).toBe(201);
    const id = secret.json().id;
    const ownerList = (await injectAs(t.app, owner, { url: '/api/compliance-tracker?limit=500' })).json();
    const lawyerList = (await injectAs(t.app, lawyer, { url: '/api/compliance-tracker?limit=500' })).json();
    expect(ownerList.items.map((d: { id: string }) => d.id)).toContain(id);
    expect(JSON.stringify(lawyerList)).not.toContain(secretId);
    expect(lawyerList.total).toBe(ownerList.total - ownerList.items.filter((d: { matterId: string }) => d.matterId === secretId).length);
    const ownerStats = (await injectAs(t.app, owner, { url: '/api/compliance-tracker/stats' })).json();
    const lawyerStats = (await injectAs(t.app, lawyer, { url: '/api/compliance-tracker/stats' })).json();
    expect(ownerStats.overdue - lawyerStats.overdue).toBe(1);
    for (const [method, payload] of [['GET'], ['PATCH', { status: 'done' }], ['DELETE']] as const) {
      const res = await injectAs(t.app, lawyer, { method, url: `/api/compliance-tracker/${id}`, ...(payload ? { payload } : {}) });
      expect(`${method} ${res.statusCode}`).toBe(`${method} 404`);
    }
    expect((await create(lawyer, { matterId: secretId, title: 'Betekintés', kind: 'fixed', dueOn: '2026-12-10' })).statusCode).toBe(404);
  });

  it('completes, reopens and deletes with an audit entry each; a customer is refused', async () => {
    const id = (await create(lawyer, { matterId: civilId, title: `Beadvány ${unique()}`, kind: 'fixed', dueOn: '2026-12-14' })).json().id;
    const done = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/compliance-tracker/${id}`, payload: { status: 'done' } });
    expect(done.json()).toMatchObject({ status: 'done', overdue: false });
    expect(done.json().completedAt).not.toBeNull();
    const reopened = await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/compliance-tracker/${id}`, payload: { status: 'open' } });
    expect(reopened.json()).toMatchObject({ status: 'open', completedAt: null });
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { url: '/api/compliance-tracker' })).statusCode).toBe(403);
    expect((await injectAs(t.app, customer, { method: 'DELETE', url: `/api/compliance-tracker/${id}` })).statusCode).toBe(403);
    expect((await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/compliance-tracker/${id}` })).statusCode).toBe(200);
    expect((await injectAs(t.app, lawyer, { url: `/api/compliance-tracker/${id}` })).statusCode).toBe(404);
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action).sort();
    expect(actions).toEqual(['deadlines.complete', 'deadlines.create', 'deadlines.delete', 'deadlines.reopen']);
  });

  describe('reminders', () => {
    // Tuesday 1 December 2026, 9:00 in Budapest; the deadline ends on Thursday 3 December.
    const tuesday = new Date('2026-12-01T08:00:00Z');
    const wednesday = new Date('2026-12-02T08:00:00Z');
    let deadlineId: string;
    let title: string;

    beforeAll(async () => {
      title = `Viszontkereset ${unique()}`;
      deadlineId = (await create(lawyer, { matterId: civilId, title, kind: 'fixed', dueOn: '2026-12-03' })).json().id;
    });

    const reminders = () => t.database.db.select().from(deadlineReminders).where(eq(deadlineReminders.deadlineId, deadlineId));
    const mails = () =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${title}%`));
    const notices = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'deadline.reminder'), like(notifications.title, `%${title}%`)));

    it('two sweeps at once (two instances) send the due reminder exactly once, superseding the older lead time', async () => {
      const sweep = () => sweepReminders(t.database.db, { mailer: outboxMailer, appUrl: 'http://localhost:3000', now: tuesday });
      await Promise.all([sweep(), sweep(), sweep()]);
      const rows = await reminders();
      // 7 and 3 working days before 3 December have both come; only the 3-day one is delivered.
      expect(rows.map((r) => [r.leadDays, r.remindOn, r.outcome]).sort()).toEqual([
        [3, '2026-11-30', 'sent'],
        [7, '2026-11-24', 'superseded'],
      ]);
      expect(await mails()).toHaveLength(1);
      const [mail] = await mails();
      expect(mail!.recipient).toBe('ugyved@kovacs-ugyved.hu');
      // Sent on Tuesday, for Thursday: Wednesday and Thursday are left, whatever the lead time (issue 38.9).
      expect(mail!.textBody).toContain('2 munkanap múlva lejár (2026. december 3., csütörtök)');
      expect(await notices()).toHaveLength(1);
      expect((await notices())[0]).toMatchObject({ userId: lawyerId, link: `/app/matters/${civilId}` });
    });

    it('a restarted worker sends nothing twice, and sends the next lead time when its day comes', async () => {
      await sweepReminders(t.database.db, { mailer: outboxMailer, appUrl: 'http://localhost:3000', now: tuesday });
      expect(await mails()).toHaveLength(1);
      const results = await Promise.all([wednesday, wednesday].map((now) => sweepReminders(t.database.db, { mailer: outboxMailer, appUrl: 'http://localhost:3000', now })));
      expect(results.reduce((n, r) => n + (r.sent > 0 ? 1 : 0), 0)).toBeGreaterThanOrEqual(1);
      expect(
        (await reminders())
          .filter((r) => r.outcome === 'sent')
          .map((r) => r.leadDays)
          .sort(),
      ).toEqual([1, 3]);
      expect(await mails()).toHaveLength(2);
      expect(await notices()).toHaveLength(2);
      // The app's recurring job (decision 0281), run by the job runtime: nothing twice either.
      await enqueue(t.database.db, deadlineSweepJob, {}, { runAt: wednesday });
      expect((await t.app.jobs.drain({ now: () => wednesday, names: [deadlineSweepJob.name] })).results.map((r) => r.result)).toEqual(['succeeded']);
      expect(await mails()).toHaveLength(2);
    });

    it('issue 38.9: a sweep on Sunday 29 November announces a Tuesday 1 December deadline as 2 working days left, with its date', async () => {
      const sundayTitle = `Vasárnapi ${unique()}`;
      const id = (await create(lawyer, { matterId: civilId, title: sundayTitle, kind: 'fixed', dueOn: '2026-12-01' })).json().id;
      await sweepReminders(t.database.db, { mailer: outboxMailer, appUrl: 'http://localhost:3000', now: new Date('2026-11-29T09:00:00Z') });
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${sundayTitle}%`));
      expect(mail!.textBody).toContain(`határideje 2 munkanap múlva lejár (2026. december 1., kedd): ${sundayTitle}.`);
      expect(mail!.textBody).not.toContain('3 munkanap');
      const [notice] = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'deadline.reminder'), like(notifications.title, `%${sundayTitle}%`)));
      expect(notice!.title).toBe(`Határidő 2 munkanap múlva: ${sundayTitle}`);
      expect(notice!.body).toContain('2026. december 1., kedd');
      await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/compliance-tracker/${id}` });
    });

    it('sends nothing for a deadline that is done, and follows the firm lead times', async () => {
      const doneTitle = `Teljesített ${unique()}`;
      const id = (await create(lawyer, { matterId: civilId, title: doneTitle, kind: 'fixed', dueOn: '2026-12-03' })).json().id;
      await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/compliance-tracker/${id}`, payload: { status: 'done' } });
      expect((await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/compliance-tracker/settings', payload: { leadDays: [2] } })).statusCode).toBe(403);
      const put = await injectAs(t.app, owner, { method: 'PUT', url: '/api/compliance-tracker/settings', payload: { leadDays: [2, 10, 2] } });
      expect(put.json()).toEqual({ leadDays: [10, 2] });
      const laterTitle = `Kétnapos ${unique()}`;
      const later = (await create(lawyer, { matterId: civilId, title: laterTitle, kind: 'fixed', dueOn: '2026-12-04' })).json().id;
      await sweepReminders(t.database.db, { mailer: outboxMailer, appUrl: 'http://localhost:3000', now: wednesday });
      const rows = await t.database.db
        .select()
        .from(deadlineReminders)
        .where(sql`${deadlineReminders.deadlineId} in (${id}, ${later})`);
      // 2 working days before Friday 4 December is Wednesday 2 December; 10 is superseded.
      expect(rows.map((r) => [r.deadlineId === later, r.leadDays, r.outcome]).sort()).toEqual([
        [true, 10, 'superseded'],
        [true, 2, 'sent'],
      ]);
      await injectAs(t.app, owner, { method: 'PUT', url: '/api/compliance-tracker/settings', payload: { leadDays: [7, 3, 1] } });
    });
  });

  describe('calendar feed', () => {
    const path = (url: string) => new URL(url).pathname;

    it('serves my deadlines as valid iCal, and a new or revoked token ends the old URL', async () => {
      expect((await injectAs(t.app, lawyer, { url: '/api/compliance-tracker/calendar-feed' })).json()).toEqual({ active: false, createdAt: null });
      const issued = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/compliance-tracker/calendar-feed' });
      expect(issued.statusCode).toBe(201);
      const url = path(issued.json().url);
      expect(url).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
      const feed = await t.app.inject({ url });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toContain('text/calendar');
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
      const appeal = events.find((e) => e.summary.startsWith('Fellebbezés –'));
      expect(appeal?.startDate.toString()).toBe('2026-08-31');
      expect(appeal?.startDate.isDate).toBe(true);
      expect(appeal?.description).toContain('ítélkezési szünet');
      // One period after the date, not "2026. augusztus 31.." (issue 39.3).
      expect(appeal?.description).toContain('A határidő utolsó napja: 2026. augusztus 31.\n');
      expect(events.every((e) => !e.description.includes('..'))).toBe(true);
      // Only deadlines the lawyer is responsible for; never the confidential matter's.
      expect(feed.body).not.toContain('Titkos határidő');
      expect(events.length).toBe((await injectAs(t.app, lawyer, { url: '/api/compliance-tracker?scope=mine&limit=500' })).json().total);

      const rotated = path((await injectAs(t.app, lawyer, { method: 'POST', url: '/api/compliance-tracker/calendar-feed' })).json().url);
      const old = await t.app.inject({ url });
      expect(old.statusCode).toBe(410);
      expect(old.json().code).toBe('DEADLINE_FEED_REVOKED');
      expect((await t.app.inject({ url: rotated })).statusCode).toBe(200);
      expect((await injectAs(t.app, lawyer, { method: 'DELETE', url: '/api/compliance-tracker/calendar-feed' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: rotated })).statusCode).toBe(410);
      expect((await t.app.inject({ url: '/api/calendar-feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics' })).statusCode).toBe(404);
      const [issue] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'deadlines.feed_revoke'), eq(auditLog.actorUserId, lawyerId)));
      expect(issue).toBeDefined();
    });
  });
});
