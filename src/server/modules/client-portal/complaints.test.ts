// Complaints and the support FAQ of the customer portal on a real database (issue 35 points 5 and
// 7): filing with the 30-day deadline in the firm's deadline list, the firm's status steps and
// answer, the customer reading the answer, other customers' complaints as 404, the FAQ from the
// articles marked for clients (RLS too), and the retention sweep.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { Complaint, ComplaintList, ComplaintOptions, FaqList } from '@shared/client-portal/complaints.schemas';
import { auditLog, domainEvents, kbArticles, matterDeadlines, portalComplaints, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { purgeExpiredComplaints } from './complaints.service';

const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
/** The complaint numbering's shape (complaintReference): the year and six characters without the look-alikes I, O, 0 and 1. */
const REFERENCE = /^P-\d{4}-[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/;
const DEMO_SUBJECT = 'Késedelmes tájékoztatás a peres ügyemben';

describe('portal complaints and support', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, GABOR, LAWYER]) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());
  const call = (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });

  it('shows the demo complaint with its answer to its customer only', async () => {
    const anna = (await call(ANNA, 'GET', '/api/client-portal/complaints')).json() as ComplaintList;
    const demo = anna.items.find((c) => c.subject === DEMO_SUBJECT);
    expect(demo).toMatchObject({ status: 'answered', client: { name: 'Szabó Anna' } });
    const detail = (await call(ANNA, 'GET', `/api/client-portal/complaints/${demo!.id}`)).json() as Complaint;
    expect(detail.answer).toMatchObject({ outcome: 'partly_upheld', reasons: expect.stringContaining('nem tudjuk elfogadni'), remedies: expect.stringContaining('békéltető testület') });
    expect(detail.record).toMatchObject({ complainantName: 'Szabó Anna', consumer: true });
    const gabor = (await call(GABOR, 'GET', '/api/client-portal/complaints')).json() as ComplaintList;
    expect(gabor.items.map((c) => c.id)).not.toContain(demo!.id);
    expect((await call(GABOR, 'GET', `/api/client-portal/complaints/${demo!.id}`)).statusCode).toBe(404);
  });

  it("starts the firm's answer from remedies that fit the client (Fgytv. 17/A. § (8)): the board at the firm's seat with its contacts for a consumer, the SME condition for a company; the customer reads none", async () => {
    const demo = ((await call(ANNA, 'GET', '/api/client-portal/complaints')).json() as ComplaintList).items.find((c) => c.subject === DEMO_SUBJECT)!;
    expect(((await call(ANNA, 'GET', `/api/client-portal/complaints/${demo.id}`)).json() as Complaint).remediesSuggestion).toBeNull();
    const forFirm = (await call(LAWYER, 'GET', `/api/client-portal/firm/complaints/${demo.id}`)).json() as Complaint;
    expect(forFirm.remediesSuggestion).toMatchObject({ boardMissing: false, text: expect.stringContaining('Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99.') });
    expect(forFirm.remediesSuggestion!.text).toContain('fogyasztói jogvitában');
    expect(forFirm.remediesSuggestion!.text).toContain('(Budapesti Ügyvédi Kamara)');

    const options = (await call(GABOR, 'GET', '/api/client-portal/complaints/options')).json() as ComplaintOptions;
    const company = options.clients.find((c) => c.name === 'Tóth és Fia Kft.')!;
    const filed = (await call(GABOR, 'POST', '/api/client-portal/complaints', { subject: 'Cégügy', text: 'A cégbírósági beadvány késve ment el.', clientId: company.id })).json() as Complaint;
    const companyView = (await call(LAWYER, 'GET', `/api/client-portal/firm/complaints/${filed.id}`)).json() as Complaint;
    expect(companyView.record.consumer).toBe(false);
    expect(companyView.remediesSuggestion!.text).not.toContain('fogyasztói jogvitában');
    expect(companyView.remediesSuggestion!.text).toContain('mikro-, kis- vagy középvállalkozás');
  });

  it('numbers the demo complaint as a filed one is numbered: the customer reads no made-up "DEMO" identifier, and its answer deadline carries the same reference', async () => {
    const anna = (await call(ANNA, 'GET', '/api/client-portal/complaints')).json() as ComplaintList;
    const demo = anna.items.find((c) => c.subject === DEMO_SUBJECT)!;
    expect(demo.reference).toMatch(REFERENCE);
    expect(demo.reference.startsWith('P-2026-')).toBe(true);
    const [row] = await t.database.db.select({ deadlineId: portalComplaints.deadlineId }).from(portalComplaints).where(eq(portalComplaints.id, demo.id));
    const [deadline] = await t.database.db.select({ title: matterDeadlines.title }).from(matterDeadlines).where(eq(matterDeadlines.id, row!.deadlineId!));
    expect(deadline?.title).toBe(`Panasz megválaszolása (${demo.reference})`);
  });

  it('files a complaint on an own matter with the record, a 30-day deadline in the deadline list, audit and event', async () => {
    const options = (await call(ANNA, 'GET', '/api/client-portal/complaints/options')).json() as ComplaintOptions;
    expect(options.clients.map((c) => c.name)).toEqual(['Szabó Anna']);
    const matter = options.matters[0]!;
    const res = await call(ANNA, 'POST', '/api/client-portal/complaints', { subject: 'Számlázási hiba', text: 'A múlt havi számlán kétszer szerepel ugyanaz a tétel.', matterId: matter.id });
    expect(res.statusCode, res.body).toBe(201);
    const filed = res.json() as Complaint;
    const today = todayInBudapest();
    expect(filed).toMatchObject({ status: 'submitted', subject: 'Számlázási hiba', dueOn: addDays(today, 30), matter: { id: matter.id }, answer: null, overdue: false });
    expect(filed.reference).toMatch(REFERENCE);
    expect(filed.record).toMatchObject({ complainantName: 'Szabó Anna', consumer: true, channel: 'portal' });
    expect(filed.retainUntil.slice(0, 4)).toBe(String(Number(today.slice(0, 4)) + 5));
    expect(filed.deadlineId).not.toBeNull();

    const deadlines = (await call(LAWYER, 'GET', `/api/compliance-tracker?scope=firm&matterId=${matter.id}`)).json() as { items: { id: string; title: string; dueOn: string; status: string }[] };
    const deadline = deadlines.items.find((d) => d.id === filed.deadlineId);
    expect(deadline).toMatchObject({ title: `Panasz megválaszolása (${filed.reference})`, dueOn: addDays(today, 30), status: 'open' });
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'portal.complaint_file'), eq(auditLog.targetId, filed.id)))).toBe(1);
    expect(await t.database.db.$count(domainEvents, and(eq(domainEvents.type, 'complaint.submitted'), eq(domainEvents.subjectId, filed.id)))).toBe(1);
    // The other customer sees nothing of it.
    expect((await call(GABOR, 'GET', `/api/client-portal/complaints/${filed.id}`)).statusCode).toBe(404);
    expect(JSON.stringify((await call(GABOR, 'GET', '/api/client-portal/complaints')).json())).not.toContain(filed.id);
  });

  it("refuses another customer's matter, client or invoice as 404, bad input as 400, and a lawyer as 403", async () => {
    const gabor = (await call(GABOR, 'GET', '/api/client-portal/complaints/options')).json() as ComplaintOptions;
    const body = { subject: 'Panasz', text: 'Részletes panaszleírás.' };
    expect((await call(ANNA, 'POST', '/api/client-portal/complaints', { ...body, matterId: gabor.matters[0]!.id })).statusCode).toBe(404);
    expect((await call(ANNA, 'POST', '/api/client-portal/complaints', { ...body, clientId: gabor.clients[0]!.id })).statusCode).toBe(404);
    if (gabor.invoices[0]) expect((await call(ANNA, 'POST', '/api/client-portal/complaints', { ...body, invoiceId: gabor.invoices[0].id })).statusCode).toBe(404);
    const short = await call(ANNA, 'POST', '/api/client-portal/complaints', { subject: 'x', text: 'rövid' });
    expect(short.statusCode).toBe(400);
    const ask = await call(GABOR, 'POST', '/api/client-portal/complaints', body);
    expect(ask.json().code).toBe('PORTAL_CLIENT_REQUIRED');
    expect((await call(LAWYER, 'POST', '/api/client-portal/complaints', body)).statusCode).toBe(403);
    expect((await call(ANNA, 'GET', '/api/client-portal/firm/complaints')).statusCode).toBe(403);
  });

  it('lets the firm take up, answer (reasons required on rejection) and close; the customer reads the answer; the deadline is met', async () => {
    const filed = (
      await call(GABOR, 'POST', '/api/client-portal/complaints', {
        subject: 'Késedelmes válasz',
        text: 'Egy hete nem kaptam választ a levelemre.',
        clientId: ((await call(GABOR, 'GET', '/api/client-portal/complaints/options')).json() as ComplaintOptions).clients[0]!.id,
      })
    ).json() as Complaint;
    const firmList = (await call(LAWYER, 'GET', '/api/client-portal/firm/complaints')).json() as ComplaintList;
    expect(firmList.items.map((c) => c.id)).toContain(filed.id);
    expect((await call(LAWYER, 'PATCH', `/api/client-portal/firm/complaints/${filed.id}/status`, { status: 'closed' })).json().code).toBe('COMPLAINT_STATUS_CHANGE');
    const taken = (await call(LAWYER, 'PATCH', `/api/client-portal/firm/complaints/${filed.id}/status`, { status: 'in_progress' })).json() as Complaint;
    expect(taken).toMatchObject({ status: 'in_progress', handler: { name: 'dr. Nagy Péter' } });

    const noReasons = await call(LAWYER, 'POST', `/api/client-portal/firm/complaints/${filed.id}/answer`, { outcome: 'rejected', answer: 'A panaszt elutasítjuk.' });
    expect(noReasons.statusCode).toBe(400);
    const answered = await call(LAWYER, 'POST', `/api/client-portal/firm/complaints/${filed.id}/answer`, {
      outcome: 'rejected',
      answer: 'A panaszt megvizsgáltuk, és elutasítjuk.',
      reasons: 'A levélre a beérkezést követő második munkanapon válaszoltunk, a válasz a portálon olvasható.',
      remedies: 'Békéltető testülethez fordulhat.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const seen = (await call(GABOR, 'GET', `/api/client-portal/complaints/${filed.id}`)).json() as Complaint;
    expect(seen).toMatchObject({ status: 'answered', answer: { outcome: 'rejected', reasons: expect.stringContaining('második munkanapon'), answeredBy: 'dr. Nagy Péter' } });
    expect((await call(ANNA, 'GET', `/api/client-portal/complaints/${filed.id}`)).statusCode).toBe(404);

    const closed = (await call(LAWYER, 'PATCH', `/api/client-portal/firm/complaints/${filed.id}/status`, { status: 'closed' })).json() as Complaint;
    expect(closed.status).toBe('closed');
    expect((await call(LAWYER, 'POST', `/api/client-portal/firm/complaints/${filed.id}/answer`, { outcome: 'upheld', answer: 'Mégis elfogadjuk a panaszt.' })).json().code).toBe('COMPLAINT_CLOSED');
    expect(await t.database.db.$count(domainEvents, and(eq(domainEvents.type, 'complaint.answered'), eq(domainEvents.subjectId, filed.id)))).toBe(1);
    expect(await t.database.db.$count(auditLog, and(inArray(auditLog.action, ['portal.complaint_status', 'portal.complaint_answer']), eq(auditLog.targetId, filed.id)))).toBe(3);
  });

  it('marks the answer deadline done when a complaint on a matter is answered', async () => {
    const options = (await call(ANNA, 'GET', '/api/client-portal/complaints/options')).json() as ComplaintOptions;
    const filed = (await call(ANNA, 'POST', '/api/client-portal/complaints', { subject: 'Határidő-próba', text: 'Panasz a határidő teljesülésének próbájához.', matterId: options.matters[0]!.id })).json() as Complaint;
    await call(LAWYER, 'POST', `/api/client-portal/firm/complaints/${filed.id}/answer`, { outcome: 'upheld', answer: 'Igaza van, a hibát kijavítottuk.' });
    const [deadline] = await t.database.db.select({ status: matterDeadlines.status }).from(matterDeadlines).where(eq(matterDeadlines.id, filed.deadlineId!));
    expect(deadline!.status).toBe('done');
  });

  it('shows customers the FAQ of client-visible articles only, searchable, and the knowledge toggle adds one', async () => {
    const faq = (await call(ANNA, 'GET', '/api/client-portal/faq')).json() as FaqList;
    expect(faq.items.map((a) => a.title).sort()).toEqual(['Hogyan kapom meg a számláimat, és hogyan fizethetek?', 'Mennyi idő alatt válaszol az iroda, és hogyan tehetek panaszt?']);
    const search = (await call(ANNA, 'GET', `/api/client-portal/faq?q=${encodeURIComponent('békéltető')}`)).json() as FaqList;
    expect(search.items.map((a) => a.title)).toEqual(['Mennyi idő alatt válaszol az iroda, és hogyan tehetek panaszt?']);
    expect(((await call(ANNA, 'GET', '/api/client-portal/faq?q=zzzzqqq')).json() as FaqList).items).toEqual([]);

    const tenantId = (await demoTenantId(t.database.db))!;
    const [internal] = await t.database.db
      .select({ id: kbArticles.id, title: kbArticles.title })
      .from(kbArticles)
      .where(and(eq(kbArticles.tenantId, tenantId), eq(kbArticles.visibility, 'internal')))
      .limit(1);
    // RLS: the customer reads no internal article even straight from the table.
    const [anna] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ANNA));
    const direct = await withTenant(t.database.db, tenantId, (tx) => tx.select({ visibility: kbArticles.visibility }).from(kbArticles), { userId: anna!.id });
    expect(direct.length).toBe(2);
    expect(direct.every((a) => a.visibility === 'client')).toBe(true);

    expect((await call(ANNA, 'PATCH', `/api/knowledge-base/${internal!.id}/visibility`, { visibility: 'client' })).statusCode).toBe(403);
    const shown = await call(LAWYER, 'PATCH', `/api/knowledge-base/${internal!.id}/visibility`, { visibility: 'client' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ visibility: 'client', version: expect.any(Number) });
    expect(((await call(ANNA, 'GET', '/api/client-portal/faq')).json() as FaqList).items.map((a) => a.title)).toContain(internal!.title);
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'kb.visibility'), eq(auditLog.targetId, internal!.id)))).toBe(1);
    await call(LAWYER, 'PATCH', `/api/knowledge-base/${internal!.id}/visibility`, { visibility: 'internal' });
    expect(((await call(ANNA, 'GET', '/api/client-portal/faq')).json() as FaqList).items.map((a) => a.title)).not.toContain(internal!.title);
  });

  it('deletes complaints past their keeping period, and only those, with an audit entry', async () => {
    const [kept] = await t.database.db.select({ id: portalComplaints.id, reference: portalComplaints.reference }).from(portalComplaints).limit(1);
    const before = await t.database.db.$count(portalComplaints);
    const [expired] = await t.database.db.select({ id: portalComplaints.id, reference: portalComplaints.reference }).from(portalComplaints).where(eq(portalComplaints.subject, DEMO_SUBJECT));
    await t.database.db.update(portalComplaints).set({ retainUntil: '2026-01-01' }).where(eq(portalComplaints.id, expired!.id));
    expect(await purgeExpiredComplaints(t.database.db, new Date('2026-06-01T12:00:00Z'))).toBe(1);
    expect(await t.database.db.$count(portalComplaints)).toBe(before - 1);
    expect(await t.database.db.$count(portalComplaints, eq(portalComplaints.id, kept!.id === expired!.id ? 'none' : kept!.id))).toBe(kept!.id === expired!.id ? 0 : 1);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'portal.complaint_retention_purge'))).toBe(1);
    expect(await purgeExpiredComplaints(t.database.db, new Date('2026-06-01T12:00:00Z'))).toBe(0);
  });
});
