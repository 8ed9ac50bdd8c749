import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@shared/profile/profile.schemas';
import { legalAcceptances, members, tenants, userProfiles, users } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { png, webp } from './testing/avatar-fixtures';

describe('profile and settings API', () => {
  let t: TestApp;
  let lawyer: string;
  beforeAll(async () => {
    t = await buildTestApp();
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
  });
  afterAll(() => t.close());

  it('reads the own profile with defaults', async () => {
    const res = await injectAs(t.app, lawyer, { url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'dr. Nagy Péter',
      familyName: 'dr. Nagy',
      givenName: 'Péter',
      email: 'ugyved@kovacs-ugyved.hu',
      avatarUrl: null,
      firmName: null,
      specialties: [],
      hasRegistrationProfile: false,
      // A seeded lawyer: the firm is the membership's, the consents the ones recorded on joining.
      memberFirm: 'Kovács és Társai Ügyvédi Iroda',
      legalAcceptedAt: { terms: expect.stringMatching(/^\d{4}-/), privacy: expect.stringMatching(/^\d{4}-/) },
      language: 'hu',
      theme: 'dark',
    });
  });

  it('names no member firm for a customer or the platform admin', async () => {
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { url: '/api/profile' })).json().memberFirm).toBeNull();
    const admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
    expect((await injectAs(t.app, admin, { url: '/api/profile' })).json().memberFirm).toBeNull();
  });

  it('names the firm the session works in for a member of two firms, not the oldest membership', async () => {
    const second = await createTenantWithMember(t.database, 'tenant');
    const third = await createTenantWithMember(t.database, 'tenant');
    // A session of its own: the other tests' session stays in the demo firm.
    const session = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const me = (await injectAs(t.app, session, { url: '/api/me' })).json();
    await t.database.db.insert(members).values([
      { id: randomUUID(), organizationId: second.tenantId, userId: me.user.id, role: 'lawyer' },
      { id: randomUUID(), organizationId: third.tenantId, userId: me.user.id, role: 'customer' },
    ]);
    await t.database.db.update(tenants).set({ name: 'Második Ügyvédi Iroda' }).where(eq(tenants.id, second.tenantId));
    const memberFirm = async () => (await injectAs(t.app, session, { url: '/api/profile' })).json().memberFirm;
    expect(await memberFirm()).toBe('Kovács és Társai Ügyvédi Iroda');
    expect((await injectAs(t.app, session, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: second.tenantId } })).statusCode).toBe(200);
    expect(await memberFirm()).toBe('Második Ügyvédi Iroda');
    // The answer of a save names it too.
    expect((await injectAs(t.app, session, { method: 'PATCH', url: '/api/profile', payload: { theme: 'dark' } })).json().memberFirm).toBe('Második Ügyvédi Iroda');
    // Acting as a customer of a firm: the firm the user works in is still named (the oldest).
    await injectAs(t.app, session, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: third.tenantId } });
    expect(await memberFirm()).toBe('Kovács és Társai Ügyvédi Iroda');
    await injectAs(t.app, session, { method: 'POST', url: '/api/tenants/active', payload: { tenantId: me.activeTenantId } });
    expect(await memberFirm()).toBe('Kovács és Társai Ügyvédi Iroda');
  });

  it('saves name, language and theme; rejects a too short name and changes nothing', async () => {
    const bad = await injectAs(t.app, lawyer, { method: 'PATCH', url: '/api/profile', payload: { name: 'X', theme: 'light' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.name).toBe('A név legalább 2 karakter.');
    expect((await injectAs(t.app, lawyer, { url: '/api/profile' })).json().theme).toBe('dark');
    const ok = await injectAs(t.app, lawyer, { method: 'PATCH', url: '/api/profile', payload: { name: 'Dr. Nagy Péter Pál', language: 'en', theme: 'light' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Dr. Nagy Péter Pál', familyName: 'Dr. Nagy', givenName: 'Péter Pál', language: 'en', theme: 'light' });
  });

  it('keeps the family and given names apart: the name is shown family first, the session greets by the given name', async () => {
    const customer = await signIn(t.app, 'toth.gabor@example.hu');
    const onlyOne = await injectAs(t.app, customer, { method: 'PATCH', url: '/api/profile', payload: { familyName: 'Tóth' } });
    expect(onlyOne.statusCode).toBe(400);
    expect(onlyOne.json().fields.givenName).toBe('A vezetéknevet és az utónevet együtt kell megadni.');
    const ok = await injectAs(t.app, customer, { method: 'PATCH', url: '/api/profile', payload: { familyName: 'Tóth-Kovács', givenName: 'Gábor Ádám' } });
    expect(ok.json()).toMatchObject({ name: 'Tóth-Kovács Gábor Ádám', familyName: 'Tóth-Kovács', givenName: 'Gábor Ádám' });
    const me = await injectAs(t.app, customer, { url: '/api/me' });
    expect(me.json().user).toMatchObject({ name: 'Tóth-Kovács Gábor Ádám', givenName: 'Gábor Ádám' });
    const session = await injectAs(t.app, customer, { url: '/api/auth/get-session' });
    expect(session.json().user).toMatchObject({ familyName: 'Tóth-Kovács', givenName: 'Gábor Ádám' });
  });

  it('needs the consents before creating firm data for an account that never registered and never accepted them', async () => {
    const firm = await createTenantWithMember(t.database, 'lawyer');
    await t.database.db.delete(legalAcceptances).where(eq(legalAcceptances.userId, firm.userId));
    const newcomer = await signIn(t.app, firm.email);
    expect((await injectAs(t.app, newcomer, { url: '/api/profile' })).json().legalAcceptedAt).toEqual({ terms: null, privacy: null });
    const refused = await injectAs(t.app, newcomer, { method: 'PATCH', url: '/api/profile', payload: { firmName: 'Új Iroda', specialties: ['ingatlanjog'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('TERMS_REQUIRED');
    const accepted = await injectAs(t.app, newcomer, { method: 'PATCH', url: '/api/profile', payload: { specialties: ['ingatlanjog'], acceptTerms: true, acceptPrivacy: true } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // Given here, the consents are recorded as acceptances of the versions in force too.
    expect(accepted.json().legalAcceptedAt).toEqual({ terms: expect.stringMatching(/^\d{4}-/), privacy: expect.stringMatching(/^\d{4}-/) });
    expect(await t.database.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, firm.userId))).toHaveLength(2);
  });

  it('saves the firm data of a seeded lawyer on the consents recorded on joining, without asking again', async () => {
    const [recorded] = await t.database.db
      .select()
      .from(legalAcceptances)
      .innerJoin(users, eq(users.id, legalAcceptances.userId))
      .where(and(eq(users.email, 'ugyved@kovacs-ugyved.hu'), eq(legalAcceptances.document, 'terms')));
    const ok = await injectAs(t.app, lawyer, {
      method: 'PATCH',
      url: '/api/profile',
      payload: { firmName: 'Nagy Iroda', specialties: ['ingatlanjog', 'társasági jog', 'ingatlanjog'] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firmName: 'Nagy Iroda', specialties: ['ingatlanjog', 'társasági jog'], hasRegistrationProfile: true });
    const [row] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.firmName, 'Nagy Iroda'));
    expect(row?.userType).toBe('lawyer');
    expect(row?.termsAcceptedAt.toISOString()).toBe(recorded!.legal_acceptances.acceptedAt.toISOString());
    const later = await injectAs(t.app, lawyer, { method: 'PATCH', url: '/api/profile', payload: { specialties: ['családjog'] } });
    expect(later.json().specialties).toEqual(['családjog']);
  });

  it('stores a PNG avatar, serves it only to its owner, and removes it', async () => {
    const res = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/png' }, payload: png });
    expect(res.statusCode).toBe(200);
    expect(res.json().avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=\d+$/);
    const image = await injectAs(t.app, lawyer, { url: res.json().avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { url: '/api/profile/avatar' })).statusCode).toBe(404);
    const removed = await injectAs(t.app, lawyer, { method: 'DELETE', url: '/api/profile/avatar' });
    expect(removed.json().avatarUrl).toBeNull();
    expect((await injectAs(t.app, lawyer, { url: '/api/profile/avatar' })).statusCode).toBe(404);
  });

  it('sniffs the type from the bytes: a GIF, or text named image/png, is refused', async () => {
    const gif = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/gif' }, payload: Buffer.from('GIF89a....') });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({ code: 'AVATAR_TYPE', message: 'Csak PNG, JPEG vagy WebP képet tölthetsz fel.' });
    const fake = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/png' }, payload: Buffer.from('<svg onload=alert(1)>') });
    expect(fake.statusCode).toBe(415);
    const pdf = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'application/pdf' }, payload: Buffer.from('%PDF-1.4') });
    expect(pdf.statusCode).toBe(415);
    const ok = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/webp' }, payload: webp });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an image over 2 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const res = await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/profile/avatar', headers: { 'content-type': 'image/png' }, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('AVATAR_TOO_LARGE');
  });
});
