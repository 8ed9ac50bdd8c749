// The firm's branding (decision 0448) through the app on a real database: who may read and change
// it, the contrast rule, the logo's checks, the audit entry and event of each change, and that a
// firm sees only its own.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCENT, LOGO_MAX_BYTES } from '@shared/custom-branding/custom-branding.schemas';
import { auditLog, domainEvents, members } from '../../db/schema';
import { encodePng } from '../../lib/png';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { firmBrandings } from './custom-branding.schema';

/** A real `size`×`size` grey PNG. */
const png = (size = 4): Buffer => encodePng(size, size, 'grey', Buffer.alloc(size * size, 0x60));

describe('custom branding', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string };
  let admin: string;
  let lawyer: string;
  let customer: string;

  async function memberOf(tenantId: string, role: string): Promise<string> {
    const email = `${role}-${randomUUID()}@arculat-iroda.hu`;
    // Made in a firm of their own, then moved to this one: their only membership is the firm's.
    const person = await createTenantWithMember(t.database, role, email, []);
    await t.database.db.update(members).set({ organizationId: tenantId }).where(eq(members.userId, person.userId));
    return signIn(t.app, email);
  }

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const created = await createTenantWithMember(t.database, 'tenant', `iroda-${randomUUID()}@arculat-iroda.hu`, ['contacts', 'custom-branding']);
    firm = created;
    admin = await signIn(t.app, created.email);
    lawyer = await memberOf(firm.tenantId, 'lawyer');
    customer = await memberOf(firm.tenantId, 'customer');
  });
  afterAll(() => t.close());

  const get = (cookie: string, url = '/api/custom-branding') => injectAs(t.app, cookie, { method: 'GET', url });
  const save = (cookie: string, payload: object) => injectAs(t.app, cookie, { method: 'PUT', url: '/api/custom-branding', payload });
  const upload = (cookie: string, bytes: Buffer, type = 'image/png') => injectAs(t.app, cookie, { method: 'PUT', url: '/api/custom-branding/logo', headers: { 'content-type': type }, payload: bytes });
  const rowOf = async () => (await t.database.db.select().from(firmBrandings).where(eq(firmBrandings.tenantId, firm.tenantId)))[0];

  it('shows the defaults until the firm chooses, to its staff and its customers alike', async () => {
    for (const cookie of [admin, lawyer, customer]) {
      const res = await get(cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ firmName: 'Másik Iroda', displayName: null, accentColor: DEFAULT_ACCENT, logoUrl: null, updatedAt: null });
    }
  });

  it('saves the name and colour with an audit entry and a branding.updated event; customers see the change', async () => {
    const res = await save(admin, { displayName: '  Arculat Ügyvédi Iroda ', accentColor: '#14532D' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ displayName: 'Arculat Ügyvédi Iroda', accentColor: '#14532d', logoUrl: null });
    expect((await get(customer)).json()).toMatchObject({ displayName: 'Arculat Ügyvédi Iroda', accentColor: '#14532d' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'custom-branding.update')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorKind: 'user', actorId: firm.userId, metadata: { changed: ['displayName', 'accentColor'] } });
    const events = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, firm.tenantId), eq(domainEvents.type, 'branding.updated')));
    expect(events.map((e) => e.payload)).toEqual([{ changed: ['displayName', 'accentColor'], accentColor: '#14532d', displayName: 'Arculat Ügyvédi Iroda', hasLogo: false }]);
  });

  it('refuses a colour white text is unreadable on, a malformed colour and a name too long, changing nothing', async () => {
    const light = await save(admin, { displayName: null, accentColor: '#facc15' });
    expect(light.statusCode).toBe(400);
    expect(light.json()).toMatchObject({ code: 'BRANDING_LOW_CONTRAST', fields: { accentColor: expect.stringContaining('4,5:1') } });
    const malformed = await save(admin, { displayName: null, accentColor: 'zöld' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const long = await save(admin, { displayName: 'x'.repeat(81), accentColor: '#14532d' });
    expect(long.statusCode).toBe(400);
    expect(await rowOf()).toMatchObject({ displayName: 'Arculat Ügyvédi Iroda', accentColor: '#14532d' });
  });

  it('lets only the firm administrators change it: a lawyer and a customer get 403', async () => {
    for (const cookie of [lawyer, customer]) {
      expect((await save(cookie, { displayName: 'Más', accentColor: '#000000' })).statusCode).toBe(403);
      expect((await upload(cookie, png())).statusCode).toBe(403);
      expect((await injectAs(t.app, cookie, { method: 'DELETE', url: '/api/custom-branding/logo' })).statusCode).toBe(403);
    }
    expect(await rowOf()).toMatchObject({ displayName: 'Arculat Ügyvédi Iroda', accentColor: '#14532d', logo: null });
  });

  it('stores a PNG logo told by its bytes, serves it to the firm with nosniff, and removes it', async () => {
    const logo = png(16);
    const res = await upload(admin, logo, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const { logoUrl } = res.json();
    expect(logoUrl).toMatch(/^\/api\/custom-branding\/logo\?v=\d+$/);
    const served = await get(customer, logoUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(logo)).toBe(true);
    const removed = await injectAs(t.app, admin, { method: 'DELETE', url: '/api/custom-branding/logo' });
    expect(removed.json()).toMatchObject({ logoUrl: null, displayName: 'Arculat Ügyvédi Iroda' });
    expect((await get(admin, logoUrl)).statusCode).toBe(404);
    const changes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'custom-branding.update')));
    expect(changes.map((e) => (e.metadata as { changed: string[] }).changed)).toEqual([['displayName', 'accentColor'], ['logo'], ['logo']]);
  });

  it('refuses a logo that is no picture, a picture with a script after it, one too large and a text body', async () => {
    const notImage = await upload(admin, Buffer.from('GIF89a nem támogatott'));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().code).toBe('BRANDING_LOGO_TYPE');
    const polyglot = await upload(admin, Buffer.concat([png(), Buffer.from('<script>alert(1)</script>')]));
    expect(polyglot.statusCode).toBe(400);
    expect(polyglot.json().code).toBe('BRANDING_LOGO_CONTENT');
    const large = await upload(admin, Buffer.alloc(LOGO_MAX_BYTES + 1, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('BRANDING_LOGO_TOO_LARGE');
    const text = await injectAs(t.app, admin, { method: 'PUT', url: '/api/custom-branding/logo', headers: { 'content-type': 'text/plain' }, payload: 'logó' });
    expect(text.statusCode).toBe(415);
    expect((await rowOf())?.logo).toBeNull();
  });

  it('keeps each firm to its own branding, and answers a firm without the module MODULE_NOT_INSTALLED', async () => {
    const other = await createTenantWithMember(t.database, 'tenant', `masik-${randomUUID()}@arculat-iroda.hu`, ['contacts']);
    const otherAdmin = await signIn(t.app, other.email);
    const refused = await get(otherAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MODULE_NOT_INSTALLED');
    await installDefaultModules(t.database.db, other.tenantId, other.userId, ['custom-branding']);
    expect((await get(otherAdmin)).json()).toEqual({ firmName: 'Másik Iroda', displayName: null, accentColor: DEFAULT_ACCENT, logoUrl: null, updatedAt: null });
    expect((await save(otherAdmin, { displayName: 'Másik', accentColor: '#000000' })).statusCode).toBe(200);
    expect((await get(admin)).json()).toMatchObject({ displayName: 'Arculat Ügyvédi Iroda', accentColor: '#14532d' });
  });
});
