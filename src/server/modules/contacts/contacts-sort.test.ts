// The contacts list sorted on the server (decision 0502): `sort` (name, created, kind) and `dir` on
// GET /api/contacts order the whole filtered set before paging – with and without a search – names
// in Hungarian alphabetical order (ICU "hu-x-icu" on PostgreSQL, Intl.Collator('hu') on PGlite),
// ties broken by the id, so consecutive pages neither repeat nor skip a contact.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@shared/contacts/contacts.schemas';
import { contacts } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

// Key, name, kind, created. In byte order (PGlite's "C") Ábel and Ágnes would come last and Czakó
// after Csaba; in ICU's root order Ödön before Olga. c3 and c4 were created at the same moment.
const CONTACTS: [string, string, 'person' | 'organisation', string][] = [
  ['c1', 'Zoltán Kiss', 'person', '2026-01-05T10:00:00Z'],
  ['c2', 'Ábel Nagy', 'person', '2026-01-03T10:00:00Z'],
  ['c3', 'Csaba Tóth', 'person', '2026-01-04T10:00:00Z'],
  ['c4', 'Cecília Varga', 'person', '2026-01-04T10:00:00Z'],
  ['c5', 'Czakó Kft.', 'organisation', '2026-01-02T10:00:00Z'],
  ['c6', 'Ödön Bt.', 'organisation', '2026-01-06T10:00:00Z'],
  ['c7', 'Olga Zrt.', 'organisation', '2026-01-01T10:00:00Z'],
  ['c8', 'Ágnes Szabó', 'person', '2026-01-07T10:00:00Z'],
];
const HUNGARIAN = ['Ábel Nagy', 'Ágnes Szabó', 'Cecília Varga', 'Czakó Kft.', 'Csaba Tóth', 'Olga Zrt.', 'Ödön Bt.', 'Zoltán Kiss'];
const byKey = (...keys: number[]) => keys.map((k) => CONTACTS[k - 1]![1]);

/** The expected order of every sort, unsearched. */
const EXPECTED: Record<string, string[]> = {
  // Today's order, unchanged: the newest first; the id breaks a tie (c3 before c4).
  '': byKey(8, 6, 1, 3, 4, 2, 5, 7),
  'sort=created&dir=desc': byKey(8, 6, 1, 3, 4, 2, 5, 7),
  'sort=created&dir=asc': byKey(7, 5, 2, 3, 4, 1, 6, 8),
  'sort=name&dir=asc': HUNGARIAN,
  'sort=name&dir=desc': [...HUNGARIAN].reverse(),
  'sort=name': HUNGARIAN,
  // People first ("Személy" before "Szervezet"), each kind newest first.
  'sort=kind&dir=asc': byKey(8, 1, 3, 4, 2, 6, 5, 7),
  'sort=kind&dir=desc': byKey(6, 5, 7, 8, 1, 3, 4, 2),
};

describe('contacts list sorted on the server', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    const prefix = randomUUID();
    for (const [key, name, kind, created] of CONTACTS) {
      await t.database.db.insert(contacts).values({ id: `${prefix}-${key}`, tenantId: firm.tenantId, kind, name, email: `${key}@rendezett.example.hu`, createdAt: new Date(created) });
    }
    cookie = await signIn(t.app, firm.email);
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await injectAs(t.app, cookie, { url: `/api/contacts?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Contact[]; total: number };
  };
  const names = (page: { items: Contact[] }) => page.items.map((c) => c.name);

  /** The whole list, and the same list read in pages of three. */
  async function expectOrder(query: string, expected: string[]) {
    expect(names(await list(`${query}&limit=50`)), query).toEqual(expected);
    const paged: string[] = [];
    for (let offset = 0; offset < 9; offset += 3) {
      const page = await list(`${query}&limit=3&offset=${offset}`);
      expect(page.total).toBe(expected.length);
      paged.push(...names(page));
    }
    expect(paged, query).toEqual(expected);
  }

  for (const [query, expected] of Object.entries(EXPECTED)) {
    it(`orders the whole list by ${query || 'default'} and pages it without a gap or a repeat`, () => expectOrder(query, expected));
  }

  it('sorts a search the same way; unsorted, a search stays in name order', async () => {
    await expectOrder('q=rendezett', HUNGARIAN);
    for (const [query, expected] of Object.entries(EXPECTED)) if (query) await expectOrder(`q=rendezett&${query}`, expected);
  });

  it('sorts within the kind filter', async () => {
    await expectOrder('kind=organisation&sort=name&dir=desc', ['Ödön Bt.', 'Olga Zrt.', 'Czakó Kft.']);
    await expectOrder('kind=person&sort=created&dir=asc', byKey(2, 3, 4, 1, 8));
    expect(await list('sort=name&limit=5&offset=20')).toEqual({ items: [], total: 8 });
  });

  it('refuses an unknown sort or direction with the validation error', async () => {
    for (const query of ['sort=email', 'sort=name&dir=down', 'sort=Name']) {
      const res = await injectAs(t.app, cookie, { url: `/api/contacts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});
