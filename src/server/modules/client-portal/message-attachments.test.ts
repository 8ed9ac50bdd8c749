// Attachments on portal messages (decision 0366): the file goes into the vault through its upload
// port (type sniffing, zip bombs, plan limits), linked to the thread's client and matter; both sides
// of the thread download it, another customer (same firm) gets 404 with any combination of ids,
// and a closed thread takes no file from the customer before a byte is stored.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalThread } from '@shared/client-portal/client-portal.schemas';
import { auditLog, contacts, documents } from '../../db/schema';
import { zipBombDocx } from '../../test/hostile-files';
import { fakeExecutable, multipartBody } from '../../test/multipart';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';

describe('portal message attachments', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let threadId = '';
  let gaborThreadId = '';
  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, GABOR, LAWYER]) cookies[email] = await signIn(t.app, email);
    threadId = (await injectAs(t.app, cookies[ANNA]!, { method: 'POST', url: '/api/client-portal/threads', payload: { subject: 'Iratok', body: 'Küldöm az iratot.' } })).json().id;
    gaborThreadId = (
      await injectAs(t.app, cookies[GABOR]!, { method: 'POST', url: '/api/client-portal/threads', payload: { subject: 'Gábor kérdése', body: 'Jó napot!', clientId: await contactId('Tóth Gábor') } })
    ).json().id;
  });
  afterAll(() => t.close());

  const contactId = async (name: string) => (await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.name, name)))[0]!.id;
  const upload = (email: string, url: string, body: string, file: { name: string; bytes: Buffer; type?: string }) => injectAs(t.app, cookies[email]!, { method: 'POST', url, ...multipartBody({ body }, [file]) });
  const get = (email: string, url: string) => injectAs(t.app, cookies[email]!, { method: 'GET', url });
  const note = Buffer.from('Hagyatéki leltár – tervezet\n1. Ingatlan\n2. Bankszámla\n', 'utf8');

  it('stores the customer’s file in the vault for the thread’s client, shows it on both sides and lets both download it', async () => {
    const res = await upload(ANNA, `/api/client-portal/threads/${threadId}/attachments`, 'Itt a leltár.', { name: 'leltár.txt', bytes: note, type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    const anna = (await get(ANNA, `/api/client-portal/threads/${threadId}`)).json() as PortalThread;
    const message = anna.messages.find((m) => m.id === res.json().id)!;
    expect(message).toMatchObject({ body: 'Itt a leltár.', fromFirm: false, attachment: { fileName: 'leltár.txt', sizeBytes: note.length } });
    const documentId = message.attachment!.documentId;
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, documentId));
    expect(doc).toMatchObject({ clientContactId: await contactId('Szabó Anna'), matterId: null, folder: 'Ügyfélüzenetek', mime: 'text/plain' });
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'documents.upload'), eq(auditLog.targetId, documentId)))).toBe(1);

    // The firm sees the same attachment in its inbox and downloads it; so does Anna.
    const firm = (await get(LAWYER, `/api/client-portal/inbox/${threadId}`)).json() as PortalThread;
    expect(firm.messages.find((m) => m.id === message.id)!.attachment).toEqual(message.attachment);
    for (const [email, url] of [
      [LAWYER, `/api/client-portal/inbox/${threadId}/attachments/${documentId}`],
      [ANNA, `/api/client-portal/threads/${threadId}/attachments/${documentId}`],
    ] as const) {
      const file = await get(email, url);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.rawPayload.equals(note)).toBe(true);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }

    // Another customer of the firm: 404 through Anna's thread, through his own thread, and on the firm's route (403: not his role).
    expect((await get(GABOR, `/api/client-portal/threads/${threadId}/attachments/${documentId}`)).statusCode).toBe(404);
    expect((await get(GABOR, `/api/client-portal/threads/${gaborThreadId}/attachments/${documentId}`)).statusCode).toBe(404);
    expect((await get(GABOR, `/api/client-portal/threads/${threadId}`)).statusCode).toBe(404);
    expect([403, 404]).toContain((await get(GABOR, `/api/client-portal/inbox/${threadId}/attachments/${documentId}`)).statusCode);
    // Nor does Gábor get it by uploading into Anna's thread.
    expect((await upload(GABOR, `/api/client-portal/threads/${threadId}/attachments`, '', { name: 'x.txt', bytes: note })).statusCode).toBe(404);
  });

  it('lets the firm answer with a file, with or without text, for the customer to download', async () => {
    const res = await upload(LAWYER, `/api/client-portal/inbox/${threadId}/attachments`, '', { name: 'válasz.txt', bytes: Buffer.from('Rendben, megkaptuk.'), type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(201);
    const anna = (await get(ANNA, `/api/client-portal/threads/${threadId}`)).json() as PortalThread;
    const message = anna.messages.find((m) => m.id === res.json().id)!;
    expect(message).toMatchObject({ body: '', fromFirm: true, attachment: { fileName: 'válasz.txt' } });
    const file = await get(ANNA, `/api/client-portal/threads/${threadId}/attachments/${message.attachment!.documentId}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Rendben, megkaptuk.');
    // A document id that is not attached to this thread: 404 even for the firm.
    expect((await get(LAWYER, `/api/client-portal/inbox/${gaborThreadId}/attachments/${message.attachment!.documentId}`)).statusCode).toBe(404);
  });

  it('applies the vault’s refusals: a program, a zip bomb, an empty file, a closed thread', async () => {
    const before = await t.database.db.$count(documents);
    const exe = await upload(ANNA, `/api/client-portal/threads/${threadId}/attachments`, 'Program', { name: 'level.pdf', bytes: fakeExecutable(), type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('DOCUMENT_EXECUTABLE_REFUSED');
    const bomb = await upload(ANNA, `/api/client-portal/threads/${threadId}/attachments`, 'Bomba', { name: 'szerzodes.docx', bytes: zipBombDocx(20 * 1024 * 1024) });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().code).toBe('DOCX_UNPACKED_TOO_LARGE');
    const empty = await upload(ANNA, `/api/client-portal/threads/${threadId}/attachments`, 'Üres', { name: 'ures.txt', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(await t.database.db.$count(documents)).toBe(before);
    const messages = ((await get(ANNA, `/api/client-portal/threads/${threadId}`)).json() as PortalThread).messages;
    expect(messages.map((m) => m.body)).not.toContain('Program');

    const closed = await injectAs(t.app, cookies[LAWYER]!, { method: 'PATCH', url: `/api/client-portal/inbox/${threadId}`, payload: { status: 'closed' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await upload(ANNA, `/api/client-portal/threads/${threadId}/attachments`, 'Még egy', { name: 'meg.txt', bytes: note });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PORTAL_THREAD_CLOSED');
    expect(await t.database.db.$count(documents)).toBe(before);
  });
});
