// Issue 34.3 (decision 0306): a confidential matter's deadline or task cannot be given to someone
// outside its team, and every sweep that writes to a person about a deadline (reminder, missed
// deadline, daily digest) checks that this person still sees the matter — which also covers a
// colleague removed from the team after being made responsible.
import { and, eq, like, sql } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../db/client';
import { deadlineReminders, mailOutbox, matters, notifications } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { matterVisibleTo } from '../matters';
import { createTenantWithMember, injectAs, type TestApp } from '../../test/test-app';
import { sweepReminders } from './reminders';
import { markMissedDeadlines, sendDailyDigests } from './sweeps';
import { appUrl, openDeadlineFixture, outboxMailer, unique } from './testing/deadline-fixture';

describe('confidential matters: responsible people and reminder recipients (issue 34.3)', () => {
  let t: TestApp;
  let owner: string; // iroda@: the confidential matter's creator and team
  let lawyer: string; // ugyved@: outside it
  let tenantId: string;
  let ownerId: string;
  let lawyerId: string;
  let customerId: string;
  let civilId: string;
  let secretId: string;

  beforeAll(async () => {
    ({ t, owner, lawyer, tenantId, ownerId, lawyerId, customerId, civilId, secretId } = await openDeadlineFixture());
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url: '/api/compliance-tracker', payload });
  const addToTeam = (userId: string) => injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${secretId}/team`, payload: { userId } });
  const removeFromTeam = (userId: string) => injectAs(t.app, owner, { method: 'DELETE', url: `/api/matters/${secretId}/team/${userId}` });
  /** A deadline on the confidential matter with the lawyer responsible while in its team, who is then removed. */
  async function secretDeadlineOfRemovedLawyer(title: string, dueOn: string): Promise<string> {
    expect((await addToTeam(lawyerId)).statusCode).toBe(201);
    const res = await create(owner, { matterId: secretId, title, kind: 'fixed', dueOn, responsibleId: lawyerId });
    expect(res.statusCode).toBe(201);
    expect((await removeFromTeam(lawyerId)).statusCode).toBe(200);
    return res.json().id;
  }

  it('refuses an outsider as responsible or assignee on a confidential matter, with a stable code and a Hungarian message; a team member is accepted', async () => {
    const refused = await create(owner, { matterId: secretId, title: `Titkos ${unique()}`, kind: 'fixed', dueOn: '2026-12-10', responsibleId: lawyerId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MATTER_ASSIGNEE_OUTSIDE_TEAM', message: expect.stringContaining('Bizalmas ügyben csak az ügy csapatának tagja') });

    const own = await create(owner, { matterId: secretId, title: `Titkos ${unique()}`, kind: 'fixed', dueOn: '2026-12-10' });
    expect(own.statusCode).toBe(201);
    const moved = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/compliance-tracker/${own.json().id}`, payload: { responsibleId: lawyerId } });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('MATTER_ASSIGNEE_OUTSIDE_TEAM');
    expect((await injectAs(t.app, owner, { url: `/api/compliance-tracker/${own.json().id}` })).json().responsible.id).not.toBe(lawyerId);

    const task = await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${secretId}/tasks`, payload: { title: 'Átvilágítás', assigneeId: lawyerId } });
    expect(task.statusCode).toBe(409);
    expect(task.json().code).toBe('MATTER_ASSIGNEE_OUTSIDE_TEAM');
    // A customer is still refused as not staff, before the team question.
    expect((await create(owner, { matterId: secretId, title: 'Ügyfél', kind: 'fixed', dueOn: '2026-12-10', responsibleId: customerId })).json().code).toBe('MATTER_TEAM_NOT_MEMBER');
    // Open matters take any staff member.
    expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${civilId}/tasks`, payload: { title: 'Irat', assigneeId: lawyerId } })).statusCode).toBe(201);

    expect((await addToTeam(lawyerId)).statusCode).toBe(201);
    expect((await injectAs(t.app, owner, { method: 'PATCH', url: `/api/compliance-tracker/${own.json().id}`, payload: { responsibleId: lawyerId } })).statusCode).toBe(200);
    expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${secretId}/tasks`, payload: { title: 'Átvilágítás', assigneeId: lawyerId } })).statusCode).toBe(201);
    expect((await removeFromTeam(lawyerId)).statusCode).toBe(200);
  });

  it('the reminder sweep does not write to someone removed from the team; the deadline creator is told instead', async () => {
    const title = `Titkos emlékeztető ${unique()}`;
    const id = await secretDeadlineOfRemovedLawyer(title, '2026-12-03');
    const openTitle = `Nyílt emlékeztető ${unique()}`;
    await create(owner, { matterId: civilId, title: openTitle, kind: 'fixed', dueOn: '2026-12-03', responsibleId: lawyerId });
    await sweepReminders(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-01T08:00:00Z') });

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${title}%`));
    expect(mails.map((m) => m.recipient)).toEqual(['iroda@kovacs-ugyved.hu']);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(like(notifications.title, `%${title}%`));
    expect(notices.map((n) => n.userId)).toEqual([ownerId]);
    const [sent] = await t.database.db
      .select()
      .from(deadlineReminders)
      .where(and(eq(deadlineReminders.deadlineId, id), eq(deadlineReminders.outcome, 'sent')));
    expect(sent!.recipientId).toBe(ownerId);
    // Nothing at all about the confidential matter reached the lawyer.
    const [secret] = await t.database.db.select({ number: matters.number }).from(matters).where(eq(matters.id, secretId));
    const lawyerNotices = await t.database.db.select().from(notifications).where(eq(notifications.userId, lawyerId));
    expect(lawyerNotices.some((n) => n.body.includes(secret!.number) || n.link === `/app/matters/${secretId}`)).toBe(false);
    // The open matter's reminder still reaches its responsible lawyer.
    expect(
      (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.subject, `%${openTitle}%`))
      ).map((m) => m.recipient),
    ).toEqual(['ugyved@kovacs-ugyved.hu']);
  });

  it('the missed-deadline sweep does not write to someone removed from the team', async () => {
    const title = `Titkos mulasztás ${unique()}`;
    await secretDeadlineOfRemovedLawyer(title, addDays(todayInBudapest(), -1));
    await markMissedDeadlines(t.database.db, { mailer: outboxMailer, appUrl });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'deadline.missed'), like(notifications.title, `%${title}%`)));
    expect(notices.map((n) => n.userId)).toEqual([ownerId]);
    expect(
      (
        await t.database.db
          .select()
          .from(mailOutbox)
          .where(like(mailOutbox.subject, `%${title}%`))
      ).map((m) => m.recipient),
    ).toEqual(['iroda@kovacs-ugyved.hu']);
  });

  it("the daily digest leaves out a confidential matter's deadline once its responsible person left the team", async () => {
    const secretTitle = `Titkos összesítő ${unique()}`;
    await secretDeadlineOfRemovedLawyer(secretTitle, '2026-12-10');
    const openTitle = `Nyílt összesítő ${unique()}`;
    await create(lawyer, { matterId: civilId, title: openTitle, kind: 'fixed', dueOn: '2026-12-10' });
    await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/compliance-tracker/preferences', payload: { dailyDigest: true } });
    await sendDailyDigests(t.database.db, { mailer: outboxMailer, appUrl, now: new Date('2026-12-08T07:00:00Z') });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'ugyved@kovacs-ugyved.hu'), like(mailOutbox.subject, 'Napi határidő-összesítő – 2026. december 8.%')));
    expect(mail!.textBody).toContain(openTitle);
    expect(mail!.textBody).not.toContain(secretTitle);
  });

  it("the sweeps' visibility rule agrees with the database's row-level security for every user and matter", async () => {
    const other = await createTenantWithMember(t.database, 'lawyer');
    const all = await t.database.db.select({ id: matters.id }).from(matters).where(eq(matters.tenantId, tenantId));
    for (const inTeam of [false, true]) {
      if (inTeam) await addToTeam(lawyerId);
      // Firm staff: the sweeps address only them. A customer's rows are narrowed further in the
      // database to their own contacts' matters (portal_users, decision 0350), which the sweeps'
      // rule does not model: the sweeps' candidates (responsible, creator, responsible lawyer) are staff.
      void customerId;
      for (const userId of [ownerId, lawyerId]) {
        const rls = await withTenant(t.database.db, tenantId, (tx) => tx.select({ id: matters.id }).from(matters), { userId });
        const mine = resultRows<{ id: string }>(await t.database.db.execute(sql`select id from matters where tenant_id = ${tenantId} and ${matterVisibleTo(sql`matters.id`, userId)}`));
        expect(mine.map((m) => m.id).sort()).toEqual(rls.map((m) => m.id).sort());
      }
      const outsider = resultRows<{ id: string }>(await t.database.db.execute(sql`select id from matters where tenant_id = ${tenantId} and ${matterVisibleTo(sql`matters.id`, other.userId)}`));
      expect(outsider).toEqual([]);
      expect(all.length).toBeGreaterThan(1);
    }
    await removeFromTeam(lawyerId);
  });
});
