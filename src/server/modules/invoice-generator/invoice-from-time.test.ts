import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, invoices, invoiceTimeEntries, matterParties, matters, members, timeEntries, users } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { DEMO_SELLER } from './invoice-generator.demo-seed';
import { validateNavXml } from './nav/xsd-validator';

const MODULES = ['contacts', 'matters', 'time-tracking', 'invoice-generator'];

describe('invoices from unbilled time', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let cookie: string;
  let contactId: string;

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
    firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    cookie = await signIn(t.app, firm.email);
    expect((await call('PUT', '/api/invoice-generator/settings', { ...DEMO_SELLER, sellerName: 'Időszámlázó Ügyvédi Iroda' })).statusCode).toBe(200);
    const [c] = await t.database.db
      .insert(contacts)
      .values({ tenantId: firm.tenantId, kind: 'organisation', name: 'Győri Fűrészüzem Kft.', taxNumber: '12892312-2-08', address: { country: 'HU', postalCode: '9021', city: 'Győr', street: 'Árpád út 5.' } })
      .returning({ id: contacts.id });
    contactId = c!.id;
  }, 60_000);
  afterAll(() => t.close());

  function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, as = cookie) {
    return injectAs(t.app, as, { method, url, ...(payload ? { payload } : {}) });
  }

  let matterCount = 0;
  /** A matter of the firm whose client party is the contact (or the given one); `values`: more of its columns. */
  async function matter(withClient: boolean | string = true, values: { confidential?: boolean; createdBy?: string } = {}): Promise<string> {
    const id = randomUUID();
    matterCount += 1;
    await t.database.db.insert(matters).values({
      id,
      tenantId: firm.tenantId,
      number: `2026/${String(matterCount).padStart(4, '0')}`,
      title: `Időszámla ügy ${matterCount}`,
      openedOn: '2026-03-01',
      conflictDecision: 'no_conflict',
      createdBy: firm.userId,
      ...values,
    });
    if (withClient) {
      const client = typeof withClient === 'string' ? withClient : contactId;
      await t.database.db.insert(matterParties).values({ tenantId: firm.tenantId, matterId: id, contactId: client, name: 'Győri Fűrészüzem Kft.', role: 'client', conflictDecision: 'no_conflict' });
    }
    return id;
  }

  async function entry(
    matterId: string,
    values: { workDate: string; minutes: number; rate: string; currency?: 'HUF' | 'EUR'; billable?: boolean; activity?: 'drafting' | 'consultation'; userId?: string },
  ): Promise<string> {
    const [row] = await t.database.db
      .insert(timeEntries)
      .values({
        tenantId: firm.tenantId,
        userId: values.userId ?? firm.userId,
        matterId,
        description: 'Szerződés előkészítése, ügyféllel egyeztetés',
        workDate: values.workDate,
        minutes: values.minutes,
        billedMinutes: values.minutes,
        rate: values.rate,
        currency: values.currency ?? 'HUF',
        rateLevel: 'firm',
        activity: values.activity ?? 'drafting',
        billable: values.billable ?? true,
      })
      .returning({ id: timeEntries.id });
    return row!.id;
  }

  const lockOf = async (id: string) => (await t.database.db.select({ invoiceId: timeEntries.invoiceId, lockedAt: timeEntries.lockedAt }).from(timeEntries).where(eq(timeEntries.id, id)))[0]!;
  const seriesLast = async () => (await call('GET', '/api/invoice-generator/series')).json().find((s: { isDefault: boolean }) => s.isDefault).last as number;

  async function fromTime(matterId: string, extra: object = {}) {
    const res = await call('POST', '/api/invoice-generator/from-time', { matterId, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; entries: number; currency: string };
  }

  it('builds a draft from the matter’s unbilled billable time: one line per entry, hours × rate, 27 % VAT, the client as buyer; issue locks exactly those entries', async () => {
    const m = await matter();
    const e1 = await entry(m, { workDate: '2026-03-02', minutes: 90, rate: '30000' });
    const e2 = await entry(m, { workDate: '2026-03-03', minutes: 72, rate: '35000', activity: 'consultation' });
    const free = await entry(m, { workDate: '2026-03-03', minutes: 60, rate: '30000', billable: false });
    const elsewhere = await entry(await matter(), { workDate: '2026-03-03', minutes: 30, rate: '30000' });

    const created = await fromTime(m);
    expect(created).toMatchObject({ entries: 2, currency: 'HUF' });
    const draft = (await call('GET', `/api/invoice-generator/${created.id}`)).json();
    expect(draft).toMatchObject({ status: 'draft', matterId: m, contactId, customerName: 'Győri Fűrészüzem Kft.', currency: 'HUF', totals: { net: '87000', vat: '23490', gross: '110490' } });
    expect(draft.lines.map((l: { quantity: string; unitOfMeasure: string; unitPrice: string; vat: { code: string } }) => [l.quantity, l.unitOfMeasure, l.unitPrice, l.vat.code])).toEqual([
      ['1.5', 'HOUR', '30000', '27'],
      ['1.2', 'HOUR', '35000', '27'],
    ]);
    expect(draft.lines[0].description).toBe('2026. 03. 02. – Iratszerkesztés: Szerződés előkészítése, ügyféllel egyeztetés (Másik Felhasználó)');
    expect(draft.lines[1].description).toContain('Konzultáció');
    const covered = await t.database.db.select({ id: invoiceTimeEntries.timeEntryId }).from(invoiceTimeEntries).where(eq(invoiceTimeEntries.invoiceId, created.id));
    expect(covered.map((c) => c.id).sort()).toEqual([e1, e2].sort());
    // A draft locks nothing.
    expect((await lockOf(e1)).invoiceId).toBeNull();
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices.draft_from_time'), eq(auditLog.targetId, created.id)));
    expect(audit?.metadata).toMatchObject({ matterId: m, entries: 2, currency: 'HUF' });

    const issued = await call('POST', `/api/invoice-generator/${created.id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    for (const id of [e1, e2]) expect((await lockOf(id)).invoiceId).toBe(created.id);
    for (const id of [free, elsewhere]) expect((await lockOf(id)).invoiceId).toBeNull();
    const patch = await call('PATCH', `/api/time-tracking/${e1}`, { description: 'Utólagos átírás' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('TIME_ENTRY_LOCKED');
    const xml = (await call('GET', `/api/invoice-generator/${created.id}/xml`)).body;
    expect((await validateNavXml(xml, 'InvoiceData')).errors).toEqual([]);
    // Nothing left to bill on that matter.
    const again = await call('POST', '/api/invoice-generator/from-time', { matterId: m });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVOICE_TIME_NOTHING_UNBILLED');
  });

  it('a storno unlocks the entries: the time is billable again and a new invoice locks it again', async () => {
    const m = await matter();
    const e1 = await entry(m, { workDate: '2026-03-05', minutes: 60, rate: '40000' });
    const first = await fromTime(m);
    expect((await call('POST', `/api/invoice-generator/${first.id}/issue`)).statusCode).toBe(200);
    expect((await lockOf(e1)).invoiceId).toBe(first.id);
    const storno = await call('POST', `/api/invoice-generator/${first.id}/storno`, {});
    expect(storno.statusCode, storno.body).toBe(201);
    expect(await lockOf(e1)).toEqual({ invoiceId: null, lockedAt: null });
    expect((await call('PATCH', `/api/time-tracking/${e1}`, { description: 'Most már átírható' })).statusCode).toBe(200);
    const second = await fromTime(m);
    expect(second.entries).toBe(1);
    expect((await call('POST', `/api/invoice-generator/${second.id}/issue`)).statusCode).toBe(200);
    expect((await lockOf(e1)).invoiceId).toBe(second.id);
  });

  it('two drafts over the same entries cannot both issue: the second is refused with 409 and burns no number; deleting a draft releases nothing', async () => {
    const m = await matter();
    const e1 = await entry(m, { workDate: '2026-03-06', minutes: 30, rate: '30000' });
    const e2 = await entry(m, { workDate: '2026-03-07', minutes: 45, rate: '30000' });
    const a = await fromTime(m);
    const b = await fromTime(m);
    const before = await seriesLast();
    const results = await Promise.all([a.id, b.id].map((id) => call('POST', `/api/invoice-generator/${id}/issue`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().code).toBe('TIME_ENTRY_INVOICE_CONFLICT');
    expect(await seriesLast()).toBe(before + 1);
    const winner = results[0]!.statusCode === 200 ? a.id : b.id;
    const loser = winner === a.id ? b.id : a.id;
    for (const id of [e1, e2]) expect((await lockOf(id)).invoiceId).toBe(winner);
    expect((await call('GET', `/api/invoice-generator/${loser}`)).json().status).toBe('draft');
    // The refused draft can go; its entries stay on the winner.
    expect((await call('DELETE', `/api/invoice-generator/${loser}`)).statusCode).toBe(200);
    for (const id of [e1, e2]) expect((await lockOf(id)).invoiceId).toBe(winner);
    // A draft deleted before issue never locked anything.
    const e3 = await entry(m, { workDate: '2026-03-08', minutes: 30, rate: '30000' });
    const c = await fromTime(m);
    expect((await call('DELETE', `/api/invoice-generator/${c.id}`)).statusCode).toBe(200);
    expect((await lockOf(e3)).invoiceId).toBeNull();
    expect((await fromTime(m)).entries).toBe(1);
  });

  it('refuses mixed currencies and a matter without a client contact with stable codes; EUR time makes a EUR draft that needs its rate', async () => {
    const mixed = await matter();
    await entry(mixed, { workDate: '2026-03-09', minutes: 60, rate: '30000' });
    await entry(mixed, { workDate: '2026-03-09', minutes: 60, rate: '120.50', currency: 'EUR' });
    const res = await call('POST', '/api/invoice-generator/from-time', { matterId: mixed });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVOICE_TIME_MIXED_CURRENCIES' });
    expect(res.json().message).toContain('pénznem');
    // Up to a day before any work: nothing to bill.
    expect((await call('POST', '/api/invoice-generator/from-time', { matterId: mixed, until: '2026-03-08' })).json().code).toBe('INVOICE_TIME_NOTHING_UNBILLED');

    const noClient = await matter(false);
    await entry(noClient, { workDate: '2026-03-09', minutes: 60, rate: '30000' });
    expect((await call('POST', '/api/invoice-generator/from-time', { matterId: noClient })).json().code).toBe('INVOICE_TIME_NO_CLIENT');

    const euro = await matter();
    await entry(euro, { workDate: '2026-03-10', minutes: 42, rate: '120.50', currency: 'EUR' });
    expect((await call('POST', '/api/invoice-generator/from-time', { matterId: euro })).json().code).toBe('INVOICE_CURRENCY_RATE');
    const eur = await fromTime(euro, { exchangeRate: '391.25', exchangeRateDate: '2026-03-10', exchangeRateSource: 'MNB' });
    expect(eur.currency).toBe('EUR');
    const detail = (await call('GET', `/api/invoice-generator/${eur.id}`)).json();
    // 42 minutes = 0.70 h × 120.50 = 84.35 EUR net.
    expect(detail).toMatchObject({ currency: 'EUR', exchangeRate: '391.250000', totals: { net: '84.35' } });
    expect(detail.lines[0]).toMatchObject({ quantity: '0.7', unitPrice: '120.5' });
  });

  it('issue 38.1: the draft keeps its matter through the editor’s save (a body without matterId) and issue', async () => {
    const m = await matter();
    await entry(m, { workDate: '2026-03-12', minutes: 60, rate: '30000' });
    const created = await fromTime(m);
    const draft = (await call('GET', `/api/invoice-generator/${created.id}`)).json();
    // What the editor sends: its own fields, dates left empty, no matterId and no seriesId.
    const saved = await call('PUT', `/api/invoice-generator/${created.id}`, {
      contactId: draft.contactId,
      deliveryDate: null,
      paymentDate: null,
      paymentMethod: 'TRANSFER',
      currency: 'HUF',
      exchangeRate: '1',
      exchangeRateSource: null,
      note: null,
      lines: draft.lines.map((l: { description: string; nature: string; quantity: string; unitOfMeasure: string; unitPrice: string; vat: object }) => ({
        description: l.description,
        nature: l.nature,
        quantity: l.quantity,
        unitOfMeasure: l.unitOfMeasure,
        unitPrice: l.unitPrice,
        vat: l.vat,
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().matterId).toBe(m);
    expect((await call('POST', `/api/invoice-generator/${created.id}/issue`)).statusCode).toBe(200);
    expect((await call('GET', `/api/invoice-generator/${created.id}`)).json()).toMatchObject({ status: 'issued', matterId: m });
    // An explicit null still detaches a hand-made draft from its matter.
    const own = await call('POST', '/api/invoice-generator', { contactId, matterId: m, lines: [] });
    const detached = await call('PUT', `/api/invoice-generator/${own.json().id}`, { contactId, matterId: null, lines: [] });
    expect(detached.json().matterId).toBeNull();
  });

  it('issue 38.1: the invoices_matter_repair migration gives issued invoices and their corrections back the one matter their time entries name, and leaves mixed ones alone', async () => {
    const m = await matter();
    const other = await matter();
    await entry(m, { workDate: '2026-03-13', minutes: 60, rate: '30000' });
    const lost = await fromTime(m);
    expect((await call('POST', `/api/invoice-generator/${lost.id}/issue`)).statusCode).toBe(200);
    const storno = (await call('POST', `/api/invoice-generator/${lost.id}/storno`, {})).json();
    await entry(m, { workDate: '2026-03-14', minutes: 30, rate: '30000' });
    await entry(other, { workDate: '2026-03-14', minutes: 30, rate: '30000' });
    const mixed = await fromTime(m);
    // A second matter's entry recorded on the same draft: its invoice names two matters.
    const [otherEntry] = await t.database.db
      .select({ id: timeEntries.id })
      .from(timeEntries)
      .where(and(eq(timeEntries.matterId, other), eq(timeEntries.workDate, '2026-03-14')));
    await t.database.db.insert(invoiceTimeEntries).values({ tenantId: firm.tenantId, invoiceId: mixed.id, timeEntryId: otherEntry!.id });
    // As main left them: the matter gone from the invoices (the owner role is not bound by the immutability trigger).
    await t.database.db
      .update(invoices)
      .set({ matterId: null })
      .where(inArray(invoices.id, [lost.id, storno.id, mixed.id]));

    const folder = new URL('../../../../drizzle/', import.meta.url);
    const migration = readFileSync(
      new URL(
        readdirSync(folder).find((f) => f.endsWith('_invoices_matter_repair.sql'))!,
        folder,
      ),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await t.database.db.execute(sql.raw(statement));

    const matterOf = async (id: string) => (await t.database.db.select({ matterId: invoices.matterId }).from(invoices).where(eq(invoices.id, id)))[0]!.matterId;
    expect(await matterOf(lost.id)).toBe(m);
    expect(await matterOf(storno.id)).toBe(m);
    expect(await matterOf(mixed.id)).toBeNull();
  });

  it('keeps another firm out: its matter is 404 here, and a customer without the permission is refused', async () => {
    const m = await matter();
    await entry(m, { workDate: '2026-03-11', minutes: 60, rate: '30000' });
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    const otherCookie = await signIn(t.app, other.email);
    const res = await call('POST', '/api/invoice-generator/from-time', { matterId: m }, otherCookie);
    expect(res.statusCode).toBe(404);
    const customer = await createTenantWithMember(t.database, 'customer', undefined, MODULES);
    const denied = await call('POST', '/api/invoice-generator/from-time', { matterId: m }, await signIn(t.app, customer.email));
    expect(denied.statusCode).toBe(403);
  });
  // ── A client's draft over all its matters (decision 0513) ──

  /** A contact of the firm (or of `tenantId`). */
  async function contact(name: string, tenantId = firm.tenantId): Promise<string> {
    const [c] = await t.database.db
      .insert(contacts)
      .values({ tenantId, kind: 'organisation', name, taxNumber: '12892312-2-08', address: { country: 'HU', postalCode: '9021', city: 'Győr', street: 'Árpád út 5.' } })
      .returning({ id: contacts.id });
    return c!.id;
  }
  const invoiceCount = async () => t.database.db.$count(invoices, eq(invoices.tenantId, firm.tenantId));
  const numberOf = async (id: string) => (await t.database.db.select({ number: matters.number }).from(matters).where(eq(matters.id, id)))[0]!.number;

  it('decision 0513: a client’s unbilled time of all its matters makes one draft: the client as buyer, grouped by matter, each line naming its matter', async () => {
    const client = await contact('Soproni Borház Kft.');
    const first = await matter(client);
    const second = await matter(client);
    const a1 = await entry(first, { workDate: '2026-04-02', minutes: 90, rate: '30000' });
    const b1 = await entry(second, { workDate: '2026-04-01', minutes: 60, rate: '40000', activity: 'consultation' });
    const a2 = await entry(first, { workDate: '2026-04-03', minutes: 30, rate: '30000' });
    // Not its time: a matter of another client, and a matter where it is only the opposing party.
    const others = await entry(await matter(), { workDate: '2026-04-02', minutes: 60, rate: '30000' });
    const opposing = await matter();
    await t.database.db.insert(matterParties).values({ tenantId: firm.tenantId, matterId: opposing, contactId: client, name: 'Soproni Borház Kft.', role: 'opposing', conflictDecision: 'no_conflict' });
    const againstIt = await entry(opposing, { workDate: '2026-04-02', minutes: 60, rate: '30000' });

    const res = await call('POST', '/api/invoice-generator/from-time', { clientContactId: client });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ entries: 3, currency: 'HUF' });
    const draft = (await call('GET', `/api/invoice-generator/${res.json().id}`)).json();
    expect(draft).toMatchObject({ status: 'draft', contactId: client, customerName: 'Soproni Borház Kft.', matterId: null, totals: { net: '100000' } });
    const [n1, n2] = [await numberOf(first), await numberOf(second)];
    expect(draft.lines.map((l: { description: string }) => l.description)).toEqual([
      `[${n1}] 2026. 04. 02. – Iratszerkesztés: Szerződés előkészítése, ügyféllel egyeztetés (Másik Felhasználó)`,
      `[${n1}] 2026. 04. 03. – Iratszerkesztés: Szerződés előkészítése, ügyféllel egyeztetés (Másik Felhasználó)`,
      `[${n2}] 2026. 04. 01. – Konzultáció: Szerződés előkészítése, ügyféllel egyeztetés (Másik Felhasználó)`,
    ]);
    const covered = await t.database.db.select({ id: invoiceTimeEntries.timeEntryId }).from(invoiceTimeEntries).where(eq(invoiceTimeEntries.invoiceId, res.json().id));
    expect(covered.map((c) => c.id).sort()).toEqual([a1, a2, b1].sort());
    expect(covered.map((c) => c.id)).not.toContain(others);
    expect(covered.map((c) => c.id)).not.toContain(againstIt);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoices.draft_from_time'), eq(auditLog.targetId, res.json().id)));
    expect(audit?.metadata).toMatchObject({ clientContactId: client, entries: 3, currency: 'HUF' });

    // Issuing locks all three; then nothing is left to bill for the client.
    expect((await call('POST', `/api/invoice-generator/${res.json().id}/issue`)).statusCode).toBe(200);
    for (const id of [a1, a2, b1]) expect((await lockOf(id)).invoiceId).toBe(res.json().id);
    const again = await call('POST', '/api/invoice-generator/from-time', { clientContactId: client });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_TIME_NOTHING_UNBILLED', message: 'Nincs nem számlázott, számlázható munkaidő: minden rögzített idő számlázva van, vagy nem számlázható.' });
  });

  it('decision 0513: a client’s draft whose time is all of one matter belongs to that matter; a long line stays within 512 characters', async () => {
    const client = await contact('Együgyes Kft.');
    const only = await matter(client);
    await matter(client);
    const id = await entry(only, { workDate: '2026-04-05', minutes: 60, rate: '30000' });
    await t.database.db
      .update(timeEntries)
      .set({ description: 'Hosszú leírás. '.repeat(40) })
      .where(eq(timeEntries.id, id));
    const res = await call('POST', '/api/invoice-generator/from-time', { clientContactId: client });
    expect(res.statusCode, res.body).toBe(201);
    const draft = (await call('GET', `/api/invoice-generator/${res.json().id}`)).json();
    expect(draft.matterId).toBe(only);
    expect(draft.lines[0].description).toHaveLength(512);
    expect(draft.lines[0].description.startsWith(`[${await numberOf(only)}] 2026. 04. 05. – `)).toBe(true);
  });

  it('decision 0513: exactly one of matterId and clientContactId – both or neither is a validation error and writes nothing', async () => {
    const client = await contact('Kétszer Kért Kft.');
    const m = await matter(client);
    await entry(m, { workDate: '2026-04-06', minutes: 60, rate: '30000' });
    const before = await invoiceCount();
    for (const body of [{ matterId: m, clientContactId: client }, {}, { until: '2026-04-30' }]) {
      const res = await call('POST', '/api/invoice-generator/from-time', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { matterId: 'Válassz egy ügyet vagy egy ügyfelet: pontosan az egyiket.' } });
    }
    expect(await invoiceCount()).toBe(before);
  });

  it('decision 0513: an unknown contact and another firm’s contact are 404; a contact that is no client of a matter is 409 INVOICE_TIME_NOT_A_CLIENT; a client without unbilled time 409', async () => {
    const before = await invoiceCount();
    expect((await call('POST', '/api/invoice-generator/from-time', { clientContactId: randomUUID() })).statusCode).toBe(404);
    // Another firm's client with unbilled time: not found here.
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    const theirs = await contact('Másik Iroda Ügyfele Kft.', other.tenantId);
    const theirMatter = randomUUID();
    await t.database.db
      .insert(matters)
      .values({ id: theirMatter, tenantId: other.tenantId, number: '2026/9001', title: 'Másik iroda ügye', openedOn: '2026-03-01', conflictDecision: 'no_conflict', createdBy: other.userId });
    await t.database.db.insert(matterParties).values({ tenantId: other.tenantId, matterId: theirMatter, contactId: theirs, name: 'Másik Iroda Ügyfele Kft.', role: 'client', conflictDecision: 'no_conflict' });
    await t.database.db.insert(timeEntries).values({
      tenantId: other.tenantId,
      userId: other.userId,
      matterId: theirMatter,
      description: 'Idegen munka',
      workDate: '2026-04-01',
      minutes: 60,
      billedMinutes: 60,
      rate: '30000',
      currency: 'HUF',
      rateLevel: 'firm',
      activity: 'drafting',
      billable: true,
    });
    const foreign = await call('POST', '/api/invoice-generator/from-time', { clientContactId: theirs });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');

    const stranger = await contact('Nem Ügyfél Bt.');
    const notClient = await call('POST', '/api/invoice-generator/from-time', { clientContactId: stranger });
    expect(notClient.statusCode).toBe(409);
    expect(notClient.json()).toMatchObject({ code: 'INVOICE_TIME_NOT_A_CLIENT', message: expect.stringContaining('egyetlen általad látható ügyben sem ügyfél') });

    const idle = await contact('Tétlen Ügyfél Kft.');
    const idleMatter = await matter(idle);
    await entry(idleMatter, { workDate: '2026-04-07', minutes: 60, rate: '30000', billable: false });
    const nothing = await call('POST', '/api/invoice-generator/from-time', { clientContactId: idle });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('INVOICE_TIME_NOTHING_UNBILLED');
    expect(await invoiceCount()).toBe(before);
  });

  it('decision 0513: a confidential matter the user may not see is left out of the client’s draft (RLS), even the user’s own time on it', async () => {
    // A colleague's confidential matter (the user is neither its creator, responsible lawyer nor on its team).
    const colleague = randomUUID();
    await t.database.db.insert(users).values({ id: colleague, name: 'Titkos Kolléga', email: `${colleague}@ido-szamla.hu`, emailVerified: true });
    await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: colleague, role: 'lawyer' });
    const client = await contact('Titkos Ügyfél Zrt.');
    const open = await matter(client);
    const secret = await matter(client, { confidential: true, createdBy: colleague });
    const seen = await entry(open, { workDate: '2026-04-08', minutes: 60, rate: '30000' });
    const hidden = await entry(secret, { workDate: '2026-04-08', minutes: 60, rate: '50000', userId: colleague });
    const ownHidden = await entry(secret, { workDate: '2026-04-09', minutes: 30, rate: '50000' });
    const res = await call('POST', '/api/invoice-generator/from-time', { clientContactId: client });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entries).toBe(1);
    const covered = await t.database.db.select({ id: invoiceTimeEntries.timeEntryId }).from(invoiceTimeEntries).where(eq(invoiceTimeEntries.invoiceId, res.json().id));
    expect(covered.map((c) => c.id)).toEqual([seen]);
    expect([hidden, ownHidden].some((id) => covered.some((c) => c.id === id))).toBe(false);
    const draft = (await call('GET', `/api/invoice-generator/${res.json().id}`)).json();
    expect(draft).toMatchObject({ matterId: open, totals: { net: '30000' } });
    expect(JSON.stringify(draft.lines)).not.toContain(await numberOf(secret));

    // A client only of the hidden matter: no client of a matter the user can see.
    const secretOnly = await contact('Csak Titkos Ügyfél Kft.');
    const hiddenMatter = await matter(secretOnly, { confidential: true, createdBy: colleague });
    await entry(hiddenMatter, { workDate: '2026-04-08', minutes: 60, rate: '50000', userId: colleague });
    expect((await call('POST', '/api/invoice-generator/from-time', { clientContactId: secretOnly })).json().code).toBe('INVOICE_TIME_NOT_A_CLIENT');
  });
});
