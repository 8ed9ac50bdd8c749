import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { currentWeek } from '@shared/matters/matters';
import { resultRows } from '../../db/client';
import { auditLog, contacts, members, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const unique = () => Math.random().toString(36).slice(2, 8);

describe('matters API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer)
  let lawyer: string; // ugyved@ (lawyer, not in the confidential team)
  let tenantId: string;
  let lawyerId: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const ids = await t.database.db.select({ id: users.id, email: users.email }).from(users);
    lawyerId = ids.find((u) => u.email === 'ugyved@kovacs-ugyved.hu')!.id;
    ownerId = ids.find((u) => u.email === 'iroda@kovacs-ugyved.hu')!.id;
  });
  afterAll(() => t.close());

  const create = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'POST', url: '/api/matters', payload });

  it('gives 50 concurrent creations consecutive numbers with no gap or duplicate', async () => {
    const firm = await createTenantWithMember(t.database, 'lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'matters']);
    const cookie = await signIn(t.app, firm.email);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => create(cookie, { title: `Párhuzamos ügy ${i}`, openedOn: '2026-03-02', conflict: { decision: 'no_conflict' } })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((r) => r.json().number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `2026/${String(i + 1).padStart(4, '0')}`));
    // A refused creation (bad responsible lawyer) gives its number back: the next one follows on.
    const refused = await create(cookie, { title: 'Hibás', openedOn: '2026-03-02', responsibleLawyerId: lawyerId, conflict: { decision: 'no_conflict' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('MATTER_TEAM_NOT_MEMBER');
    const next = await create(cookie, { title: 'Következő', openedOn: '2026-03-02', conflict: { decision: 'no_conflict' } });
    expect(next.json().number).toBe('2026/0051');
    // Another firm's sequence is its own.
    const other = await create(owner, { title: `Saját ügy ${unique()}`, openedOn: '2030-01-10', conflict: { decision: 'no_conflict' } });
    expect(other.json().number).toBe('2030/0001');
  });

  describe('conflict check', () => {
    let matterNo: string;
    const opposing = `Kovács Építő ${unique()} Kft.`;

    beforeAll(async () => {
      const res = await create(owner, {
        title: 'Szerződésszegés miatti kártérítés',
        practiceArea: 'civil_litigation',
        parties: [
          { name: 'Szabó Anna', role: 'client' },
          { name: opposing, role: 'opposing', roleLabel: 'alperes', taxNumber: '24681357-2-13', companyRegistrationNumber: '13-09-246813' },
        ],
        conflict: { decision: 'not_a_conflict', reason: 'Szabó Anna a saját ügyfelünk.' },
      });
      expect(res.statusCode).toBe(201);
      matterNo = res.json().number;
    });

    const check = (payload: object) => injectAs(t.app, lawyer, { method: 'POST', url: '/api/matters/conflict-check', payload });

    it('finds a party accent- and punctuation-insensitively, with its role and matter', async () => {
      const folded = opposing.toLowerCase().replace('á', 'a').replace('í', 'i').replace('ő', 'o').replace('.', '');
      const res = await check({ names: [folded] });
      expect(res.statusCode).toBe(200);
      const hit = res.json().hits.find((h: { kind: string }) => h.kind === 'party');
      expect(hit).toMatchObject({ name: opposing, role: 'opposing', matterNumber: matterNo, description: `alperes a ${matterNo} ügyben` });
    });

    it('finds a party by adószám törzsszám (EU VAT form) and by cégjegyzékszám', async () => {
      const byTax = await check({ taxNumbers: ['HU24681357'] });
      expect(byTax.json().hits).toEqual([expect.objectContaining({ matchedOn: 'tax_number', name: opposing, matterNumber: matterNo })]);
      const byReg = await check({ companyRegistrationNumbers: ['Cg. 13 09 246813'] });
      expect(byReg.json().hits).toEqual([expect.objectContaining({ matchedOn: 'company_registration_number', name: opposing })]);
    });

    it('finds a firm contact without a matter by its own adószám and cégjegyzékszám, and leaves deleted contacts out', async () => {
      await t.database.db.insert(contacts).values([
        { tenantId, kind: 'organisation', name: 'Tiszai Malom Kft.', taxNumber: '86420975-2-05', companyRegNumber: '05-09-864209' },
        { tenantId, kind: 'organisation', name: 'Törölt Malom Kft.', taxNumber: '97531864-2-05', deletedAt: new Date() },
      ]);
      const byTax = await check({ taxNumbers: ['HU86420975'] });
      expect(byTax.json().hits).toEqual([expect.objectContaining({ kind: 'contact', matchedOn: 'tax_number', name: 'Tiszai Malom Kft.', description: 'a cég névjegyei között, ügy nélkül' })]);
      const byReg = await check({ companyRegistrationNumbers: ['Cg.05-09-864209'] });
      expect(byReg.json().hits).toEqual([expect.objectContaining({ kind: 'contact', matchedOn: 'company_registration_number', name: 'Tiszai Malom Kft.' })]);
      expect((await check({ taxNumbers: ['97531864-2-05'] })).json().hits).toEqual([]);
    });

    it('finds contacts of the firm without a matter too ("kovacsne osz" → Kovácsné Ősz Réka)', async () => {
      await t.database.db.insert(contacts).values({ tenantId, name: 'Kovácsné Ősz Réka', company: 'Ősz és Társa Bt.' });
      const res = await check({ names: ['kovacsne osz'] });
      expect(res.json().hits).toEqual([expect.objectContaining({ kind: 'contact', name: 'Kovácsné Ősz Réka (Ősz és Társa Bt.)', description: 'a cég névjegyei között, ügy nélkül' })]);
      const seeded = await check({ names: ['bence bau'] });
      expect(seeded.json().hits).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'party', description: expect.stringMatching(/^alperes a \d{4}\/0013 ügyben$/) })]));
      const none = await check({ names: ['Senki Nevű Zrt'] });
      expect(none.json().hits).toEqual([]);
    });

    it('refuses "no conflict" when the check has hits, and keeps a waiver with the matter and in the audit log', async () => {
      const party = { name: opposing.toUpperCase(), role: 'client' };
      const refused = await create(lawyer, { title: 'Ellenérdekű megbízás', parties: [party], conflict: { decision: 'no_conflict' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'MATTER_CONFLICT_DECISION_REQUIRED', message: 'Az összeférhetetlenségi vizsgálat találatot adott: rögzítsd a döntésedet és annak indokát.' });
      const noReason = await create(lawyer, { title: 'Ellenérdekű megbízás', parties: [party], conflict: { decision: 'conflict_waived' } });
      expect(noReason.statusCode).toBe(400);
      const reason = 'Mindkét fél írásban hozzájárult (2026. 11. 25.).';
      const ok = await create(lawyer, { title: 'Ellenérdekű megbízás', parties: [party], conflict: { decision: 'conflict_waived', reason } });
      expect(ok.statusCode).toBe(201);
      const detail = (await injectAs(t.app, lawyer, { url: `/api/matters/${ok.json().id}` })).json();
      expect(detail).toMatchObject({ conflictDecision: 'conflict_waived', conflictReason: reason });
      expect(detail.conflictHits[0]).toMatchObject({ description: `alperes a ${matterNo} ügyben` });
      const [entry] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'matters.conflict_decision'), eq(auditLog.targetId, ok.json().id)));
      expect(entry?.metadata).toMatchObject({ decision: 'conflict_waived', reason, hits: 1 });
      expect(entry?.actorUserId).toBe(lawyerId);
    });

    it('asks for a decision when a party is added to an existing matter on the other side than before', async () => {
      const rival = `Rivális ${unique()} Zrt.`;
      expect((await create(lawyer, { title: `Per ${unique()}`, parties: [{ name: rival, role: 'opposing', roleLabel: 'alperes' }], conflict: { decision: 'no_conflict' } })).statusCode).toBe(201);
      const target = await create(lawyer, { title: `Ingatlan adásvétel ${unique()}`, conflict: { decision: 'no_conflict' } });
      const url = `/api/matters/${target.json().id}/parties`;
      // The opponent of before as an opponent again stands where it stood: no decision needed (issue 38.7).
      const again = await injectAs(t.app, lawyer, { method: 'POST', url, payload: { party: { name: rival, role: 'opposing' }, conflict: { decision: 'no_conflict' } } });
      expect(again.statusCode, again.body).toBe(201);
      const other = await create(lawyer, { title: `Megbízás ${unique()}`, conflict: { decision: 'no_conflict' } });
      const otherUrl = `/api/matters/${other.json().id}/parties`;
      const refused = await injectAs(t.app, lawyer, { method: 'POST', url: otherUrl, payload: { party: { name: rival, role: 'client' }, conflict: { decision: 'no_conflict' } } });
      expect(refused.statusCode).toBe(409);
      const ok = await injectAs(t.app, lawyer, {
        method: 'POST',
        url: otherUrl,
        payload: { party: { name: rival, role: 'client' }, conflict: { decision: 'conflict_waived', reason: 'Az ellenfél írásban hozzájárult.' } },
      });
      expect(ok.statusCode).toBe(201);
    });

    it("issue 38.7: tells same-side hits from adverse ones, shows a contact with its matters and roles, and the firm's own client is no conflict", async () => {
      type Hit = { kind: string; name: string; matterNumber: string | null; role: string | null; queryRole: string; relation: string; description: string };
      const hitsAs = async (role: string) => (await check({ parties: [{ name: 'Bence Bau Kft.', role }] })).json().hits as Hit[];
      // Bence Bau Kft. was the opposing party (alperes) of 2025/0013.
      const in0013 = async (role: string) => (await hitsAs(role)).filter((h) => h.matterNumber?.endsWith('/0013')).map((h) => [h.role, h.queryRole, h.relation]);
      expect(await in0013('client')).toEqual([['opposing', 'client', 'adverse']]);
      expect(await in0013('opposing')).toEqual([['opposing', 'opposing', 'same_side']]);
      expect(await in0013('other')).toEqual([['opposing', 'other', 'neutral']]);
      // Its contact record has no matters of its own: listed as such, for review; Kiss Bence (of Bence Bau Kft.) with his matter and role.
      const all = await hitsAs('client');
      expect(all).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'contact', name: 'Bence Bau Kft.', description: 'a cég névjegyei között, ügy nélkül', relation: 'neutral' }),
          expect.objectContaining({ kind: 'party', name: 'Kiss Bence', role: 'client', relation: 'same_side', description: expect.stringMatching(/^vevő a \d{4}\/\d{4} ügyben$/) }),
        ]),
      );
      // A contact found by its name is shown with the matters it is a party of (by the contact, whatever the party's name there).
      const [szabo] = await t.database.db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), eq(contacts.name, 'Szabó Anna')));
      const byContact = (await check({ parties: [{ contactId: szabo!.id, role: 'client' }] })).json().hits;
      expect(byContact.length).toBeGreaterThan(0);
      for (const h of byContact) expect(h).toMatchObject({ kind: 'party', role: 'client', queryRole: 'client', relation: 'same_side' });
      expect(byContact).toEqual(expect.arrayContaining([expect.objectContaining({ contactId: szabo!.id, description: expect.stringMatching(/^felperes a \d{4}\/\d{4} ügyben$/) })]));
      // The firm's own client in a new matter, on the same side: opened without a conflict decision.
      const own = await create(lawyer, { title: `Szabó Anna – új megbízás ${unique()}`, parties: [{ contactId: szabo!.id, role: 'client' }], conflict: { decision: 'no_conflict' } });
      expect(own.statusCode, own.body).toBe(201);
      // Against her, it is a conflict to decide.
      const against = await create(lawyer, { title: `Szabó Anna ellen ${unique()}`, parties: [{ contactId: szabo!.id, role: 'opposing' }], conflict: { decision: 'no_conflict' } });
      expect(against.statusCode).toBe(409);
    });
  });

  describe('a confidential matter', () => {
    let secretId: string;
    const secretClient = `Titkos Befektető ${unique()} Zrt.`;

    beforeAll(async () => {
      const res = await create(owner, { title: 'Bizalmas felvásárlás', confidential: true, parties: [{ name: secretClient, role: 'client', taxNumber: '13579246-2-41' }], conflict: { decision: 'no_conflict' } });
      expect(res.statusCode).toBe(201);
      secretId = res.json().id;
    });

    it('is listed, counted and readable for its team', async () => {
      const list = (await injectAs(t.app, owner, { url: '/api/matters?limit=200' })).json();
      expect(list.items.map((m: { id: string }) => m.id)).toContain(secretId);
      expect((await injectAs(t.app, owner, { url: `/api/matters/${secretId}` })).statusCode).toBe(200);
    });

    it('is invisible to a lawyer outside its team: lists, counts, stats, conflict check and every object route', async () => {
      const mineOwner = (await injectAs(t.app, owner, { url: '/api/matters?limit=200' })).json();
      const mineLawyer = (await injectAs(t.app, lawyer, { url: '/api/matters?limit=200' })).json();
      expect(mineLawyer.items.map((m: { id: string }) => m.id)).not.toContain(secretId);
      expect(JSON.stringify(mineLawyer)).not.toContain('Bizalmas felvásárlás');
      // Every confidential matter here excludes ugyved@ (the seeded one and this one).
      type Item = { confidential: boolean; status: string };
      const secrets: Item[] = mineOwner.items.filter((m: Item) => m.confidential);
      expect(secrets.length).toBeGreaterThanOrEqual(2);
      expect(mineLawyer.items.filter((m: Item) => m.confidential)).toEqual([]);
      expect(mineLawyer.total).toBe(mineOwner.total - secrets.length);
      for (const status of ['open', 'in_progress', 'closed', 'archived']) {
        expect(mineLawyer.counts[status]).toBe(mineOwner.counts[status] - secrets.filter((m) => m.status === status).length);
      }
      const statsOwner = (await injectAs(t.app, owner, { url: '/api/matters/stats' })).json();
      const statsLawyer = (await injectAs(t.app, lawyer, { url: '/api/matters/stats' })).json();
      expect(statsLawyer.openMatters).toBe(mineLawyer.counts.open + mineLawyer.counts.in_progress);
      expect(statsOwner.openMatters - statsLawyer.openMatters).toBe(secrets.filter((m) => m.status === 'open' || m.status === 'in_progress').length);
      const byName = (await injectAs(t.app, lawyer, { method: 'POST', url: '/api/matters/conflict-check', payload: { names: [secretClient], taxNumbers: ['13579246'] } })).json();
      expect(byName.hits).toEqual([]);

      const attempts: [string, string, object?][] = [
        ['GET', `/api/matters/${secretId}`],
        ['PATCH', `/api/matters/${secretId}`, { status: 'closed' }],
        ['POST', `/api/matters/${secretId}/parties`, { party: { name: 'Bárki', role: 'other' }, conflict: { decision: 'no_conflict' } }],
        ['POST', `/api/matters/${secretId}/team`, { userId: lawyerId }],
        ['DELETE', `/api/matters/${secretId}/team/${ownerId}`],
        ['POST', `/api/matters/${secretId}/notes`, { body: 'betekintés' }],
        ['POST', `/api/matters/${secretId}/tasks`, { title: 'betekintés' }],
      ];
      for (const [method, url, payload] of attempts) {
        const res = await injectAs(t.app, lawyer, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 404`);
      }
    });

    it('is hidden by the database itself, for the matter and its child rows', async () => {
      const seen = await withTenant(
        t.database.db,
        tenantId,
        async (tx) => ({
          matters: resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from matters where id = ${secretId}`))[0]!.n,
          parties: resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from matter_parties where matter_id = ${secretId}`))[0]!.n,
          team: resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from matter_team where matter_id = ${secretId}`))[0]!.n,
        }),
        { userId: lawyerId },
      );
      expect(seen).toEqual({ matters: 0, parties: 0, team: 0 });
      const sneak = withTenant(t.database.db, tenantId, (tx) => tx.execute(sql`insert into matter_notes (id, tenant_id, matter_id, body) values (gen_random_uuid()::text, ${tenantId}, ${secretId}, 'x')`), {
        userId: lawyerId,
      });
      const error = (await sneak.catch((e: unknown) => e)) as Error & { cause?: Error };
      expect(error.cause?.message ?? error.message).toMatch(/row-level security/);
    });

    it('becomes visible once the lawyer joins the team', async () => {
      const add = await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${secretId}/team`, payload: { userId: lawyerId } });
      expect(add.statusCode).toBe(201);
      expect((await injectAs(t.app, lawyer, { url: `/api/matters/${secretId}` })).statusCode).toBe(200);
      await injectAs(t.app, owner, { method: 'DELETE', url: `/api/matters/${secretId}/team/${lawyerId}` });
      expect((await injectAs(t.app, lawyer, { url: `/api/matters/${secretId}` })).statusCode).toBe(404);
    });
  });

  it('changes status, closes with a date, and keeps notes and tasks', async () => {
    const res = await create(lawyer, { title: `Kft. alapítás ${unique()}`, practiceArea: 'corporate', billingArrangement: 'fixed_fee', billingAmountHuf: 150_000, conflict: { decision: 'no_conflict' } });
    const id = res.json().id;
    const base = `/api/matters/${id}`;
    expect((await injectAs(t.app, lawyer, { method: 'PATCH', url: base, payload: { status: 'in_progress' } })).json().status).toBe('in_progress');
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `${base}/notes`, payload: { body: 'Alapító okirat tervezete elküldve.' } })).statusCode).toBe(201);
    const task = await injectAs(t.app, lawyer, { method: 'POST', url: `${base}/tasks`, payload: { title: 'Cégbírósági bejegyzés', dueOn: '2026-11-27', assigneeId: ownerId } });
    expect(task.statusCode).toBe(201);
    expect((await injectAs(t.app, lawyer, { method: 'PATCH', url: `${base}/tasks/${task.json().id}`, payload: { done: true } })).statusCode).toBe(200);
    const closed = (await injectAs(t.app, lawyer, { method: 'PATCH', url: base, payload: { status: 'closed' } })).json();
    expect(closed).toMatchObject({
      status: 'closed',
      billingArrangement: 'fixed_fee',
      billingAmountHuf: 150_000,
      notes: [expect.objectContaining({ body: 'Alapító okirat tervezete elküldve.' })],
      tasks: [expect.objectContaining({ done: true, assignee: { id: ownerId, name: 'Kovács Katalin' } })],
    });
    expect(closed.closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const filtered = (await injectAs(t.app, lawyer, { url: '/api/matters?status=closed&mine=true' })).json();
    expect(filtered.items.map((m: { id: string }) => m.id)).toContain(id);
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { url: base })).statusCode).toBe(403);
    // A customer of the firm cannot be put on a matter's team.
    const [cust] = await t.database.db.select({ userId: members.userId }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(users.email, 'szabo.anna@example.hu'));
    const refused = await injectAs(t.app, lawyer, { method: 'POST', url: `${base}/team`, payload: { userId: cust!.userId } });
    expect(refused.json().code).toBe('MATTER_TEAM_NOT_MEMBER');
  });

  // The dashboard's "Ezen a héten esedékes feladatok" counted overdue tasks and tasks on closed matters.
  it('counts the open tasks on open matters due from today to Sunday, and the overdue ones apart', async () => {
    const firm = await createTenantWithMember(t.database, 'lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'matters']);
    const cookie = await signIn(t.app, firm.email);
    const today = todayInBudapest();
    const sunday = currentWeek().to;
    const matter = async (status: string) => {
      const id = (await create(cookie, { title: `Ügy ${unique()}`, conflict: { decision: 'no_conflict' } })).json().id as string;
      if (status !== 'open') expect((await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/matters/${id}`, payload: { status } })).statusCode).toBe(200);
      return id;
    };
    const task = async (matterId: string, title: string, dueOn: string | null, done = false) => {
      const res = await injectAs(t.app, cookie, { method: 'POST', url: `/api/matters/${matterId}/tasks`, payload: { title, dueOn } });
      expect(res.statusCode, res.body).toBe(201);
      if (done) expect((await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/matters/${matterId}/tasks/${res.json().id}`, payload: { done: true } })).statusCode).toBe(200);
    };
    const open = await matter('open');
    const working = await matter('in_progress');
    await task(open, 'Ma esedékes', today);
    await task(working, 'Vasárnapig', sunday);
    await task(open, 'Jövő hétfőn', addDays(sunday, 1));
    await task(open, 'Tegnap lejárt', addDays(today, -1));
    await task(open, 'Két hete lejárt', addDays(today, -14));
    await task(open, 'Kész', today, true);
    await task(open, 'Határidő nélkül', null);
    const closed = await matter('open');
    await task(closed, 'Lezárt ügy, ma', today);
    await task(closed, 'Lezárt ügy, lejárt', addDays(today, -1));
    await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/matters/${closed}`, payload: { status: 'closed' } });
    const stats = await injectAs(t.app, cookie, { url: '/api/matters/stats' });
    expect(stats.statusCode).toBe(200);
    // The only member is the matters' responsible lawyer: every unassigned task is theirs.
    expect(stats.json()).toMatchObject({ openMatters: 2, tasksDueThisWeek: 2, tasksOverdue: 2, myTasksDueThisWeek: 2, myTasksOverdue: 2 });

    // The task list the dashboard's figures open: the same counts, by due date, undated last.
    const list = async (query: string) => {
      const res = await injectAs(t.app, cookie, { url: `/api/matters/tasks${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { title: string; dueOn: string | null; matter: { id: string } }[]; total: number; counts: object };
    };
    const overdue = await list('?due=overdue');
    expect(overdue.items.map((i) => i.title)).toEqual(['Két hete lejárt', 'Tegnap lejárt']);
    expect(overdue.counts).toEqual({ overdue: 2, week: 2, open: 6 });
    expect(overdue.total).toBe(2);
    expect((await list('?due=week')).items.map((i) => i.title)).toEqual(['Ma esedékes', 'Vasárnapig']);
    const all = await list('');
    expect(all.items.map((i) => i.title)).toEqual(['Két hete lejárt', 'Tegnap lejárt', 'Ma esedékes', 'Vasárnapig', 'Jövő hétfőn', 'Határidő nélkül']);
    expect(all.total).toBe(6);
    expect(all.items.find((i) => i.title === 'Vasárnapig')!.matter.id).toBe(working);
    expect((await list('?due=open&limit=2&offset=2')).items.map((i) => i.title)).toEqual(['Ma esedékes', 'Vasárnapig']);
    expect((await injectAs(t.app, cookie, { url: '/api/matters/tasks?due=tegnap' })).statusCode).toBe(400);
  });

  it("lists 'mine' as the tasks assigned to me or to no one on my matters, and hides a confidential matter's tasks outside its team", async () => {
    const tag = unique();
    const ownersMatter = (await create(owner, { title: `Feladatos ügy ${tag}`, responsibleLawyerId: ownerId, conflict: { decision: 'no_conflict' } })).json().id as string;
    const secret = (await create(owner, { title: `Bizalmas feladatos ${tag}`, confidential: true, conflict: { decision: 'no_conflict' } })).json().id as string;
    const task = async (matterId: string, title: string, assigneeId: string | null) =>
      expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${matterId}/tasks`, payload: { title: `${title} ${tag}`, dueOn: null, assigneeId } })).statusCode).toBe(201);
    await task(ownersMatter, 'Ügyvédé', lawyerId);
    await task(ownersMatter, 'Senkié', null);
    await task(ownersMatter, 'Irodáé', ownerId);
    await task(secret, 'Titkos', ownerId);
    const titles = async (cookie: string, mine: boolean) =>
      ((await injectAs(t.app, cookie, { url: `/api/matters/tasks?limit=200${mine ? '&mine=true' : ''}` })).json().items as { title: string }[]).map((i) => i.title).filter((x) => x.endsWith(tag));
    expect(await titles(lawyer, true)).toEqual([`Ügyvédé ${tag}`]);
    expect((await titles(owner, true)).sort()).toEqual([`Irodáé ${tag}`, `Senkié ${tag}`, `Titkos ${tag}`].sort());
    expect(await titles(lawyer, false)).not.toContain(`Titkos ${tag}`);
    expect(await titles(owner, false)).toContain(`Titkos ${tag}`);
    // The dashboard's "mine" figures count the same tasks (these are undated: none is in a figure
    // until it has a due date in the past).
    const figures = async (cookie: string) => (await injectAs(t.app, cookie, { url: '/api/matters/stats' })).json() as { myTasksOverdue: number; tasksOverdue: number };
    const before = { lawyer: await figures(lawyer), owner: await figures(owner) };
    const overdueOn = async (title: string, assigneeId: string | null) =>
      expect((await injectAs(t.app, owner, { method: 'POST', url: `/api/matters/${ownersMatter}/tasks`, payload: { title: `${title} ${tag}`, dueOn: '2020-01-02', assigneeId } })).statusCode).toBe(201);
    await overdueOn('Lejárt ügyvédé', lawyerId);
    await overdueOn('Lejárt senkié', null);
    const after = { lawyer: await figures(lawyer), owner: await figures(owner) };
    expect(after.lawyer.myTasksOverdue - before.lawyer.myTasksOverdue).toBe(1);
    expect(after.owner.myTasksOverdue - before.owner.myTasksOverdue).toBe(1);
    expect(after.lawyer.tasksOverdue - before.lawyer.tasksOverdue).toBe(2);
  });
});
