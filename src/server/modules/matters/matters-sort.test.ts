// The matters list sorted on the server (decision 0502): `sort` (number, title, opened, lawyer)
// and `dir` on GET /api/matters order the whole filtered set before paging, titles and lawyers in
// Hungarian alphabetical order (ICU "hu-x-icu" on PostgreSQL, Intl.Collator('hu') on PGlite), ties
// in the default order and then by id, so consecutive pages neither repeat nor skip a matter.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatterSummary } from '@shared/matters/matters.schemas';
import { matters, members, users } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

// Number (the insertion order), title, opened on, responsible lawyer. The titles in byte order
// (what PGlite's "C" gives) would put Ábel/Ágnes last and Czakó after Csaba; ICU's root order
// would put Ödön before Olga. Hungarian: Ábel, Ágnes, Cecília, Czakó, Csaba, Olga, Ödön, Zoltán.
const LAWYERS = ['Zoltán Kiss', 'Ábel Nagy', 'Csaba Tóth', 'Cecília Varga'] as const;
const MATTERS: [string, string, string, (typeof LAWYERS)[number] | null][] = [
  ['2026/0001', 'Zoltán ügye', '2026-01-05', 'Zoltán Kiss'],
  ['2026/0002', 'Ábel ügye', '2026-01-03', 'Ábel Nagy'],
  ['2026/0003', 'Csaba ügye', '2026-01-04', 'Csaba Tóth'],
  ['2026/0004', 'Cecília ügye', '2026-01-04', 'Cecília Varga'],
  ['2026/0005', 'Czakó ügye', '2026-01-02', null],
  ['2026/0006', 'Ödön ügye', '2026-01-06', 'Ábel Nagy'],
  ['2026/0007', 'Olga ügye', '2026-01-01', 'Zoltán Kiss'],
  ['2026/0008', 'Ágnes ügye', '2026-01-04', null],
  // The same title as 0002: the tie falls back to the default order (newer first).
  ['2026/0009', 'Ábel ügye', '2026-01-07', 'Csaba Tóth'],
];
const n = (...seq: number[]) => seq.map((s) => `2026/${String(s).padStart(4, '0')}`);

/** The expected order of every sort, by matter number. */
const EXPECTED: Record<string, string[]> = {
  // Today's order, unchanged: opened on, newest first; the number breaks a tie.
  '': n(9, 6, 1, 8, 4, 3, 2, 5, 7),
  'sort=opened&dir=desc': n(9, 6, 1, 8, 4, 3, 2, 5, 7),
  'sort=opened&dir=asc': n(7, 5, 2, 3, 4, 8, 1, 6, 9),
  'sort=number&dir=asc': n(1, 2, 3, 4, 5, 6, 7, 8, 9),
  'sort=number&dir=desc': n(9, 8, 7, 6, 5, 4, 3, 2, 1),
  'sort=title&dir=asc': n(9, 2, 8, 4, 5, 3, 7, 6, 1),
  'sort=title&dir=desc': n(1, 6, 7, 3, 5, 4, 8, 9, 2),
  // Ábel Nagy, Cecília Varga, Csaba Tóth, Zoltán Kiss; the matters without a lawyer last both ways.
  'sort=lawyer&dir=asc': n(6, 2, 4, 9, 3, 1, 7, 8, 5),
  'sort=lawyer&dir=desc': n(1, 7, 9, 3, 4, 6, 2, 8, 5),
  // No direction: ascending.
  'sort=title': n(9, 2, 8, 4, 5, 3, 7, 6, 1),
};

describe('matters list sorted on the server', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['contacts', 'matters']);
    const lawyerIds = new Map<string, string>();
    for (const name of LAWYERS) {
      const userId = randomUUID();
      await t.database.db.insert(users).values({ id: userId, name, email: `${userId}@rendezes.example.hu`, emailVerified: true });
      await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId, role: 'lawyer' });
      lawyerIds.set(name, userId);
    }
    for (const [number, title, openedOn, lawyer] of MATTERS) {
      await t.database.db.insert(matters).values({ tenantId: firm.tenantId, number, title, openedOn, responsibleLawyerId: lawyer ? lawyerIds.get(lawyer)! : null, conflictDecision: 'no_conflict' });
    }
    cookie = await signIn(t.app, firm.email);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await injectAs(t.app, cookie, { url: `/api/matters?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: MatterSummary[]; total: number; counts: Record<string, number> };
  };

  for (const [query, expected] of Object.entries(EXPECTED)) {
    it(`orders the whole list by ${query || 'default'} and pages it without a gap or a repeat`, async () => {
      const all = await list(`${query}&limit=50`);
      expect(all.items.map((m) => m.number)).toEqual(expected);
      expect(all.total).toBe(9);
      // Pages of two, read one after the other, are the same list.
      const paged: string[] = [];
      for (let offset = 0; offset < 10; offset += 2) {
        const page = await list(`${query}&limit=2&offset=${offset}`);
        expect(page.total).toBe(9);
        paged.push(...page.items.map((m) => m.number));
      }
      expect(paged).toEqual(expected);
    });
  }

  it('gives the titles in Hungarian alphabetical order (á with a, cs after cz, ö after o)', async () => {
    expect((await list('sort=title&dir=asc')).items.map((m) => m.title)).toEqual(['Ábel ügye', 'Ábel ügye', 'Ágnes ügye', 'Cecília ügye', 'Czakó ügye', 'Csaba ügye', 'Olga ügye', 'Ödön ügye', 'Zoltán ügye']);
    expect((await list('sort=lawyer&dir=asc')).items.map((m) => m.responsibleLawyer?.name ?? null)).toEqual([
      'Ábel Nagy',
      'Ábel Nagy',
      'Cecília Varga',
      'Csaba Tóth',
      'Csaba Tóth',
      'Zoltán Kiss',
      'Zoltán Kiss',
      null,
      null,
    ]);
  });

  it('sorts within the filters: a search, and a status with its counts unchanged', async () => {
    const searched = await list('q=ab&sort=title&dir=desc&limit=50');
    // "ab" is in Ábel (twice) and Csaba.
    expect(searched.items.map((m) => m.number)).toEqual(n(3, 9, 2));
    const page = await list('q=ab&sort=title&dir=desc&limit=2&offset=1');
    expect(page.items.map((m) => m.number)).toEqual(n(9, 2));
    expect(page.total).toBe(3);
    const open = await list('status=open&sort=lawyer&dir=desc&limit=3&offset=3');
    expect(open.items.map((m) => m.number)).toEqual(n(3, 4, 6));
    expect(open.counts).toEqual({ open: 9, in_progress: 0, closed: 0, archived: 0 });
    // A page past the end: nothing, with the total.
    expect(await list('sort=title&limit=5&offset=20')).toMatchObject({ items: [], total: 9 });
  });

  it('refuses an unknown sort or direction with the validation error', async () => {
    for (const query of ['sort=status', 'sort=title&dir=up', 'sort=TITLE', 'dir=asc&sort=']) {
      const res = await injectAs(t.app, cookie, { url: `/api/matters?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});
