// E-mail to case (issue 36.1, decisions 0432–0436) end to end: real mail sent with nodemailer over
// SMTP to the built-in endpoint on an ephemeral port, filed by the job runtime onto the right
// matter as a note with its attachment in the vault; a reply joins by the thread; a resend with
// the same Message-ID files nothing; a firm's mail never reaches another firm (the firms share a
// matter number); sender rules, size, auto-replies, zip bombs, the intake of unknown senders, the
// IMAP poll (with a fake client: no IMAP server here) and the settings routes. On PostgreSQL
// (TEST_DATABASE_URL) the jobs run under vi_app with row-level security.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import hoodiecrow from 'hoodiecrow-imap';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, documents, domainEvents, inboundMails, inboundMailSettings, matterNotes, members, opportunities } from '../../../db/schema';
import { enqueue } from '../../../jobs/enqueue';
import { installDefaultModules } from '../../../module-system/defaults';
import { zipBombDocx } from '../../../test/hostile-files';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../../test/test-app';
import { imapFlowClient, type ImapClient } from './imap-poll';
import { useImapClientFactory } from './inbound-mail.jobs';
import { pollImapJob } from './inbound-mail.jobs-def';
import { type InboundSmtp, startInboundSmtp } from './smtp-endpoint';

const DOMAIN = 'in.iroda-teszt.hu';
const MODULES = ['automations', 'matters', 'contacts', 'documents', 'opportunities'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('e-mail to case', () => {
  let t: TestApp;
  let smtp: InboundSmtp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, env: { INBOUND_EMAIL_DOMAINS: `${DOMAIN},masik-${DOMAIN}`, INBOUND_IMAP_APPROVED_HOSTS: 'imap.iroda-teszt.hu,localhost' } });
    smtp = await startInboundSmtp(t.app, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    useImapClientFactory(null);
    await smtp.close();
    await t.close();
  });

  async function firm() {
    const f = await createTenantWithMember(t.database, 'tenant,lawyer', `admin-${randomUUID()}@bejovo-iroda.hu`, MODULES);
    await installDefaultModules(t.database.db, f.tenantId, f.userId, MODULES);
    return { ...f, cookie: await signIn(t.app, f.email) };
  }
  type Firm = Awaited<ReturnType<typeof firm>>;
  const call = (f: Firm, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => injectAs(t.app, f.cookie, { method, url, ...(payload ? { payload } : {}) });
  const settingsBody = (over: object = {}) => ({ enabled: true, allowedSenders: [], maxMegabytes: 5, imap: { enabled: false }, ...over });
  async function enable(f: Firm, over: object = {}) {
    const res = await call(f, 'PUT', '/api/automations/email-to-case', settingsBody(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { address: string; matterAddressExample: string; recent: { status: string; subject: string | null }[] };
  }
  async function clientWithMatter(f: Firm, email: string, title: string) {
    const [client] = await t.database.db.insert(contacts).values({ tenantId: f.tenantId, kind: 'person', name: 'Kovács János', email }).returning({ id: contacts.id });
    const res = await call(f, 'POST', '/api/matters', { title, openedOn: '2026-11-02', conflict: { decision: 'no_conflict' }, parties: [{ contactId: client!.id, role: 'client' }] });
    expect(res.statusCode, res.body).toBe(201);
    return { contactId: client!.id, matter: res.json() as { id: string; number: string } };
  }
  const transport = () => nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });
  const drain = () => t.app.jobs.drain({ names: ['automations.inbound-mail', 'automations.inbound-imap', 'automations.run'], maxRuns: 100 });
  const mailsOf = (tenantId: string) => t.database.db.select().from(inboundMails).where(eq(inboundMails.tenantId, tenantId)).orderBy(inboundMails.receivedAt);
  const notesOf = (matterId: string) => t.database.db.select().from(matterNotes).where(eq(matterNotes.matterId, matterId));

  describe('two firms with the same matter number', () => {
    let a: Firm;
    let b: Firm;
    let aMatter: { id: string; number: string };
    let bMatter: { id: string; number: string };
    let aAddress: string;

    beforeAll(async () => {
      a = await firm();
      b = await firm();
      aMatter = (await clientWithMatter(a, 'janos@ugyfel.hu', 'Kovács kontra Szabó')).matter;
      bMatter = (await clientWithMatter(b, 'janos@ugyfel.hu', 'B iroda ügye')).matter;
      expect(aMatter.number).toBe(bMatter.number);
      aAddress = (await enable(a)).address;
      await enable(b);
    });

    it('files a message sent to the matter address onto the matter, with its attachment in the vault', async () => {
      const [token, domain] = aAddress.split('@');
      const info = await transport().sendMail({
        from: 'Kovács János <janos@ugyfel.hu>',
        to: `${token}+${aMatter.number.replace('/', '-')}@${domain}`,
        subject: 'Szerződéstervezet',
        text: 'Tisztelt Ügyvéd Úr! Csatolom a tervezetet. Árvíztűrő tükörfúrógép.',
        messageId: '<elso-level@ugyfel.hu>',
        attachments: [{ filename: 'tervezet.pdf', content: PDF, contentType: 'application/pdf' }],
      });
      expect(info.accepted).toHaveLength(1);
      await drain();
      const [mail] = await mailsOf(a.tenantId);
      expect(mail).toMatchObject({ status: 'filed', matterId: aMatter.id, matchedBy: 'address', messageId: '<elso-level@ugyfel.hu>', fromAddress: 'janos@ugyfel.hu', fromName: 'Kovács János', raw: null });
      const notes = await notesOf(aMatter.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]!.body).toContain('Tárgy: Szerződéstervezet');
      expect(notes[0]!.body).toContain('Árvíztűrő tükörfúrógép');
      expect(notes[0]!.body).toContain('tervezet.pdf (a dokumentumtárban)');
      const docs = await t.database.db.select().from(documents).where(eq(documents.tenantId, a.tenantId));
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ matterId: aMatter.id, fileName: 'tervezet.pdf', mime: 'application/pdf', folder: 'E-mail' });
      expect(mail!.attachments).toEqual([expect.objectContaining({ fileName: 'tervezet.pdf', documentId: docs[0]!.id, error: null })]);
      const [event] = await t.database.db
        .select()
        .from(domainEvents)
        .where(and(eq(domainEvents.tenantId, a.tenantId), eq(domainEvents.type, 'email.received')));
      expect(event).toMatchObject({ subjectType: 'inbound_mail', subjectId: mail!.id, actorKind: 'automation', actorUserId: a.userId });
      expect(event!.payload).toMatchObject({ outcome: 'filed', matterId: aMatter.id, attachments: 1, from: 'janos@ugyfel.hu' });
      // Firm B (same matter number, same client address) got nothing.
      expect(await mailsOf(b.tenantId)).toHaveLength(0);
      expect(await notesOf(bMatter.id)).toHaveLength(0);
    });

    it('a reply in the thread joins the same matter; a resend with the same Message-ID files nothing', async () => {
      await transport().sendMail({
        from: 'janos@ugyfel.hu',
        to: aAddress,
        subject: 'Re: Szerződéstervezet',
        text: 'Még egy megjegyzés.',
        messageId: '<valasz@ugyfel.hu>',
        inReplyTo: '<elso-level@ugyfel.hu>',
        references: ['<elso-level@ugyfel.hu>'],
      });
      await drain();
      expect(await notesOf(aMatter.id)).toHaveLength(2);
      const reply = (await mailsOf(a.tenantId)).find((m) => m.messageId === '<valasz@ugyfel.hu>');
      expect(reply).toMatchObject({ status: 'filed', matterId: aMatter.id, matchedBy: 'thread', inReplyTo: '<elso-level@ugyfel.hu>' });

      // The first message again (a client's retry, a forwarded copy): recorded as a duplicate only.
      await transport().sendMail({ from: 'janos@ugyfel.hu', to: aAddress, subject: 'Szerződéstervezet', text: 'Újra', messageId: '<elso-level@ugyfel.hu>', attachments: [{ filename: 'tervezet.pdf', content: PDF }] });
      await drain();
      expect(await notesOf(aMatter.id)).toHaveLength(2);
      expect(await t.database.db.select().from(documents).where(eq(documents.tenantId, a.tenantId))).toHaveLength(1);
      const all = await mailsOf(a.tenantId);
      const first = all.find((m) => m.messageId === '<elso-level@ugyfel.hu>')!;
      expect(all.filter((m) => m.status === 'duplicate')).toEqual([expect.objectContaining({ duplicateOf: first.id, messageId: null, raw: null })]);
    });

    it("files by the matter number in the subject, and by the sender's only open matter", async () => {
      await transport().sendMail({ from: 'valaki@masik-cim.hu', to: aAddress, subject: `Ügyszám: ${aMatter.number} – hiánypótlás`, text: 'Szám szerint', messageId: `<${randomUUID()}@masik-cim.hu>` });
      await transport().sendMail({ from: 'JANOS@ugyfel.hu', to: aAddress, subject: 'Kérdés', text: 'A névjegy alapján', messageId: `<${randomUUID()}@ugyfel.hu>` });
      await drain();
      const byWay = (await mailsOf(a.tenantId)).filter((m) => m.subject?.startsWith('Ügyszám') || m.subject === 'Kérdés').map((m) => [m.matchedBy, m.matterId]);
      expect(byWay).toEqual([
        ['subject', aMatter.id],
        ['contact', aMatter.id],
      ]);
    });

    it('refuses unknown recipients, other domains (no relay) and a disabled firm at RCPT', async () => {
      await expect(transport().sendMail({ from: 'x@ugyfel.hu', to: `nincs-ilyen-iroda@${DOMAIN}`, subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
      await expect(transport().sendMail({ from: 'x@ugyfel.hu', to: 'valaki@gmail.com', subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
      const off = await firm();
      const offAddress = (await enable(off, { enabled: false })).address;
      await expect(transport().sendMail({ from: 'x@ugyfel.hu', to: offAddress, subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
      expect(await mailsOf(off.tenantId)).toHaveLength(0);
    });

    it('a message to both firms is kept once for each, each filed in its own firm', async () => {
      const bAddress = (await call(b, 'GET', '/api/automations/email-to-case')).json().address as string;
      await transport().sendMail({ from: 'janos@ugyfel.hu', to: [aAddress, bAddress], subject: `Közös [${aMatter.number}]`, text: 'Mindkettőnek', messageId: '<kozos@ugyfel.hu>' });
      await drain();
      const [inA] = (await mailsOf(a.tenantId)).filter((m) => m.messageId === '<kozos@ugyfel.hu>');
      const [inB] = (await mailsOf(b.tenantId)).filter((m) => m.messageId === '<kozos@ugyfel.hu>');
      expect(inA).toMatchObject({ status: 'filed', matterId: aMatter.id });
      expect(inB).toMatchObject({ status: 'filed', matterId: bMatter.id });
    });
  });

  describe('rules and limits', () => {
    let f: Firm;
    let address: string;
    let matter: { id: string; number: string };

    beforeAll(async () => {
      f = await firm();
      matter = (await clientWithMatter(f, 'anna@ugyfel.hu', 'Szabó Anna ügye')).matter;
      address = (await enable(f, { allowedSenders: ['@ugyfel.hu', 'Partner@Kulso.hu'], maxMegabytes: 1 })).address;
    });

    it('refuses a sender outside the rules at RCPT, and accepts a listed address and domain', async () => {
      await expect(transport().sendMail({ from: 'spam@rossz.hu', to: address, subject: 'x', text: 'x' })).rejects.toMatchObject({ responseCode: 550 });
      await transport().sendMail({ from: 'partner@kulso.hu', to: address, subject: `[${matter.number}]`, text: 'ok', messageId: '<partner@kulso.hu>' });
      await drain();
      expect((await mailsOf(f.tenantId)).map((m) => [m.status, m.fromAddress])).toEqual([['filed', 'partner@kulso.hu']]);
    });

    it('refuses a sender whose From header is outside the rules (the envelope said otherwise)', async () => {
      await transport().sendMail({ envelope: { from: 'anna@ugyfel.hu', to: [address] }, from: 'csalo@rossz.hu', to: address, subject: `[${matter.number}]`, text: 'x', messageId: '<hamis@rossz.hu>' });
      await drain();
      expect((await mailsOf(f.tenantId)).find((m) => m.messageId === '<hamis@rossz.hu>')).toMatchObject({ status: 'refused', matterId: null });
      expect(await notesOf(matter.id)).toHaveLength(1);
    });

    it("refuses a message over the firm's size limit with 552 and logs it without its bytes", async () => {
      await expect(transport().sendMail({ from: 'anna@ugyfel.hu', to: address, subject: 'nagy', text: 'x', attachments: [{ filename: 'nagy.bin', content: Buffer.alloc(1_200_000, 7) }] })).rejects.toMatchObject({
        responseCode: 552,
      });
      const [big] = (await mailsOf(f.tenantId)).filter((m) => m.status === 'refused' && m.sizeBytes > 1_000_000);
      expect(big).toMatchObject({ raw: null, messageId: null });
    });

    it('ignores auto-replies (Auto-Submitted), and keeps a zip-bomb attachment out of the vault while filing the message', async () => {
      await transport().sendMail({ from: 'anna@ugyfel.hu', to: address, subject: `Házon kívül [${matter.number}]`, text: 'x', headers: { 'Auto-Submitted': 'auto-replied' }, messageId: '<auto@ugyfel.hu>' });
      await transport().sendMail({
        from: 'anna@ugyfel.hu',
        to: address,
        subject: `Bomba [${matter.number}]`,
        text: 'x',
        messageId: '<bomba@ugyfel.hu>',
        attachments: [{ filename: 'bomba.docx', content: zipBombDocx(), contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }],
      });
      await drain();
      const mails = await mailsOf(f.tenantId);
      expect(mails.find((m) => m.messageId === '<auto@ugyfel.hu>')).toMatchObject({ status: 'ignored', matterId: null });
      const bomb = mails.find((m) => m.messageId === '<bomba@ugyfel.hu>')!;
      expect(bomb.status).toBe('filed');
      expect(bomb.attachments).toEqual([expect.objectContaining({ fileName: 'bomba.docx', documentId: null, error: expect.stringMatching(/^[A-Z_]+$/) })]);
      expect(await t.database.db.select().from(documents).where(eq(documents.tenantId, f.tenantId))).toHaveLength(0);
      expect(await notesOf(matter.id)).toHaveLength(2);
    });

    it('an unknown sender with no matter becomes a new opportunity (the intake), not a guess', async () => {
      await transport().sendMail({ from: 'Új Ügyfél <uj@ugyfel.hu>', to: address, subject: 'Ajánlatkérés válóperre', text: 'Segítséget kérnék.', messageId: '<uj@ugyfel.hu>' });
      await drain();
      const mail = (await mailsOf(f.tenantId)).find((m) => m.messageId === '<uj@ugyfel.hu>')!;
      expect(mail).toMatchObject({ status: 'intake', matterId: null });
      const [opportunity] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, mail.opportunityId!));
      expect(opportunity).toMatchObject({ tenantId: f.tenantId, title: 'Ajánlatkérés válóperre', prospectName: 'Új Ügyfél' });
      expect(opportunity!.notes).toContain('Segítséget kérnék.');
    });

    it('a matter address whose number belongs to no matter of the firm does not file anywhere', async () => {
      const [token, domain] = address.split('@');
      await transport().sendMail({ from: 'uj2@ugyfel.hu', to: `${token}+1999-9999@${domain}`, subject: 'x', text: 'x', messageId: '<rossz-szam@ugyfel.hu>' });
      await drain();
      expect((await mailsOf(f.tenantId)).find((m) => m.messageId === '<rossz-szam@ugyfel.hu>')).toMatchObject({ status: 'intake', matterId: null });
    });
  });

  describe('settings routes', () => {
    it('shows the firm and matter addresses, saves the rules, and lets only the settings right change them', async () => {
      const f = await firm();
      const first = await call(f, 'GET', '/api/automations/email-to-case');
      expect(first.statusCode).toBe(200);
      const view = first.json();
      expect(view).toMatchObject({ enabled: false, platform: { smtpEnabled: false, domain: DOMAIN }, recent: [] });
      expect(view.address).toMatch(new RegExp(`^masik-iroda-[a-z0-9]{6}@${DOMAIN.replace(/\./g, '\\.')}$`));
      expect(view.matterAddressExample).toMatch(/\+\d{4}-\d{4}@/);
      expect((await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ allowedSenders: ['nem cím'] }))).statusCode).toBe(400);
      expect((await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ maxMegabytes: 500 }))).statusCode).toBe(400);
      // IMAP: a loopback host is refused; an approved one needs a password, which is sealed and never answered.
      const loop = await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ imap: { enabled: true, host: '127.0.0.1', user: 'iroda@iroda-teszt.hu', password: 'titok' } }));
      expect(loop.statusCode).toBe(400);
      expect(loop.json().code).toBe('INBOUND_IMAP_HOST_FORBIDDEN');
      expect((await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ imap: { enabled: true, host: 'imap.iroda-teszt.hu', user: 'iroda@iroda-teszt.hu' } }))).json().code).toBe(
        'INBOUND_IMAP_PASSWORD_REQUIRED',
      );
      // A host that is not a host name (the fuzzer's symbols, a port) is a field error, whether or not IMAP is on, and changes nothing.
      for (const [host, enabled] of [
        ['Ⰽꎡﳹ𐤔⽪𝈹', true],
        ['Ⰽꎡﳹ𐤔⽪𝈹', false],
        ['imap.iroda-teszt.hu:993', true],
      ] as const) {
        const bad = await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ imap: { enabled, host, user: 'iroda@iroda-teszt.hu', password: 'titok' } }));
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(bad.body).toContain('Ez nem kiszolgálónév');
      }
      expect((await call(f, 'GET', '/api/automations/email-to-case')).json().imap).toMatchObject({ enabled: false, hasPassword: false });
      // An accented name is kept in its ASCII form, the one the resolver takes.
      const accented = await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ imap: { enabled: false, host: 'posta.példa.hu', user: 'iroda@iroda-teszt.hu' } }));
      expect(accented.statusCode, accented.body).toBe(200);
      expect(accented.json().imap.host).toBe('posta.xn--plda-bpa.hu');
      const saved = await call(f, 'PUT', '/api/automations/email-to-case', settingsBody({ imap: { enabled: true, host: 'imap.iroda-teszt.hu', user: 'iroda@iroda-teszt.hu', password: 'nagyon-titkos-jelszo' } }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain('nagyon-titkos-jelszo');
      expect(saved.json().imap).toMatchObject({ enabled: true, hasPassword: true });
      const [row] = await t.database.db.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, f.tenantId));
      expect(row!.imapPassword).toMatch(/^v1\./);
      expect(row!.imapPassword).not.toContain('nagyon-titkos-jelszo');

      // A lawyer sees the page (canCreateCases) but cannot change it (canEditSettings).
      const lawyer = await createTenantWithMember(t.database, 'lawyer', `ugyved-${randomUUID()}@bejovo-iroda.hu`, []);
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: f.tenantId, userId: lawyer.userId, role: 'lawyer' });
      const cookie = await signIn(t.app, lawyer.email);
      // The lawyer acts in this firm (x-tenant-id names it; their own firm has no modules, so a wrong tenant would answer MODULE_NOT_INSTALLED, not these).
      const asLawyer = (method: 'GET' | 'PUT', payload?: object) => injectAs(t.app, cookie, { method, url: '/api/automations/email-to-case', headers: { 'x-tenant-id': f.tenantId }, ...(payload ? { payload } : {}) });
      const lawyerView = await asLawyer('GET');
      expect(lawyerView.statusCode, lawyerView.body).toBe(200);
      const refused = await asLawyer('PUT', settingsBody());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    });
  });

  describe('IMAP polling', () => {
    it('takes new messages once, files them, and starts over when UIDVALIDITY changes', async () => {
      const f = await firm();
      const { matter } = await clientWithMatter(f, 'imap@ugyfel.hu', 'IMAP ügy');
      await enable(f, { imap: { enabled: true, host: 'imap.iroda-teszt.hu', user: 'iroda@iroda-teszt.hu', password: 'jelszo' } });
      const raw = (id: string, subject: string) => Buffer.from(`From: imap@ugyfel.hu\r\nTo: iroda@iroda-teszt.hu\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\n\r\nSzöveg\r\n`);
      let box = {
        uidValidity: 7n,
        messages: [
          { uid: 1, source: raw('i1@ugyfel.hu', `[${matter.number}] egy`) },
          { uid: 2, source: raw('i2@ugyfel.hu', `[${matter.number}] kettő`) },
        ],
      };
      const seen: { user: string; password: string; ranges: string[] } = { user: '', password: '', ranges: [] };
      useImapClientFactory((s) => {
        seen.user = s.user;
        seen.password = s.password;
        const client: ImapClient = {
          connect: async () => undefined,
          getMailboxLock: async () => ({ release: () => undefined }),
          get mailbox() {
            return { uidValidity: box.uidValidity };
          },
          fetch: (range) => {
            seen.ranges.push(range);
            const from = Number(range.split(':')[0]);
            // Like a real server, `n:*` answers the newest message even when its UID is below n.
            const hits = box.messages.filter((m) => m.uid >= from);
            return (async function* () {
              yield* hits.length ? hits : box.messages.slice(-1);
            })();
          },
          logout: async () => undefined,
        };
        return client;
      });
      const poll = async () => {
        await enqueue(t.database.db, pollImapJob, {}, { tenantId: f.tenantId, key: randomUUID(), actingUserId: f.userId });
        await drain();
      };
      await poll();
      expect(seen).toMatchObject({ user: 'iroda@iroda-teszt.hu', password: 'jelszo', ranges: ['1:*'] });
      expect((await mailsOf(f.tenantId)).map((m) => [m.source, m.status, m.matterId])).toEqual([
        ['imap', 'filed', matter.id],
        ['imap', 'filed', matter.id],
      ]);
      await poll();
      expect(seen.ranges.at(-1)).toBe('3:*');
      expect(await mailsOf(f.tenantId)).toHaveLength(2);
      // The mailbox was rebuilt: read from the start; the same messages are duplicates by Message-ID.
      box = { uidValidity: 8n, messages: [...box.messages, { uid: 3, source: raw('i3@ugyfel.hu', `[${matter.number}] három`) }] };
      await poll();
      expect(seen.ranges.at(-1)).toBe('1:*');
      const statuses = (await mailsOf(f.tenantId)).map((m) => m.status).sort();
      expect(statuses).toEqual(['duplicate', 'duplicate', 'filed', 'filed', 'filed']);
      expect(await notesOf(matter.id)).toHaveLength(3);
      const [settings] = await t.database.db.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, f.tenantId));
      expect(settings).toMatchObject({ imapUidValidity: '8', imapLastUid: 3, imapError: null });
    });

    it('reads a real IMAP server through imapflow: login, UIDVALIDITY, UID fetch of the new messages only', async () => {
      // hoodiecrow-imap speaks the protocol over TCP; the production client factory (imapflow) talks to it.
      const f = await firm();
      const { matter } = await clientWithMatter(f, 'valodi@ugyfel.hu', 'Valódi IMAP ügy');
      const raw = (id: string, subject: string) => `From: valodi@ugyfel.hu\r\nTo: iroda@iroda-teszt.hu\r\nSubject: ${subject}\r\nMessage-ID: <${id}>\r\n\r\nTisztelt Ügyvédnő!\r\n`;
      const server = hoodiecrow({
        plugins: ['ID', 'UIDPLUS', 'ENABLE'],
        storage: { INBOX: { uidvalidity: 42, messages: [{ raw: raw('v1@ugyfel.hu', `[${matter.number}] első`) }, { raw: raw('v2@ugyfel.hu', `[${matter.number}] második`) }] } },
        users: { 'iroda@iroda-teszt.hu': { password: 'valodi-jelszo' } },
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const port = (server.server.address() as AddressInfo).port;
        useImapClientFactory(imapFlowClient);
        await enable(f, { imap: { enabled: true, host: 'localhost', port, secure: false, user: 'iroda@iroda-teszt.hu', password: 'valodi-jelszo' } });
        await enqueue(t.database.db, pollImapJob, {}, { tenantId: f.tenantId, key: randomUUID(), actingUserId: f.userId });
        await drain();
        const settingsOf = async () => (await t.database.db.select().from(inboundMailSettings).where(eq(inboundMailSettings.tenantId, f.tenantId)))[0]!;
        expect(await settingsOf()).toMatchObject({ imapError: null, imapUidValidity: '42', imapLastUid: 2 });
        // One poll's messages share their transaction's receivedAt: compared in Message-ID order.
        const byMessageId = async () => (await mailsOf(f.tenantId)).sort((x, y) => (x.messageId ?? '').localeCompare(y.messageId ?? ''));
        expect((await byMessageId()).map((m) => [m.source, m.status, m.matterId, m.messageId])).toEqual([
          ['imap', 'filed', matter.id, '<v1@ugyfel.hu>'],
          ['imap', 'filed', matter.id, '<v2@ugyfel.hu>'],
        ]);
        // A third message arrives; the next poll takes only it.
        server.appendMessage('INBOX', [], false, raw('v3@ugyfel.hu', `[${matter.number}] harmadik`));
        await enqueue(t.database.db, pollImapJob, {}, { tenantId: f.tenantId, key: randomUUID(), actingUserId: f.userId });
        await drain();
        expect((await byMessageId()).map((m) => m.messageId)).toEqual(['<v1@ugyfel.hu>', '<v2@ugyfel.hu>', '<v3@ugyfel.hu>']);
        expect(await settingsOf()).toMatchObject({ imapLastUid: 3, imapError: null });
        expect(await notesOf(matter.id)).toHaveLength(3);
        // A wrong password is the server's NO, shown in Hungarian.
        await enable(f, { imap: { enabled: true, host: 'localhost', port, secure: false, user: 'iroda@iroda-teszt.hu', password: 'rossz-jelszo' } });
        await enqueue(t.database.db, pollImapJob, {}, { tenantId: f.tenantId, key: randomUUID(), actingUserId: f.userId });
        await drain();
        expect((await settingsOf()).imapError).toBe('Az IMAP-kiszolgáló nem fogadta el a felhasználónevet vagy a jelszót.');
      } finally {
        useImapClientFactory(null);
        server.close();
      }
    });

    it('records a failing mailbox in Hungarian on the settings page', async () => {
      const f = await firm();
      await enable(f, { imap: { enabled: true, host: 'imap.iroda-teszt.hu', user: 'x@iroda-teszt.hu', password: 'rossz' } });
      useImapClientFactory(() => ({
        connect: async () => {
          throw Object.assign(new Error('auth'), { authenticationFailed: true });
        },
        getMailboxLock: async () => ({ release: () => undefined }),
        mailbox: false,
        fetch: () => (async function* () {})(),
        logout: async () => undefined,
      }));
      await enqueue(t.database.db, pollImapJob, {}, { tenantId: f.tenantId, key: randomUUID(), actingUserId: f.userId });
      await drain();
      const view = (await call(f, 'GET', '/api/automations/email-to-case')).json();
      expect(view.imap.error).toBe('Az IMAP-kiszolgáló nem fogadta el a felhasználónevet vagy a jelszót.');
      expect(view.imap.polledAt).not.toBeNull();
    });
  });
});
