// Hungarian alphabetical order of names (issue 39.4, decision 0314): the contact export and the
// searched list put Cukor < Czakó < Csizmadia, Dzurják < Dzsida and Orbán < Ország < Ölbei – by
// ICU's "hu-x-icu" on PostgreSQL and by Intl.Collator('hu') on PGlite, the same order either way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const HUNGARIAN_ORDER = ['Cukor Béla', 'Czakó Ágnes', 'Csizmadia Péter', 'Dzurják Ilona', 'Dzsida Márk', 'Orbán Éva', 'Ország Lili', 'Ölbei Gábor'];
const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()}@rendezes.example.hu`;

describe('contacts in Hungarian order', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    // Inserted in the accent-stripped order the old key gave, so the result cannot be insertion order.
    for (const name of ['Csizmadia Péter', 'Cukor Béla', 'Czakó Ágnes', 'Dzsida Márk', 'Dzurják Ilona', 'Ölbei Gábor', 'Orbán Éva', 'Ország Lili']) {
      await t.database.db.insert(contacts).values({ id: randomUUID(), tenantId: firm.tenantId, name, email: emailOf(name) });
    }
    cookie = await signIn(t.app, firm.email);
  }, 60_000);
  afterAll(() => t.close());

  it('the searched list', async () => {
    const res = await injectAs(t.app, cookie, { url: '/api/contacts?q=rendezes&limit=50' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((c: { name: string }) => c.name)).toEqual(HUNGARIAN_ORDER);
    expect(res.json().total).toBe(8);
  });

  it('pages the searched list in that order', async () => {
    const page = await injectAs(t.app, cookie, { url: '/api/contacts?q=rendezes&limit=3&offset=3' });
    expect(page.json()).toMatchObject({ total: 8, items: HUNGARIAN_ORDER.slice(3, 6).map((name) => ({ name })) });
    expect((await injectAs(t.app, cookie, { url: '/api/contacts?q=rendezes&limit=3&offset=9' })).json()).toEqual({ items: [], total: 8 });
  });

  it('the CSV export', async () => {
    const csv = (await injectAs(t.app, cookie, { url: '/api/contacts/export' })).body;
    // A person's name is exported as family and given name; the e-mail tells the rows apart.
    const emails = HUNGARIAN_ORDER.map(emailOf);
    const exported = csv
      .split(/\r?\n/)
      .map((line) => emails.find((e) => line.includes(e)))
      .filter(Boolean);
    expect(exported).toEqual(emails);
  });
});
