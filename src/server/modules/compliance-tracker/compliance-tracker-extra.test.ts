// Issue 18, the second half (decisions 0156-0159): recurring compliance obligations, automatic
// "missed" marking, the daily digest exactly once, the platform admin's calendar entries changing
// a computed deadline, and linked documents that follow the document's visibility.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, deadlineDigests, documents, huCalendarEntries, mailOutbox, matterDeadlines, notifications } from '../../db/schema';
import { injectAs, signIn, type TestApp } from '../../test/test-app';
import { markMissedDeadlines, sendDailyDigests } from './sweeps';
import { appUrl, openDeadlineFixture, outboxMailer, unique } from './testing/deadline-fixture';

describe('deadlines: obligations, missed, digest, admin calendar, linked documents', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let admin: string;
  let tenantId: string;
  let lawyerId: string;
  let ownerId: string;
  let civilId: string;
  let secretId: string;

  beforeAll(async () => {
    ({ t, owner, lawyer, tenantId, ownerId, lawyerId, civilId, secretId } = await openDeadlineFixture());
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url: '/api/compliance-tracker', payload });

  describe('recurring compliance obligations', () => {
    it('computes the next due working day, rolls to the next occurrence once when done, and keeps the history', async () => {
      const title = `ÁFA-bevallás ${unique()}`;
      const res = await injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/compliance-tracker/obligations',
        payload: { title, category: 'tax', ownerId: lawyerId, recurrence: { frequency: 'monthly', dayOfMonth: 20 }, startFrom: '2026-12-01' },
      });
      expect(res.statusCode).toBe(201);
      // 20 December 2026 is a Sunday: due on Monday 21 December.
      expect(res.json()).toMatchObject({ title, nextNominal: '2026-12-20', nextDue: '2026-12-21', owner: { id: lawyerId }, history: [] });
      const id = res.json().id;
      const [first, second] = await Promise.all(
        [0, 1].map(() => injectAs(t.app, lawyer, { method: 'POST', url: `/api/compliance-tracker/obligations/${id}/complete`, payload: { nominal: '2026-12-20', note: 'Beküldve az ONYA-n.' } })),
      );
      expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
      const after = (await injectAs(t.app, owner, { url: '/api/compliance-tracker/obligations' })).json().items.find((o: { id: string }) => o.id === id);
      expect(after).toMatchObject({ nextNominal: '2027-01-20', nextDue: '2027-01-20', late: false });
      expect(after.history).toHaveLength(1);
      expect(after.history[0]).toMatchObject({ nominal: '2026-12-20', dueOn: '2026-12-21', note: 'Beküldve az ONYA-n.', completedBy: 'dr. Nagy Péter' });
    });

    it('says why a due day moved: a weekend day, a public holiday by its name, a swapped rest day', async () => {
      const make = async (recurrence: object, startFrom: string) => {
        const res = await injectAs(t.app, owner, { method: 'POST', url: '/api/compliance-tracker/obligations', payload: { title: `Mozgó ${unique()}`, category: 'tax', recurrence, startFrom } });
        expect(res.statusCode).toBe(201);
        return res.json();
      };
      // 20 December 2026: a Sunday.
      const sunday = await make({ frequency: 'monthly', dayOfMonth: 20 }, '2026-12-01');
      expect(sunday).toMatchObject({ nextNominal: '2026-12-20', nextDue: '2026-12-21', movedBecause: [{ date: '2026-12-20', reason: 'weekend', name: null }] });
      // 1 May 2027: a Saturday and a public holiday – the holiday is the reason, then the Sunday.
      const mayDay = await make({ frequency: 'yearly', dayOfMonth: 1, month: 5 }, '2027-04-01');
      expect(mayDay).toMatchObject({
        nextNominal: '2027-05-01',
        nextDue: '2027-05-03',
        movedBecause: [
          { date: '2027-05-01', reason: 'holiday', name: 'a munka ünnepe' },
          { date: '2027-05-02', reason: 'weekend', name: null },
        ],
      });
      // 2 January 2026: a Friday made a rest day by the 2026 decree.
      const restDay = await make({ frequency: 'yearly', dayOfMonth: 2, month: 1 }, '2025-12-01');
      expect(restDay.nextDue).toBe('2026-01-05');
      expect(restDay.movedBecause.map((d: { reason: string }) => d.reason)).toEqual(['rest_day', 'weekend', 'weekend']);
      // Due on its nominal day: no reason.
      const monday = await make({ frequency: 'monthly', dayOfMonth: 21 }, '2026-12-01');
      expect(monday).toMatchObject({ nextNominal: '2026-12-21', nextDue: '2026-12-21', movedBecause: [] });
      const list = (await injectAs(t.app, owner, { url: '/api/compliance-tracker/obligations' })).json().items;
      expect(list.find((o: { id: string }) => o.id === sunday.id).movedBecause).toEqual(sunday.movedBecause);
    });

    it('shows a past occurrence as late, counts it, validates input, and is refused to a customer', async () => {
      const id = (
        await injectAs(t.app, owner, {
          method: 'POST',
          url: '/api/compliance-tracker/obligations',
          payload: { title: `AML szabályzat ${unique()}`, category: 'aml', recurrence: { frequency: 'yearly', dayOfMonth: 31, month: 1 }, startFrom: '2025-01-01' },
        })
      ).json().id;
      const list = (await injectAs(t.app, owner, { url: '/api/compliance-tracker/obligations' })).json();
      const item = list.items.find((o: { id: string }) => o.id === id);
      expect(item).toMatchObject({ nextNominal: '2025-01-31', nextDue: '2025-01-31', late: true });
      expect(list.late).toBe(list.items.filter((o: { late: boolean }) => o.late).length);
      const bad = await injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/compliance-tracker/obligations',
        payload: { title: 'Hibás', category: 'tax', recurrence: { frequency: 'quarterly', dayOfMonth: 40, month: 5 } },
      });
      expect(bad.statusCode).toBe(400);
      const customer = await signIn(t.app, 'szabo.anna@example.hu');
      expect((await injectAs(t.app, customer, { url: '/api/compliance-tracker/obligations' })).statusCode).toBe(403);
      expect((await injectAs(t.app, owner, { method: 'PATCH', url: `/api/compliance-tracker/obligations/${id}`, payload: { active: false } })).json()).toMatchObject({ active: false, late: false });
      expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/compliance-tracker/obligations/${id}/complete`, payload: { nominal: '2025-01-31' } })).json().code).toBe('COMPLIANCE_INACTIVE');
    });

    it("tracks a client's obligation and keeps the uploaded evidence in the history; an unknown evidence document changes nothing", async () => {
      const [client] = await t.database.db.select({ id: contacts.id, name: contacts.name }).from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1);
      const title = `Éves beszámoló ${unique()}`;
      const created = await injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/compliance-tracker/obligations',
        payload: { title, category: 'corporate', clientContactId: client!.id, recurrence: { frequency: 'yearly', dayOfMonth: 31, month: 5 }, startFrom: '2027-01-01' },
      });
      expect(created.json()).toMatchObject({ client: { id: client!.id, name: client!.name }, nextNominal: '2027-05-31', nextDue: '2027-05-31' });
      const id = created.json().id;
      const missing = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/compliance-tracker/obligations/${id}/complete`, payload: { nominal: '2027-05-31', evidenceDocumentId: randomUUID() } });
      expect(missing.statusCode).toBe(404);
      expect((await injectAs(t.app, owner, { url: '/api/compliance-tracker/obligations' })).json().items.find((o: { id: string }) => o.id === id)).toMatchObject({ nextNominal: '2027-05-31', history: [] });
      const evidence = randomUUID();
      await t.database.db
        .insert(documents)
        .values({ id: evidence, tenantId, title: 'Beszámoló letétbe helyezési igazolás', fileName: 'igazolas.pdf', kind: 'pdf', mime: 'application/pdf', sizeBytes: 5, folder: 'Megfelelés', createdBy: ownerId });
      const done = await injectAs(t.app, lawyer, {
        method: 'POST',
        url: `/api/compliance-tracker/obligations/${id}/complete`,
        payload: { nominal: '2027-05-31', note: 'Letétbe helyezve az e-beszámoló portálon.', evidenceDocumentId: evidence },
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        nextNominal: '2028-05-31',
        history: [{ nominal: '2027-05-31', note: 'Letétbe helyezve az e-beszámoló portálon.', evidence: { id: evidence, title: 'Beszámoló letétbe helyezési igazolás' }, completedBy: 'dr. Nagy Péter' }],
      });
      // Another firm's contact is not a client of this firm.
      const foreign = await injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/compliance-tracker/obligations',
        payload: { title, category: 'tax', clientContactId: randomUUID(), recurrence: { frequency: 'monthly', dayOfMonth: 20 } },
      });
      expect(foreign.statusCode).toBe(404);
    });
  });

  it('marks an open deadline whose last day passed as missed exactly once, with a notice, and keeps it in the overdue list', async () => {
    const title = `Elmulasztott ${unique()}`;
    const id = (await create(lawyer, { matterId: civilId, title, kind: 'fixed', dueOn: addDays(todayInBudapest(), -1) })).json().id;
    // Yesterday its last day had not passed: it stays open.
    await markMissedDeadlines(t.database.db, { mailer: outboxMailer, appUrl, now: new Date(Date.now() - 86_400_000) });
    expect((await t.database.db.select({ status: matterDeadlines.status }).from(matterDeadlines).where(eq(matterDeadlines.id, id)))[0]!.status).toBe('open');
    const results = await Promise.all([0, 1].map(() => markMissedDeadlines(t.database.db, { mailer: outboxMailer, appUrl })));
    expect(results.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(matterDeadlines).where(eq(matterDeadlines.id, id));
    expect(row).toMatchObject({ status: 'missed', missedAutomatically: true });
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'deadline.missed'), like(notifications.title, `%${title}%`))),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.subject, `%${title}%`)),
    ).toHaveLength(1);
    const overdue = (await injectAs(t.app, lawyer, { url: '/api/compliance-tracker?overdue=true&limit=500' })).json();
    expect(overdue.items.find((d: { id: string }) => d.id === id)).toMatchObject({ status: 'missed', missedAutomatically: true, overdue: true });
    // A person's decision settles it: it leaves the overdue list.
    await injectAs(t.app, lawyer, { method: 'PATCH', url: `/api/compliance-tracker/${id}`, payload: { status: 'done' } });
    expect((await injectAs(t.app, lawyer, { url: `/api/compliance-tracker/${id}` })).json()).toMatchObject({ status: 'done', missedAutomatically: false, overdue: false });
  });

  it('sends the daily digest exactly once per day even with two sweeps in parallel, only to those who asked for it', async () => {
    const title = `Napi összesítő ${unique()}`;
    await create(lawyer, { matterId: civilId, title, kind: 'fixed', dueOn: '2026-12-10' });
    expect((await injectAs(t.app, lawyer, { url: '/api/compliance-tracker/preferences' })).json()).toEqual({ dailyDigest: false });
    expect((await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/compliance-tracker/preferences', payload: { dailyDigest: true } })).json()).toEqual({ dailyDigest: true });
    // Tuesday 8 December 2026: 05:00 in Budapest is too early, 07:00 is the time.
    expect(await sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-08T04:00:00Z') })).toBe(0);
    const morning = new Date('2026-12-08T06:00:00Z');
    const results = await Promise.all([0, 1].map(() => sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: morning })));
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    await sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-08T10:00:00Z') });
    const mails = await t.database.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Napi határidő-összesítő – 2026. december 8.%'));
    expect(mails.map((m) => m.recipient)).toEqual(['ugyved@kovacs-ugyved.hu']);
    expect(mails[0]!.textBody).toContain(`${title} (`);
    expect(mails[0]!.textBody).toContain('2026. december 10., csütörtök');
    expect(
      await t.database.db
        .select()
        .from(deadlineDigests)
        .where(and(eq(deadlineDigests.userId, lawyerId), eq(deadlineDigests.digestOn, '2026-12-08'))),
    ).toHaveLength(1);
    // The next working day brings the next digest.
    expect(await sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-09T06:00:00Z') })).toBe(1);
    await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/compliance-tracker/preferences', payload: { dailyDigest: false } });
    expect(await sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-10T06:00:00Z') })).toBe(0);
  });

  it('a day the platform admin enters for a provisional year moves a computed deadline, with its source; a firm may not enter one', async () => {
    // 2027: no decree yet. 10 days from Monday 13 December 2027 (no recess: contract) = Thursday 23 December;
    // with 23 December 2027 entered as a rest day it moves to Friday 24 December (not a statutory holiday).
    const created = (await create(lawyer, { matterId: civilId, title: `Szerződéses ${unique()}`, kind: 'computed', rule: { start: '2027-12-13', length: 10, unit: 'days', procedure: 'contract' } })).json();
    expect(created).toMatchObject({ dueOn: '2027-12-23', provisional: true });
    const year = (await injectAs(t.app, lawyer, { url: '/api/compliance-tracker/calendar?year=2027' })).json();
    expect(year).toMatchObject({ year: 2027, provisional: true, decree: null });
    const entry = { date: '2027-12-23', kind: 'rest_day', name: 'áthelyezett pihenőnap (teszt)', source: '99/2026. (IV. 1.) NGM rendelet (teszt)' };
    expect((await injectAs(t.app, owner, { method: 'PUT', url: '/api/admin/calendar/entries', payload: entry })).statusCode).toBe(403);
    const put = await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/calendar/entries', payload: entry });
    expect(put.statusCode).toBe(200);
    expect(put.json().recomputed).toBeGreaterThanOrEqual(1);
    const moved = (await injectAs(t.app, lawyer, { url: `/api/compliance-tracker/${created.id}` })).json();
    expect(moved.dueOn).toBe('2027-12-24');
    expect(moved.calendarVersion).not.toBe(created.calendarVersion);
    expect(moved.explanation).toContain('áthelyezett pihenőnap');
    const notice = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'deadline.recomputed'), eq(notifications.userId, lawyerId)));
    expect(notice.some((n) => n.body.includes('2027. december 24.'))).toBe(true);
    const adminYear = (await injectAs(t.app, admin, { url: '/api/admin/calendar?year=2027' })).json();
    expect(adminYear.entered).toEqual([entry]);
    expect(adminYear.days.find((d: { date: string }) => d.date === '2027-12-23')).toMatchObject({ source: entry.source });
    // The decree makes the year final; deleting the entry moves the deadline back.
    expect((await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/calendar/decrees', payload: { year: 2027, decree: '99/2026. (IV. 1.) NGM rendelet', source: 'Magyar Közlöny (teszt)' } })).statusCode).toBe(200);
    expect((await injectAs(t.app, lawyer, { url: '/api/compliance-tracker/calendar?year=2027' })).json()).toMatchObject({ provisional: false, decree: { decree: '99/2026. (IV. 1.) NGM rendelet' } });
    expect((await injectAs(t.app, admin, { method: 'DELETE', url: '/api/admin/calendar/entries/2027-12-23' })).statusCode).toBe(200);
    expect((await injectAs(t.app, lawyer, { url: `/api/compliance-tracker/${created.id}` })).json()).toMatchObject({ dueOn: '2027-12-23', provisional: false });
    expect(await t.database.db.$count(huCalendarEntries)).toBe(0);
    const bad = await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/calendar/entries', payload: { ...entry, source: '' } });
    expect(bad.statusCode).toBe(400);
  });

  describe('linked documents', () => {
    const insertDocument = async (matterId: string, title: string) => {
      const id = randomUUID();
      await t.database.db.insert(documents).values({ id, tenantId, title, fileName: 'irat.txt', kind: 'text', mime: 'text/plain', sizeBytes: 5, matterId, createdBy: ownerId });
      return id;
    };

    it("links only the same matter's documents, and a confidential matter's links stay with its team", async () => {
      const civilDoc = await insertDocument(civilId, 'Keresetlevél (teszt)');
      const secretDoc = await insertDocument(secretId, 'Titkos részvény-adásvételi szerződés (teszt)');
      const civilDeadline = (await create(lawyer, { matterId: civilId, title: `Beadvány ${unique()}`, kind: 'fixed', dueOn: '2026-12-18' })).json().id;
      const linked = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/compliance-tracker/${civilDeadline}/documents`, payload: { documentId: civilDoc } });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().documents).toEqual([{ id: civilDoc, title: 'Keresetlevél (teszt)', fileName: 'irat.txt' }]);
      // The matter's list carries the links too (the UI shows them without one request per deadline).
      const listed = (await injectAs(t.app, owner, { url: `/api/compliance-tracker?matterId=${civilId}` })).json().items.find((d: { id: string }) => d.id === civilDeadline);
      expect(listed.documents).toEqual([{ id: civilDoc, title: 'Keresetlevél (teszt)', fileName: 'irat.txt' }]);
      // Another matter's document: refused to the team member, invisible (404) to the others.
      expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/compliance-tracker/${civilDeadline}/documents`, payload: { documentId: secretDoc } })).json().code).toBe('DEADLINE_DOCUMENT_OTHER_MATTER');
      expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/compliance-tracker/${civilDeadline}/documents`, payload: { documentId: secretDoc } })).statusCode).toBe(404);
      const secretDeadline = (await create(owner, { matterId: secretId, title: `Titkos ${unique()}`, kind: 'fixed', dueOn: '2026-12-18' })).json().id;
      expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/compliance-tracker/${secretDeadline}/documents`, payload: { documentId: secretDoc } })).json().documents).toHaveLength(1);
      expect((await injectAs(t.app, lawyer, { url: `/api/compliance-tracker/${secretDeadline}` })).statusCode).toBe(404);
      expect((await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/compliance-tracker/${secretDeadline}/documents/${secretDoc}` })).statusCode).toBe(404);
      expect((await injectAs(t.app, owner, { url: `/api/compliance-tracker/${secretDeadline}` })).json().documents[0].id).toBe(secretDoc);
      const unlinked = await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/compliance-tracker/${civilDeadline}/documents/${civilDoc}` });
      expect(unlinked.json().documents).toEqual([]);
    });
  });
});
