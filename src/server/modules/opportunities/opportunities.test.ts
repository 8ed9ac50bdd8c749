import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { auditLog, contacts, matterParties, matters, matterTasks, opportunities } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

type Stage = { id: string; name: string; kind: string; position: number };
type Card = { id: string; stageId: string; position: number; title: string; contact: { id: string; name: string } | null; wonMatter: { id: string; number: string } | null };

describe('opportunities API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer)
  let lawyer: string; // ugyved@ (lawyer)
  let customer: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  /** A firm of its own with the modules, so each test starts from the default pipeline. */
  async function freshFirm() {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'matters', 'opportunities', 'crm']);
    const cookie = await signIn(t.app, firm.email);
    const board = (await call(cookie, 'GET', '/api/opportunities')).json() as { stages: Stage[]; items: Card[] };
    const stage = (name: string) => board.stages.find((s) => s.name === name)!.id;
    const add = async (title: string, stageName = 'Érdeklődő', extra: object = {}) => {
      const res = await call(cookie, 'POST', '/api/opportunities', { title, prospectName: `${title} Kft.`, stageId: stage(stageName), valueHuf: 1_000_000, probability: 50, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Card;
    };
    return { ...firm, cookie, stages: board.stages, stage, add };
  }

  const column = (items: Card[], stageId: string) =>
    items
      .filter((c) => c.stageId === stageId)
      .sort((a, b) => a.position - b.position)
      .map((c) => c.title);

  it("the demo firm's won opportunity was closed the day its matter was opened from it, not before", async () => {
    const board = (await call(owner, 'GET', '/api/opportunities')).json() as { items: Card[] };
    const won = board.items.find((c) => c.wonMatter !== null)!;
    const closedAt = (await call(owner, 'GET', `/api/opportunities/${won.id}`)).json().closedAt as string;
    const matter = (await call(owner, 'GET', `/api/matters/${won.wonMatter!.id}`)).json() as { openedOn: string };
    expect(todayInBudapest(new Date(closedAt))).toBe(matter.openedOn);
  });

  it('lays down the Hungarian default pipeline on first use, in order, with one won and one lost stage', async () => {
    const firm = await freshFirm();
    expect(firm.stages.map((s) => [s.name, s.kind])).toEqual([
      ['Érdeklődő', 'open'],
      ['Első egyeztetés', 'open'],
      ['Ajánlat kiküldve', 'open'],
      ['Tárgyalás', 'open'],
      ['Megnyert', 'won'],
      ['Elvesztett', 'lost'],
    ]);
    // Read again (and concurrently): still six, never doubled.
    const again = await Promise.all([call(firm.cookie, 'GET', '/api/opportunities/stages'), call(firm.cookie, 'GET', '/api/opportunities/stages')]);
    expect(again.map((r) => r.json().stages.length)).toEqual([6, 6]);
  });

  it('creates, reads, updates and deletes an opportunity; the owner defaults to the creator', async () => {
    const firm = await freshFirm();
    const created = await firm.add('Bérleti szerződés felülvizsgálata', 'Érdeklődő', { expectedCloseOn: '2026-12-15' });
    const read = await call(firm.cookie, 'GET', `/api/opportunities/${created.id}`);
    expect(read.json()).toMatchObject({
      title: 'Bérleti szerződés felülvizsgálata',
      prospectName: 'Bérleti szerződés felülvizsgálata Kft.',
      valueHuf: 1_000_000,
      probability: 50,
      expectedCloseOn: '2026-12-15',
      owner: { id: firm.userId },
      position: 0,
    });
    const patched = await call(firm.cookie, 'PATCH', `/api/opportunities/${created.id}`, { valueHuf: 1_250_000, probability: 65 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ valueHuf: 1_250_000, probability: 65 });
    const stats = await call(firm.cookie, 'GET', '/api/opportunities/stats');
    expect(stats.json()).toEqual({ openCount: 1, pipelineValueHuf: 1_250_000, weightedValueHuf: 812_500 });
    expect((await call(firm.cookie, 'DELETE', `/api/opportunities/${created.id}`)).statusCode).toBe(200);
    expect((await call(firm.cookie, 'GET', `/api/opportunities/${created.id}`)).statusCode).toBe(404);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'opportunities.delete')));
    expect(entry?.targetId).toBe(created.id);
  });

  it('refuses bad input with stable codes and changes nothing', async () => {
    const firm = await freshFirm();
    const cases: [object, number, string][] = [
      [{ title: 'Nincs ügyfél' }, 400, 'OPPORTUNITY_CLIENT_REQUIRED'],
      [{ title: '', prospectName: 'X Kft.' }, 400, 'VALIDATION_ERROR'],
      [{ title: 'Negatív', prospectName: 'X Kft.', valueHuf: -5 }, 400, 'VALIDATION_ERROR'],
      [{ title: 'Túl valószínű', prospectName: 'X Kft.', probability: 120 }, 400, 'VALIDATION_ERROR'],
      [{ title: 'Rossz dátum', prospectName: 'X Kft.', expectedCloseOn: '2026-02-30' }, 400, 'VALIDATION_ERROR'],
      [{ title: 'Rossz szakasz', prospectName: 'X Kft.', stageId: 'nincs-ilyen' }, 400, 'OPPORTUNITY_STAGE_NOT_FOUND'],
      [{ title: 'Egyből nyert', prospectName: 'X Kft.', stageId: firm.stage('Megnyert') }, 409, 'OPPORTUNITY_WIN_REQUIRED'],
      [{ title: 'Idegen névjegy', contactId: 'nincs-ilyen-nevjegy' }, 400, 'OPPORTUNITY_CONTACT_NOT_FOUND'],
      [{ title: 'Ügyfél felelős', prospectName: 'X Kft.', ownerId: 'nincs-ilyen-user' }, 400, 'OPPORTUNITY_OWNER_NOT_STAFF'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await call(firm.cookie, 'POST', '/api/opportunities', payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
    }
    expect(await t.database.db.$count(opportunities, eq(opportunities.tenantId, firm.tenantId))).toBe(0);
    const bad = await call(firm.cookie, 'POST', '/api/opportunities', { title: 'Rossz érték', prospectName: 'X Kft.', valueHuf: 'sok' });
    expect(bad.json().fields).toBeDefined();
  });

  it('moves a card between and within columns and keeps the order of both columns', async () => {
    const firm = await freshFirm();
    const a = await firm.add('A');
    const b = await firm.add('B');
    const c = await firm.add('C');
    const x = await firm.add('X', 'Tárgyalás');
    const y = await firm.add('Y', 'Tárgyalás');
    // B to the top of Tárgyalás; Érdeklődő closes up.
    let res = await call(firm.cookie, 'POST', `/api/opportunities/${b.id}/move`, { stageId: firm.stage('Tárgyalás'), index: 0 });
    expect(res.statusCode, res.body).toBe(200);
    let items = res.json().items as Card[];
    expect(column(items, firm.stage('Tárgyalás'))).toEqual(['B', 'X', 'Y']);
    expect(column(items, firm.stage('Érdeklődő'))).toEqual(['A', 'C']);
    // Within a column: X below Y; past the end means last.
    res = await call(firm.cookie, 'POST', `/api/opportunities/${x.id}/move`, { stageId: firm.stage('Tárgyalás'), index: 99 });
    items = res.json().items;
    expect(column(items, firm.stage('Tárgyalás'))).toEqual(['B', 'Y', 'X']);
    expect(
      items
        .filter((i) => i.stageId === firm.stage('Tárgyalás'))
        .map((i) => i.position)
        .sort(),
    ).toEqual([0, 1, 2]);
    // The order is stored: a fresh read shows it.
    const board = (await call(firm.cookie, 'GET', '/api/opportunities')).json();
    expect(column(board.items, firm.stage('Tárgyalás'))).toEqual(['B', 'Y', 'X']);
    // Lost: closed; moving back reopens.
    res = await call(firm.cookie, 'POST', `/api/opportunities/${a.id}/move`, { stageId: firm.stage('Elvesztett'), index: 0 });
    expect((await call(firm.cookie, 'GET', `/api/opportunities/${a.id}`)).json().closedAt).not.toBeNull();
    await call(firm.cookie, 'POST', `/api/opportunities/${a.id}/move`, { stageId: firm.stage('Érdeklődő'), index: 0 });
    expect((await call(firm.cookie, 'GET', `/api/opportunities/${a.id}`)).json().closedAt).toBeNull();
    // The won stage is reached only by "Megnyerés"; unknown stages are refused; nothing moved.
    const toWon = await call(firm.cookie, 'POST', `/api/opportunities/${c.id}/move`, { stageId: firm.stage('Megnyert'), index: 0 });
    expect([toWon.statusCode, toWon.json().code]).toEqual([409, 'OPPORTUNITY_WIN_REQUIRED']);
    const unknown = await call(firm.cookie, 'POST', `/api/opportunities/${c.id}/move`, { stageId: 'nincs-ilyen', index: 0 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'OPPORTUNITY_STAGE_NOT_FOUND']);
    const after = (await call(firm.cookie, 'GET', '/api/opportunities')).json();
    expect(column(after.items, firm.stage('Érdeklődő'))).toEqual(['A', 'C']);
    expect(y.id).toBeDefined();
  });

  it('keeps a column consistent under concurrent moves into it', async () => {
    const firm = await freshFirm();
    const cards = [];
    for (let i = 0; i < 6; i++) cards.push(await firm.add(`K${i}`));
    const target = firm.stage('Ajánlat kiküldve');
    const results = await Promise.all(cards.map((c) => call(firm.cookie, 'POST', `/api/opportunities/${c.id}/move`, { stageId: target, index: 0 })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const board = (await call(firm.cookie, 'GET', '/api/opportunities')).json();
    const positions = (board.items as Card[])
      .filter((c) => c.stageId === target)
      .map((c) => c.position)
      .sort();
    expect(positions).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('"Megnyerés" makes the prospect a client contact and opens a numbered matter for it, in one step', async () => {
    const firm = await freshFirm();
    const card = await firm.add('Cégalapítás', 'Tárgyalás', { prospectName: 'Zöldfa Kertépítő Kft.', prospectKind: 'organisation' });
    const res = await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, {
      matter: { title: 'Zöldfa Kertépítő Kft. – cégalapítás', practiceArea: 'corporate', billingArrangement: 'fixed_fee', billingAmountHuf: 350_000 },
      conflict: { decision: 'no_conflict' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const won = res.json();
    expect(won.matter.number).toMatch(/^\d{4}\/0001$/);
    expect(won.opportunity).toMatchObject({ stageId: firm.stage('Megnyert'), contact: { id: won.contactId, name: 'Zöldfa Kertépítő Kft.' }, wonMatter: won.matter, probability: 100 });
    const [contact] = await t.database.db.select().from(contacts).where(eq(contacts.id, won.contactId));
    expect(contact).toMatchObject({ tenantId: firm.tenantId, kind: 'organisation', name: 'Zöldfa Kertépítő Kft.' });
    const [party] = await t.database.db.select().from(matterParties).where(eq(matterParties.matterId, won.matter.id));
    expect(party).toMatchObject({ contactId: won.contactId, role: 'client' });
    const [matter] = await t.database.db.select().from(matters).where(eq(matters.id, won.matter.id));
    expect(matter).toMatchObject({ title: 'Zöldfa Kertépítő Kft. – cégalapítás', practiceArea: 'corporate', billingArrangement: 'fixed_fee', billingAmountHuf: 350_000, responsibleLawyerId: firm.userId });
    const actions = (await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.tenantId, firm.tenantId))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['opportunities.win', 'matters.create', 'matters.conflict_decision']));
    // Won is final: no second win, no move, no delete.
    const again = await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, { matter: { title: 'Még egy' }, conflict: { decision: 'no_conflict' } });
    expect([again.statusCode, again.json().code]).toEqual([409, 'OPPORTUNITY_ALREADY_WON']);
    expect((await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/move`, { stageId: firm.stage('Érdeklődő'), index: 0 })).json().code).toBe('OPPORTUNITY_ALREADY_WON');
    expect((await call(firm.cookie, 'DELETE', `/api/opportunities/${card.id}`)).json().code).toBe('OPPORTUNITY_ALREADY_WON');
  });

  it('a refused win (conflict without a decision) creates neither contact nor matter, and burns no number', async () => {
    const firm = await freshFirm();
    // The firm already has a contact of that name: the conflict check hits.
    await call(firm.cookie, 'POST', '/api/contacts', { kind: 'organisation', name: 'Vasút Kft.' });
    const card = await firm.add('Vasúti ügy', 'Tárgyalás', { prospectName: 'Vasút Kft.' });
    const contactsBefore = await t.database.db.$count(contacts, eq(contacts.tenantId, firm.tenantId));
    const refused = await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, { matter: { title: 'Vasúti ügy' }, conflict: { decision: 'no_conflict' } });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'MATTER_CONFLICT_DECISION_REQUIRED']);
    expect(await t.database.db.$count(contacts, eq(contacts.tenantId, firm.tenantId))).toBe(contactsBefore);
    expect(await t.database.db.$count(matters, eq(matters.tenantId, firm.tenantId))).toBe(0);
    expect((await call(firm.cookie, 'GET', `/api/opportunities/${card.id}`)).json()).toMatchObject({ stageId: firm.stage('Tárgyalás'), wonMatter: null });
    const ok = await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, { matter: { title: 'Vasúti ügy' }, conflict: { decision: 'not_a_conflict', reason: 'Ugyanaz a cég, új megbízás.' } });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().matter.number).toMatch(/\/0001$/);
  });

  it('wins an opportunity of an existing contact without creating another contact', async () => {
    const firm = await freshFirm();
    const contact = (await call(firm.cookie, 'POST', '/api/contacts', { kind: 'person', familyName: 'Bodnár', givenName: 'Emese' })).json();
    const card = await firm.add('Válóper', 'Érdeklődő', { contactId: contact.id, prospectName: null });
    expect(card.contact).toEqual({ id: contact.id, name: 'Bodnár Emese' });
    const before = await t.database.db.$count(contacts, eq(contacts.tenantId, firm.tenantId));
    const res = await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, { matter: { title: 'Bodnár Emese – házassági bontóper', practiceArea: 'family' }, conflict: { decision: 'no_conflict' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().contactId).toBe(contact.id);
    expect(await t.database.db.$count(contacts, eq(contacts.tenantId, firm.tenantId))).toBe(before);
  });

  it('lets only the firm administrator edit stages, and keeps one stage of each kind', async () => {
    const firm = await freshFirm();
    const created = await call(firm.cookie, 'POST', '/api/opportunities/stages', { name: 'Megbízási szerződés aláírásra vár' });
    expect(created.statusCode, created.body).toBe(201);
    const names = created.json().stages.map((s: Stage) => s.name);
    expect(names).toEqual(['Érdeklődő', 'Első egyeztetés', 'Ajánlat kiküldve', 'Tárgyalás', 'Megbízási szerződés aláírásra vár', 'Megnyert', 'Elvesztett']);
    const dup = await call(firm.cookie, 'POST', '/api/opportunities/stages', { name: 'érdeklődő' });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'OPPORTUNITY_STAGE_NAME_TAKEN']);
    const renamed = await call(firm.cookie, 'PATCH', `/api/opportunities/stages/${firm.stage('Érdeklődő')}`, { name: 'Új megkeresés' });
    expect(renamed.json().stages[0].name).toBe('Új megkeresés');
    const lastWon = await call(firm.cookie, 'DELETE', `/api/opportunities/stages/${firm.stage('Megnyert')}`);
    expect([lastWon.statusCode, lastWon.json().code]).toEqual([409, 'OPPORTUNITY_STAGE_LAST_OF_KIND']);
    await firm.add('Foglalt', 'Tárgyalás');
    const inUse = await call(firm.cookie, 'DELETE', `/api/opportunities/stages/${firm.stage('Tárgyalás')}`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'OPPORTUNITY_STAGE_IN_USE']);
    const kindInUse = await call(firm.cookie, 'PATCH', `/api/opportunities/stages/${firm.stage('Tárgyalás')}`, { kind: 'lost' });
    expect(kindInUse.json().code).toBe('OPPORTUNITY_STAGE_KIND_IN_USE');
    const removed = await call(firm.cookie, 'DELETE', `/api/opportunities/stages/${firm.stage('Első egyeztetés')}`);
    expect(removed.json().stages.map((s: Stage) => s.position)).toEqual([0, 1, 2, 3, 4, 5]);
    const order = removed.json().stages.map((s: Stage) => s.id) as string[];
    const reversed = await call(firm.cookie, 'PUT', '/api/opportunities/stages/order', { ids: [...order].reverse() });
    expect(reversed.json().stages.map((s: Stage) => s.id)).toEqual([...order].reverse());
    const partial = await call(firm.cookie, 'PUT', '/api/opportunities/stages/order', { ids: order.slice(1) });
    expect([partial.statusCode, partial.json().code]).toEqual([400, 'OPPORTUNITY_STAGE_ORDER_MISMATCH']);
    // A lawyer works the board but does not edit the firm's stages.
    expect((await call(lawyer, 'POST', '/api/opportunities/stages', { name: 'Ügyvédi szakasz' })).statusCode).toBe(403);
  });

  it("filters the table by stage, owner and accent-insensitive text, and never shows another firm's cards", async () => {
    const demo = (await call(owner, 'GET', '/api/opportunities')).json();
    expect(demo.items.length).toBeGreaterThanOrEqual(9);
    const byText = (await call(owner, 'GET', '/api/opportunities?q=franchise')).json();
    expect(byText.items.map((i: Card) => i.title)).toEqual(['Franchise-szerződés előkészítése']);
    const byContact = (await call(owner, 'GET', `/api/opportunities?q=${encodeURIComponent('bence bau')}`)).json();
    expect(byContact.items.map((i: Card) => i.title)).toEqual(['Kivitelezési keretszerződések felülvizsgálata']);
    const accentless = (await call(owner, 'GET', '/api/opportunities?q=hagyateki')).json();
    expect(accentless.items).toHaveLength(1);
    const stage = demo.stages.find((s: Stage) => s.name === 'Ajánlat kiküldve').id;
    const byStage = (await call(owner, 'GET', `/api/opportunities?stageId=${stage}`)).json();
    // In board order (the seed's positions).
    expect(byStage.items.map((i: Card) => i.title)).toEqual(['Kivitelezési keretszerződések felülvizsgálata', 'Követeléskezelés – 14 lejárt számla']);
    const me = (await call(lawyer, 'GET', '/api/me')).json();
    const byOwner = (await call(owner, 'GET', `/api/opportunities?ownerId=${me.user.id}`)).json();
    expect(byOwner.items.length).toBeGreaterThan(0);
    expect(byOwner.items.every((i: { owner: { id: string } }) => i.owner.id === me.user.id)).toBe(true);
    // Another firm's card is neither listed nor reachable.
    const firm = await freshFirm();
    const foreign = await firm.add('Idegen titok');
    expect(JSON.stringify(demo)).not.toContain(foreign.id);
    expect((await call(owner, 'GET', `/api/opportunities/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/api/opportunities/${foreign.id}/move`, { stageId: stage, index: 0 })).statusCode).toBe(404);
    expect((await call(owner, 'POST', '/api/opportunities', { title: 'Idegen szakaszba', prospectName: 'X Kft.', stageId: firm.stage('Érdeklődő') })).json().code).toBe('OPPORTUNITY_STAGE_NOT_FOUND');
  });

  it('answers a customer 403 and a firm without the module MODULE_NOT_INSTALLED', async () => {
    expect((await call(customer, 'GET', '/api/opportunities')).statusCode).toBe(403);
    const bare = await createTenantWithMember(t.database, 'tenant,lawyer');
    const res = await call(await signIn(t.app, bare.email), 'GET', '/api/opportunities');
    expect([res.statusCode, res.json().code]).toEqual([403, 'MODULE_NOT_INSTALLED']);
  });

  it('gives the demo firm a CRM overview from the database: pipeline by stage, tasks due, activity, new clients', async () => {
    const res = await call(owner, 'GET', '/api/crm/overview');
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json();
    expect(o.pipeline.map((s: { name: string }) => s.name)).toEqual(['Érdeklődő', 'Első egyeztetés', 'Ajánlat kiküldve', 'Tárgyalás', 'Megnyert', 'Elvesztett']);
    const offers = o.pipeline.find((s: { name: string }) => s.name === 'Ajánlat kiküldve');
    expect(offers).toMatchObject({ count: 2, valueHuf: 4_500_000, weightedValueHuf: 2_340_000 });
    expect(o.tasksDue.length).toBeGreaterThan(0);
    expect(o.tasksDue.map((k: { dueOn: string }) => k.dueOn)).toEqual([...o.tasksDue.map((k: { dueOn: string }) => k.dueOn)].sort());
    expect(o.recentActivity.length).toBeGreaterThan(0);
    expect(o.newClients.month).toMatch(/^\d{4}-\d{2}$/);
    // The lawyer does not see the confidential matter's task (RLS).
    const lawyerView = (await call(lawyer, 'GET', '/api/crm/overview')).json();
    expect(lawyerView.tasksDue.some((k: { title: string }) => k.title.startsWith('Részvény-adásvételi'))).toBe(false);
    expect(o.tasksDue.some((k: { title: string }) => k.title.startsWith('Részvény-adásvételi'))).toBe(true);
  });

  it("answers the overdue tasks apart from the coming week's: a pile of old tasks does not crowd this week's out (decision 0492)", async () => {
    const firm = await freshFirm();
    const today = todayInBudapest();
    const db = t.database.db;
    const [matter] = await db.insert(matters).values({ tenantId: firm.tenantId, number: 'CRM-1', title: 'Feladatos ügy', openedOn: today, conflictDecision: 'no_conflict' }).returning();
    const task = (title: string, dueOn: string) => ({ tenantId: firm.tenantId, matterId: matter!.id, title, dueOn });
    await db.insert(matterTasks).values([...Array.from({ length: 12 }, (_, i) => task(`Régi ${i + 1}`, addDays(today, -30 + i))), task('Heti beadvány', addDays(today, 2)), task('Távoli', addDays(today, 20))]);
    const o = (await call(firm.cookie, 'GET', '/api/crm/overview')).json() as { tasksDue: { title: string; overdue: boolean }[] };
    expect(o.tasksDue.filter((k) => k.overdue)).toHaveLength(10);
    expect(o.tasksDue.filter((k) => !k.overdue).map((k) => k.title)).toEqual(['Heti beadvány']);
  });

  it('counts a client won this month among the new clients', async () => {
    const firm = await freshFirm();
    const card = await firm.add('Új ügyfél', 'Tárgyalás', { prospectName: 'Friss Ügyfél Bt.' });
    await call(firm.cookie, 'POST', `/api/opportunities/${card.id}/win`, { matter: { title: 'Friss ügy' }, conflict: { decision: 'no_conflict' } });
    const o = (await call(firm.cookie, 'GET', '/api/crm/overview')).json();
    expect(o.newClients.count).toBe(1);
    expect(o.newClients.items[0]).toMatchObject({ name: 'Friss Ügyfél Bt.' });
    expect(o.recentActivity[0]).toMatchObject({ kind: 'created', contact: { name: 'Friss Ügyfél Bt.' } });
    expect(o.pipeline.find((s: { kind: string }) => s.kind === 'won')).toMatchObject({ count: 1 });
  });
});
