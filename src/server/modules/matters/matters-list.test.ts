// The matters list on the hand-written fast path (decision 0272) answers exactly what the query
// builder answered: the builder's statement is kept here as the reference, and every filter, the
// sort, paging past the end and the confidential matters of other teams are compared – the API's
// JSON and the service's own result, byte for byte – on the demo data plus a few matters made here.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matterStatuses, type MatterStatus } from '@shared/matters/matters';
import type { MatterSummary } from '@shared/matters/matters.schemas';
import { contacts, matters, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { readInTenant, type TenantTx } from '../../db/tenant-scope';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { type Actor, type ListFilters, listMatters } from './matters.service';

/** The list as the query builder built it before decision 0272 (the reference). */
async function builderList(tx: TenantTx, actor: Actor, f: ListFilters) {
  const personName = sql<string>`coalesce(${users.name}, ${users.email})`;
  const conditions = [eq(matters.tenantId, actor.tenantId)];
  if (f.mine) conditions.push(sql`(${matters.responsibleLawyerId} = ${actor.userId} or exists (select 1 from matter_team t where t.matter_id = ${matters.id} and t.user_id = ${actor.userId}))`);
  if (f.clientContactId) conditions.push(sql`exists (select 1 from matter_parties p where p.matter_id = ${matters.id} and p.role = 'client' and p.contact_id = ${f.clientContactId})`);
  if (f.q) conditions.push(sql`(strpos(vi_fold(${matters.title}), vi_fold(${f.q})) > 0 or ${matters.number} like ${`%${f.q.replace(/[%_\\]/g, '')}%`})`);
  const listed = f.status ? [...conditions, eq(matters.status, f.status)] : conditions;
  const countRows = await tx
    .select({ status: matters.status, n: count() })
    .from(matters)
    .where(and(...conditions))
    .groupBy(matters.status);
  const rows = await tx
    .select({
      m: matters,
      lawyerName: personName,
      clients: sql<string[]>`coalesce((select array_agg(p.name order by p.created_at) from matter_parties p where p.matter_id = ${matters.id} and p.role = 'client'), '{}')`,
      openTasks: sql<number>`(select count(*) from matter_tasks k where k.matter_id = ${matters.id} and not k.done)`.mapWith(Number),
    })
    .from(matters)
    .leftJoin(users, eq(users.id, matters.responsibleLawyerId))
    .where(and(...listed))
    .orderBy(desc(matters.openedOn), desc(matters.number))
    .limit(f.limit)
    .offset(f.offset);
  const counts = Object.fromEntries(matterStatuses.map((s) => [s, countRows.find((r) => r.status === s)?.n ?? 0])) as Record<MatterStatus, number>;
  const total = f.status ? counts[f.status] : Object.values(counts).reduce((a, b) => a + b, 0);
  const items: MatterSummary[] = rows.map((r) => ({
    id: r.m.id,
    number: r.m.number,
    title: r.m.title,
    status: r.m.status,
    practiceArea: r.m.practiceArea,
    clients: r.clients,
    responsibleLawyer: r.m.responsibleLawyerId ? { id: r.m.responsibleLawyerId, name: r.lawyerName ?? '' } : null,
    openedOn: r.m.openedOn,
    confidential: r.m.confidential,
    openTasks: r.openTasks,
  }));
  return { items, total, counts };
}

describe('matters list: the hand-written statements answer what the builder answered', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  const actors: Record<string, Actor> = {};
  let clientContactId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const tenantId = (await demoTenantId(t.database.db))!;
    const people = await t.database.db.select({ id: users.id, email: users.email }).from(users);
    for (const email of ['iroda@kovacs-ugyved.hu', 'ugyved@kovacs-ugyved.hu']) {
      cookies[email] = await signIn(t.app, email);
      actors[email] = { tenantId, userId: people.find((u) => u.email === email)!.id } as Actor;
    }
    const owner = cookies['iroda@kovacs-ugyved.hu']!;
    const [client] = await readInTenant(t.database.db, tenantId, (tx) => tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, tenantId)).limit(1));
    clientContactId = client!.id;
    // Two matters opened on one day (the number breaks the tie), a confidential one of the head
    // of the firm with two clients (their order) and a closed one; one with a quote in its title.
    const made = [
      { title: 'Azonos napon „A” ügy', openedOn: '2026-02-02', conflict: { decision: 'no_conflict' } },
      { title: 'Azonos napon B ügy', openedOn: '2026-02-02', parties: [{ contactId: clientContactId, name: 'x', role: 'client' }], conflict: { decision: 'no_conflict' } },
      {
        title: 'Titkos ÁRVÍZTŰRŐ ügy',
        openedOn: '2026-02-03',
        confidential: true,
        parties: [
          { name: 'Első Ügyfél', role: 'client' },
          { name: 'Második Ügyfél', role: 'client' },
          { name: 'Ellenfél', role: 'opposing' },
        ],
        conflict: { decision: 'no_conflict' },
      },
      { title: "O'Brien 50% ügy", openedOn: '2025-12-30', conflict: { decision: 'no_conflict' } },
    ];
    for (const payload of made) {
      const res = await injectAs(t.app, owner, { method: 'POST', url: '/api/matters', payload });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const queries: ListFilters[] = [
    { mine: false, limit: 25, offset: 0 },
    { mine: false, limit: 50, offset: 0 },
    { mine: false, limit: 2, offset: 0 },
    { mine: false, limit: 2, offset: 2 },
    { mine: false, limit: 3, offset: 1000 },
    { mine: true, limit: 25, offset: 0 },
    { mine: false, status: 'open', limit: 25, offset: 0 },
    { mine: false, status: 'in_progress', limit: 1, offset: 1 },
    { mine: false, status: 'closed', limit: 25, offset: 0 },
    { mine: false, status: 'archived', limit: 25, offset: 0 },
    { mine: true, status: 'open', limit: 25, offset: 0 },
    { mine: false, q: 'arvizturo', limit: 25, offset: 0 },
    { mine: false, q: 'azonos', limit: 25, offset: 0 },
    { mine: false, q: '50%', limit: 25, offset: 0 },
    { mine: false, q: "o'brien", limit: 25, offset: 0 },
    { mine: false, q: '2026/', limit: 25, offset: 0 },
    { mine: false, q: 'nincs ilyen ügy', limit: 25, offset: 5 },
    { mine: true, q: 'ügy', status: 'open', limit: 2, offset: 0 },
  ];

  const urlOf = (f: ListFilters) => {
    const params = new URLSearchParams({ limit: String(f.limit), offset: String(f.offset) });
    if (f.status) params.set('status', f.status);
    if (f.mine) params.set('mine', 'true');
    if (f.q) params.set('q', f.q);
    if (f.clientContactId) params.set('clientContactId', f.clientContactId);
    return `/api/matters?${params}`;
  };

  for (const email of ['iroda@kovacs-ugyved.hu', 'ugyved@kovacs-ugyved.hu']) {
    it(`answers ${email} byte for byte as the builder did (filters, sort, paging, confidential matters)`, async () => {
      const actor = actors[email]!;
      const all = [...queries, { mine: false, clientContactId: 'the-client', limit: 25, offset: 0 }, { mine: false, clientContactId: 'nincs-ilyen', limit: 25, offset: 0 }];
      let listedSomething = 0;
      for (const query of all) {
        const f = query.clientContactId === 'the-client' ? { ...query, clientContactId } : query;
        const options = { userId: actor.userId, prepared: true };
        const expected = JSON.stringify(await readInTenant(t.database.db, actor.tenantId, (tx) => builderList(tx, actor, f), options));
        const direct = JSON.stringify(await listMatters(t.database.db, actor, f));
        expect(`${urlOf(f)} ${direct}`).toBe(`${urlOf(f)} ${expected}`);
        const res = await injectAs(t.app, cookies[email]!, { url: urlOf(f) });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(JSON.parse(expected));
        if (JSON.parse(expected).items.length > 0) listedSomething += 1;
      }
      // The comparison is not of empty lists only.
      expect(listedSomething).toBeGreaterThan(10);
    });
  }

  it('hides the confidential matter from a lawyer outside its team (and shows it to its team)', async () => {
    const list = async (email: string) => (await injectAs(t.app, cookies[email]!, { url: '/api/matters?q=arvizturo' })).json();
    const own = await list('iroda@kovacs-ugyved.hu');
    expect(own.items.map((m: MatterSummary) => [m.title, m.clients])).toEqual([['Titkos ÁRVÍZTŰRŐ ügy', ['Első Ügyfél', 'Második Ügyfél']]]);
    expect(await list('ugyved@kovacs-ugyved.hu')).toEqual({ items: [], total: 0, counts: { open: 0, in_progress: 0, closed: 0, archived: 0 } });
  });
});
