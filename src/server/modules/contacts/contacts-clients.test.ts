// The contacts list's `matterRole=client` (decision 0514): only the contacts that are a client party
// of at least one matter the user can see – not an opposing or other party, not a contact without
// a matter, not another firm's, not the client of a confidential matter of another team (RLS with
// the request's user) – together with the search, the kind, the sort, the paging and the total.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@shared/contacts/contacts.schemas';
import type { PartyRole } from '@shared/matters/matters';
import { contacts, matterParties, matters, matterTeam, members, users } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const MODULES = ['contacts', 'matters'];

describe('contacts list: only the clients (matterRole=client)', () => {
  let t: TestApp;
  let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
  let cookie: string;
  let matterCount = 0;

  async function contact(name: string, kind: 'person' | 'organisation' = 'organisation', tenantId = firm.tenantId): Promise<string> {
    const [row] = await t.database.db.insert(contacts).values({ tenantId, kind, name }).returning({ id: contacts.id });
    return row!.id;
  }

  /** A matter of the tenant with the given parties (contact id and role); `values`: more of its columns. */
  async function matter(parties: [string, PartyRole][], values: { confidential?: boolean; createdBy?: string; tenantId?: string } = {}): Promise<string> {
    const id = randomUUID();
    const tenantId = values.tenantId ?? firm.tenantId;
    matterCount += 1;
    await t.database.db.insert(matters).values({
      id,
      tenantId,
      number: `2026/${String(matterCount).padStart(4, '0')}`,
      title: `Ügyfélszűrő ügy ${matterCount}`,
      openedOn: '2026-03-01',
      conflictDecision: 'no_conflict',
      createdBy: firm.userId,
      ...values,
    });
    for (const [contactId, role] of parties) await t.database.db.insert(matterParties).values({ tenantId, matterId: id, contactId, name: 'Fél', role, conflictDecision: 'no_conflict' });
    return id;
  }

  // The clients the user should see, in Hungarian alphabetical order.
  const CLIENTS = ['Ábrahám Ödön', 'Alfa Kft.', 'Béta Bt.', 'Csapattitok Kft.', 'Saját Titok Zrt.'];

  beforeAll(async () => {
    t = await buildTestApp({ env: { LOG_LEVEL: 'error' } });
    firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    cookie = await signIn(t.app, firm.email);
    const colleague = randomUUID();
    await t.database.db.insert(users).values({ id: colleague, name: 'Titkos Kolléga', email: `${colleague}@ugyfelszuro.hu`, emailVerified: true });
    await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: colleague, role: 'lawyer' });

    const alfa = await contact('Alfa Kft.');
    const beta = await contact('Béta Bt.');
    const odon = await contact('Ábrahám Ödön', 'person');
    const opposing = await contact('Ellenfél Kft.');
    const witness = await contact('Tanú Tivadar', 'person');
    await contact('Törvényszék Kft.');
    // A client of two matters is listed once; the same contact as an opposing party elsewhere changes nothing.
    await matter([
      [alfa, 'client'],
      [opposing, 'opposing'],
      [witness, 'other'],
    ]);
    await matter([
      [alfa, 'client'],
      [beta, 'opposing'],
    ]);
    await matter([
      [beta, 'client'],
      [odon, 'client'],
    ]);
    // Confidential matters: a colleague's the user may not see, the user's own, and a colleague's with the user on its team.
    await matter([[await contact('Rejtett Titok Kft.'), 'client']], { confidential: true, createdBy: colleague });
    await matter([[await contact('Saját Titok Zrt.'), 'client']], { confidential: true });
    const team = await matter([[await contact('Csapattitok Kft.'), 'client']], { confidential: true, createdBy: colleague });
    await t.database.db.insert(matterTeam).values({ tenantId: firm.tenantId, matterId: team, userId: firm.userId });
    // A deleted client is no choice.
    const gone = await contact('Törölt Ügyfél Kft.');
    await matter([[gone, 'client']]);
    await t.database.db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, gone));
    // Another firm's client.
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, MODULES);
    await matter([[await contact('Idegen Ügyfél Kft.', 'organisation', other.tenantId), 'client']], { tenantId: other.tenantId, createdBy: other.userId });
  }, 60_000);
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await injectAs(t.app, cookie, { url: `/api/contacts?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Contact[]; total: number };
  };
  const names = (page: { items: Contact[] }) => page.items.map((c) => c.name);

  it('lists only the client parties of the matters the user can see, each once', async () => {
    // Unfiltered, every live contact of the firm (the hidden matter's client too: the contact is the firm's).
    const all = await list('limit=200');
    expect(all.total).toBe(9);
    expect(names(all)).toContain('Rejtett Titok Kft.');
    const clients = await list('matterRole=client&sort=name');
    expect(names(clients)).toEqual(CLIENTS);
    expect(clients.total).toBe(CLIENTS.length);
    // Unsorted: the list's default order (newest first), the same set.
    const newest = await list('matterRole=client');
    expect(names(newest).sort()).toEqual([...CLIENTS].sort());
    for (const left of ['Ellenfél Kft.', 'Tanú Tivadar', 'Törvényszék Kft.', 'Rejtett Titok Kft.', 'Törölt Ügyfél Kft.', 'Idegen Ügyfél Kft.']) expect(names(newest)).not.toContain(left);
  });

  it('combines with the search, the kind and the sort', async () => {
    // The search (the query builder's path): accent-insensitive, by name unless sorted otherwise.
    const kft = await list('matterRole=client&q=kft');
    expect(names(kft)).toEqual(['Alfa Kft.', 'Csapattitok Kft.']);
    expect(kft.total).toBe(2);
    expect(names(await list('matterRole=client&q=titok&sort=name&dir=desc'))).toEqual(['Saját Titok Zrt.', 'Csapattitok Kft.']);
    expect(await list('matterRole=client&q=ellenfel')).toEqual({ items: [], total: 0 });
    expect(names(await list('matterRole=client&kind=person'))).toEqual(['Ábrahám Ödön']);
    expect(names(await list('matterRole=client&q=odon&kind=person'))).toEqual(['Ábrahám Ödön']);
  });

  it('pages the clients with the total of the filter, with and without a search', async () => {
    for (const [query, expected] of [
      ['matterRole=client&sort=name', CLIENTS],
      ['matterRole=client&sort=name&dir=desc', [...CLIENTS].reverse()],
      ['matterRole=client&q=a&sort=name', CLIENTS.filter((n) => /a/i.test(n.normalize('NFD').replace(/\p{M}/gu, '')))],
    ] as const) {
      const paged: string[] = [];
      for (let offset = 0; offset < 6; offset += 2) {
        const page = await list(`${query}&limit=2&offset=${offset}`);
        expect(page.total, query).toBe(expected.length);
        paged.push(...names(page));
      }
      expect(paged, query).toEqual(expected);
    }
    expect(await list('matterRole=client&limit=2&offset=50')).toEqual({ items: [], total: CLIENTS.length });
    expect(await list('matterRole=client&q=kft&limit=2&offset=50')).toEqual({ items: [], total: 2 });
  });

  it('refuses an unknown matterRole with the validation error', async () => {
    for (const query of ['matterRole=opposing', 'matterRole=Client', 'matterRole=']) {
      const res = await injectAs(t.app, cookie, { url: `/api/contacts?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe('VALIDATION_ERROR');
    }
  });
});
