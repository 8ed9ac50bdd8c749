// The batched e-mail notice of unread portal messages (decision 0365) on the job runtime: three
// messages give one e-mail, a thread read before the delay gives none, and the customer's message
// reaches the firm admins while nobody answers it, the assignee once someone does.
import { and, eq, ilike, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../../db/schema';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { messageNoticeJob, NOTICE_DELAY_MS } from './message-notice';

const ANNA = 'szabo.anna@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';

describe('portal message notice e-mails', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
  });
  afterAll(() => t.close());

  const post = async (email: string, url: string, payload?: object) => {
    const res = await injectAs(t.app, cookies[email]!, { method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    return res.json() as { id: string };
  };
  const notices = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), ilike(mailOutbox.subject, '%olvasatlan%')));
  const afterDelay = () => new Date(Date.now() + NOTICE_DELAY_MS + 1000);
  const drain = () => t.app.jobs.drain({ now: afterDelay, names: [messageNoticeJob.name] });

  it('sends one e-mail for three unread messages, with no message content, and none to a firm member who is not the assignee', async () => {
    const anna0 = (await notices(ANNA)).length;
    const admin0 = (await notices(ADMIN)).length;
    const { id } = await post(ANNA, '/api/client-portal/threads', { subject: 'Titkos öröklési ügy', body: 'Hány örököse van a nagynénémnek?' });
    for (const body of ['Első válasz: a hagyatéki leltár.', 'Második: a végrendelet.', 'Harmadik: az öröklési szerződés.']) await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body });
    // One queued notice for Anna however many messages came.
    expect(await t.database.db.$count(jobs, and(eq(jobs.name, messageNoticeJob.name), eq(jobs.state, 'queued'), like(jobs.key, '%:%')))).toBe(2); // Anna's + the admins' fan-out
    // Not before the delay.
    expect((await t.app.jobs.drain({ now: () => new Date(), names: [messageNoticeJob.name] })).runs).toBe(0);
    await drain();
    const mails = (await notices(ANNA)).slice(anna0);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('3 olvasatlan üzeneted');
    expect(mails[0]!.textBody).toContain('/app/contact-company');
    expect(`${mails[0]!.subject}${mails[0]!.textBody}${mails[0]!.htmlBody}`).not.toMatch(/hagyatéki|végrendelet|Titkos/);
    // The lawyer answered (and so took the thread): the admin is not told about Anna's first message.
    expect((await notices(ADMIN)).length).toBe(admin0);
    // Nothing left to run.
    expect((await drain()).runs).toBe(0);
  });

  it('sends nothing when the recipient reads the thread before the delay', async () => {
    const { id } = await post(ANNA, '/api/client-portal/threads', { subject: 'Időpont', body: 'Mikor mehetek be?' });
    await post(LAWYER, `/api/client-portal/inbox/${id}/read`);
    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'Csütörtökön 10-kor.' });
    await post(ANNA, `/api/client-portal/threads/${id}/read`);
    const anna0 = (await notices(ANNA)).length;
    const ran = await drain();
    expect(ran.runs).toBeGreaterThan(0);
    expect((await notices(ANNA)).length).toBe(anna0);
  });

  it('tells the firm admins about an unanswered message, then only the assignee', async () => {
    const admin0 = (await notices(ADMIN)).length;
    const lawyer0 = (await notices(LAWYER)).length;
    const { id } = await post(ANNA, '/api/client-portal/threads', { subject: 'Új kérdés', body: 'Kérdésem lenne.' });
    await drain();
    const adminMails = (await notices(ADMIN)).slice(admin0);
    expect(adminMails).toHaveLength(1);
    expect(adminMails[0]!.textBody).toContain('ügyfeleidtől');
    expect(adminMails[0]!.textBody).toContain('/app/client-portal');
    expect((await notices(LAWYER)).length).toBe(lawyer0);

    await post(LAWYER, `/api/client-portal/inbox/${id}/messages`, { body: 'Kérdezzen nyugodtan.' });
    await post(ANNA, `/api/client-portal/threads/${id}/read`);
    await post(ANNA, `/api/client-portal/threads/${id}/messages`, { body: 'Köszönöm, a kérdésem a következő.' });
    await drain();
    expect((await notices(LAWYER)).length).toBe(lawyer0 + 1);
    expect((await notices(ADMIN)).length).toBe(admin0 + 1);
  });
});
