// Issue 33 "Done when", first bullet (decisions 0290, 0291, 0293): a service called by an
// automation and by an API key writes the same audit entries and domain event as the same call
// made through its route, in the change's transaction – a change that fails leaves neither.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, apiKeyActor, automationActor } from './actor';
import { auditLog, domainEvents, matters } from '../db/schema';
import { type TenantTx, withTenant } from '../db/tenant-scope';
import { onDomainEvent } from '../events/domain-events';
import { createMatterBodySchema } from '@shared/matters/matters.schemas';
import { createDeadlineBodySchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { kbArticleBodySchema } from '@shared/knowledge-base/knowledge-base';
import { createOpportunityBodySchema, winOpportunityBodySchema } from '@shared/opportunities/opportunities.schemas';
import { addDeadline, changeDeadline } from '../modules/compliance-tracker/compliance-tracker.actions';
import { contactInputSchema } from '@shared/contacts/contacts.schemas';
import { addContact, removeContact } from '../modules/contacts/contacts.actions';
import { addArticle } from '../modules/knowledge-base/knowledge-base.actions';
import { createTimeEntryBodySchema, updateTimeEntryBodySchema } from '@shared/time-tracking/time-tracking.schemas';
import { correctTimeEntry, recordTime } from '../modules/time-tracking/time-tracking.actions';
import { Readable } from 'node:stream';
import { binDocument, recordUpload } from '../modules/documents/documents.actions';
import { storeFile } from '../modules/documents/documents.service';
import { documentStorage } from '../storage';
import { multipartBody } from '../test/multipart';
import { openMatter, updateMatter } from '../modules/matters/matters.service';
import { addOpportunity, winOpportunityFor } from '../modules/opportunities/opportunities.actions';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../test/test-app';

let t: TestApp;
let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
let cookie: string;
let automation: Actor;
let apiKey: Actor;

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  firm = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'matters', 'compliance-tracker', 'opportunities', 'documents', 'knowledge-base', 'time-tracking']);
  cookie = await signIn(t.app, firm.email);
  automation = automationActor({ tenantId: firm.tenantId, automationId: 'automation-1', authorUserId: firm.userId, authorRoles: ['tenant', 'lawyer'], cause: { eventId: 'cause-1', depth: 0 } });
  apiKey = apiKeyActor({ tenantId: firm.tenantId, keyId: 'key-1', ownerUserId: firm.userId, ownerRoles: ['tenant', 'lawyer'] });
  // A consumer that refuses one title: the change, its audit entries and its event must all go.
  onDomainEvent('matter.created', 'test-refuses-one-title', async (_tx, event) => {
    if (event.payload.title === 'Visszautasított') throw new Error('consumer refused');
  });
});
afterAll(async () => t.close());

/** Runs a service as `actor` outside any request, in the actor's tenant with its person known to RLS. */
const as = <T>(actor: Actor, work: (tx: TenantTx) => Promise<T>) => withTenant(t.database.db, actor.tenantId, work, { userId: actor.userId ?? undefined });

/** The trail of one subject: its audit entries and events, with what differs by caller kept apart. */
async function trailOf(subjectId: string) {
  const audits = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.targetId, subjectId)));
  const events = await t.database.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, firm.tenantId), eq(domainEvents.subjectId, subjectId)));
  const callers = [...new Set([...audits.map((a) => `${a.actorKind}:${a.actorId}`), ...events.map((e) => `${e.actorKind}:${e.actorId}`)])];
  // What differs between three equal changes: the numbers drawn and the ids of the rows each made.
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const strip = (m: unknown) =>
    JSON.parse(JSON.stringify(m, (k, v: unknown) => (k === 'number' || k === 'matterNumber' ? '<number>' : typeof v === 'string' && uuid.test(v) && v !== firm.userId ? '<id>' : v))) as unknown;
  return {
    callers,
    audits: audits.map((a) => ({ action: a.action, targetType: a.targetType, actorUserId: a.actorUserId, metadata: strip(a.metadata) })).sort((a, b) => a.action.localeCompare(b.action)),
    events: events.map((e) => ({ type: e.type, version: e.version, subjectType: e.subjectType, actorUserId: e.actorUserId, payload: strip(e.payload) })),
  };
}

/**
 * The same change made three ways – through its route, by the automation, by the API key – on
 * fresh subjects: the three trails are equal but for who acted.
 */
async function sameTrail(route: () => Promise<string>, service: (actor: Actor) => Promise<string>) {
  const subjectId = await route();
  const byRoute = await trailOf(subjectId);
  const byAutomation = await trailOf(await service(automation));
  const byKey = await trailOf(await service(apiKey));
  expect(byRoute.audits.length).toBeGreaterThan(0);
  expect(byRoute.events.length).toBeGreaterThan(0);
  expect(byAutomation.audits).toEqual(byRoute.audits);
  expect(byAutomation.events).toEqual(byRoute.events);
  expect(byKey.audits).toEqual(byRoute.audits);
  expect(byKey.events).toEqual(byRoute.events);
  expect([byRoute.callers, byAutomation.callers, byKey.callers]).toEqual([[`user:${firm.userId}`], ['automation:automation-1'], ['apiKey:key-1']]);
  return { ...byRoute, subjectId };
}

/** Answers the route's JSON, failing on a status other than `status`. */
async function call(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload: object, status = 201) {
  const res = await injectAs(t.app, cookie, method === 'DELETE' ? { method, url } : { method, url, payload });
  expect(res.statusCode, res.body).toBe(status);
  return status === 204 ? null : res.json();
}

/** A new matter's body as a client sends it, and as the route hands it to the service (parsed). */
const matterBody = (title: string) => ({ title, practiceArea: 'civil_litigation', openedOn: '2026-05-04', conflict: { decision: 'no_conflict' } });
const newMatter = (title: string) => createMatterBodySchema.parse(matterBody(title));

describe('matters: the same trail from a route, an automation and an API key', () => {
  it('opening a matter', async () => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/matters', payload: matterBody('Ügy') });
    expect(res.statusCode).toBe(201);
    const byRoute = await trailOf(res.json().id);
    const byAutomation = await trailOf((await as(automation, (tx) => openMatter(tx, automation, newMatter('Ügy')))).id);
    const byKey = await trailOf((await as(apiKey, (tx) => openMatter(tx, apiKey, newMatter('Ügy')))).id);

    expect(byRoute.audits.map((a) => a.action)).toEqual(['matters.conflict_decision', 'matters.create']);
    expect(byRoute.events).toEqual([
      { type: 'matter.created', version: 1, subjectType: 'matter', actorUserId: firm.userId, payload: expect.objectContaining({ title: 'Ügy', source: 'matters', responsibleLawyerId: firm.userId }) },
    ]);
    expect(byAutomation.audits).toEqual(byRoute.audits);
    expect(byAutomation.events).toEqual(byRoute.events);
    expect(byKey.audits).toEqual(byRoute.audits);
    expect(byKey.events).toEqual(byRoute.events);
    // Each says who acted.
    expect(byRoute.callers).toEqual([`user:${firm.userId}`]);
    expect(byAutomation.callers).toEqual(['automation:automation-1']);
    expect(byKey.callers).toEqual(['apiKey:key-1']);
    const [caused] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.actorId, 'automation-1'), eq(domainEvents.type, 'matter.created')));
    expect(caused).toMatchObject({ causationId: 'cause-1', depth: 1 });
  });

  it('closing a matter (the PATCH rules: closing date, status-change audit, matter.closed)', async () => {
    const ids: string[] = [];
    for (const actor of [apiKey, automation]) ids.push((await as(actor, (tx) => openMatter(tx, actor, newMatter('Lezárandó')))).id);
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/matters', payload: matterBody('Lezárandó') });
    ids.push(res.json().id);
    const patch = await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/matters/${ids[2]}`, payload: { status: 'closed' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().closedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await as(apiKey, (tx) => updateMatter(tx, apiKey, ids[0]!, { status: 'closed' }));
    await as(automation, (tx) => updateMatter(tx, automation, ids[1]!, { status: 'closed' }));
    const [key, auto, route] = await Promise.all(ids.map(trailOf));
    const closing = (trail: typeof route) => ({ audits: trail!.audits.filter((a) => a.action === 'matters.status_change'), events: trail!.events.filter((e) => e.type !== 'matter.created') });
    expect(closing(route!).audits).toEqual([{ action: 'matters.status_change', targetType: 'matter', actorUserId: firm.userId, metadata: { changed: ['status'], from: 'open', to: 'closed' } }]);
    expect(closing(route!).events).toEqual([{ type: 'matter.closed', version: 1, subjectType: 'matter', actorUserId: firm.userId, payload: { number: '<number>', status: 'closed', closedOn: patch.json().closedOn } }]);
    expect(closing(key!)).toEqual(closing(route!));
    expect(closing(auto!)).toEqual(closing(route!));
    // An ordinary change is an update, not a second closing.
    await as(apiKey, (tx) => updateMatter(tx, apiKey, ids[0]!, { title: 'Átnevezett' }));
    expect((await trailOf(ids[0]!)).events.map((e) => e.type)).toEqual(['matter.created', 'matter.closed', 'matter.updated']);
  });

  it('a failing change leaves neither the audit entry nor the event', async () => {
    const before = await t.database.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.tenantId, firm.tenantId));
    const auditsBefore = await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.tenantId, firm.tenantId));
    // A consumer of the event refuses: the service's own writes go with it.
    await expect(as(automation, (tx) => openMatter(tx, automation, newMatter('Visszautasított')))).rejects.toThrow('consumer refused');
    const refusedRoute = await injectAs(t.app, cookie, { method: 'POST', url: '/api/matters', payload: matterBody('Visszautasított') });
    expect(refusedRoute.statusCode).toBe(500);
    // The caller's transaction fails after the service succeeded: nothing of the call is kept.
    await expect(
      as(apiKey, async (tx) => {
        await openMatter(tx, apiKey, newMatter('Félbemaradt'));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    // An API key whose scope lacks the permission is refused by the service itself, before anything is written.
    const narrow = apiKeyActor({ tenantId: firm.tenantId, keyId: 'key-narrow', ownerUserId: firm.userId, ownerRoles: ['tenant', 'lawyer'], scope: ['canViewCases'] });
    await expect(as(narrow, (tx) => openMatter(tx, narrow, newMatter('Tiltott')))).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const titles = ['Visszautasított', 'Félbemaradt', 'Tiltott'];
    expect(
      await t.database.db
        .select()
        .from(matters)
        .where(and(eq(matters.tenantId, firm.tenantId), inArray(matters.title, titles))),
    ).toHaveLength(0);
    expect(await t.database.db.select({ id: domainEvents.id }).from(domainEvents).where(eq(domainEvents.tenantId, firm.tenantId))).toHaveLength(before.length);
    expect(await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.tenantId, firm.tenantId))).toHaveLength(auditsBefore.length);
  });
});

describe('deadlines, opportunities, knowledge: the same trail from a route, an automation and an API key', () => {
  it('a deadline created and completed', async () => {
    const matterId = (await as(apiKey, (tx) => openMatter(tx, apiKey, newMatter('Határidős ügy')))).id;
    const body = { matterId, title: 'Fellebbezés', kind: 'fixed', dueOn: '2026-06-15' };
    const created = await sameTrail(
      async () => (await call('POST', '/api/compliance-tracker', body)).id,
      async (actor) => (await as(actor, (tx) => addDeadline(tx, actor, createDeadlineBodySchema.parse(body)))).id,
    );
    expect(created.audits.map((a) => a.action)).toEqual(['deadlines.create']);
    expect(created.events.map((e) => e.type)).toEqual(['deadline.created']);
    const completed = await sameTrail(
      async () => {
        const { id } = await call('POST', '/api/compliance-tracker', body);
        await call('PATCH', `/api/compliance-tracker/${id}`, { status: 'done' }, 200);
        return id;
      },
      async (actor) => {
        const { id } = await as(actor, (tx) => addDeadline(tx, actor, createDeadlineBodySchema.parse(body)));
        await as(actor, (tx) => changeDeadline(tx, actor, id, { status: 'done' }));
        return id;
      },
    );
    expect(completed.audits.map((a) => a.action)).toEqual(['deadlines.complete', 'deadlines.create']);
    expect(completed.events.map((e) => e.type).sort()).toEqual(['deadline.completed', 'deadline.created']);
  });

  it('an opportunity created and won (opening its matter)', async () => {
    const body = { title: 'Új megbízás', prospectName: 'Próba Kft.', valueHuf: 500000 };
    const win = { matter: { title: 'Megnyert ügy' }, conflict: { decision: 'no_conflict' } };
    const trail = await sameTrail(
      async () => {
        const { id } = await call('POST', '/api/opportunities', body);
        await call('POST', `/api/opportunities/${id}/win`, win);
        return id;
      },
      async (actor) => {
        const { id } = await as(actor, (tx) => addOpportunity(tx, actor, createOpportunityBodySchema.parse(body)));
        await as(actor, (tx) => winOpportunityFor(tx, actor, id, winOpportunityBodySchema.parse(win)));
        return id;
      },
    );
    expect(trail.audits.map((a) => a.action)).toEqual(['opportunities.create', 'opportunities.win']);
    expect(trail.events.map((e) => e.type).sort()).toEqual(['opportunity.created', 'opportunity.won']);
    // The matter it opened has the matters' own trail, from the opportunity.
    const [won] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, trail.subjectId), eq(domainEvents.type, 'opportunity.won')));
    const matterId = (won!.payload as { matterId: string }).matterId;
    const matter = await trailOf(matterId);
    expect(matter.events).toEqual([expect.objectContaining({ type: 'matter.created', payload: expect.objectContaining({ source: 'opportunity', title: 'Megnyert ügy' }) })]);
    // Winning opens a matter: an actor without canCreateCases is refused by the service, nothing written.
    const noCases = apiKeyActor({ tenantId: firm.tenantId, keyId: 'key-opps', ownerUserId: firm.userId, ownerRoles: ['tenant', 'lawyer'], scope: ['canCreateOpportunities', 'canEditOpportunities'] });
    const { id } = await as(apiKey, (tx) => addOpportunity(tx, apiKey, createOpportunityBodySchema.parse(body)));
    await expect(as(noCases, (tx) => winOpportunityFor(tx, noCases, id, winOpportunityBodySchema.parse(win)))).rejects.toMatchObject({ code: 'OPPORTUNITY_WIN_NEEDS_CASES' });
    expect((await trailOf(id)).events.map((e) => e.type)).toEqual(['opportunity.created']);
  });

  it('a knowledge-base article created', async () => {
    const body = { title: 'Bírósági illetékek', body: 'Az illeték mértéke…', category: 'procedure' };
    const trail = await sameTrail(
      async () => (await call('POST', '/api/knowledge-base', body)).id,
      async (actor) => (await as(actor, (tx) => addArticle(tx, actor, kbArticleBodySchema.parse(body)))).id,
    );
    expect(trail.audits.map((a) => a.action)).toEqual(['kb.create']);
    expect(trail.events).toEqual([expect.objectContaining({ type: 'knowledge.article.created', payload: { title: body.title, category: 'procedure', visibility: 'internal', version: 1 } })]);
  });

  it('a contact created and archived', async () => {
    const body = { kind: 'organisation', name: 'Ügyfél Zrt.', tags: [] };
    const trail = await sameTrail(
      async () => {
        const { id } = await call('POST', '/api/contacts', body);
        await call('DELETE', `/api/contacts/${id}`, {}, 204);
        return id;
      },
      async (actor) => {
        const { id } = await as(actor, (tx) => addContact(tx, actor, contactInputSchema.parse(body)));
        await as(actor, (tx) => removeContact(tx, actor, id));
        return id;
      },
    );
    expect(trail.audits.map((a) => a.action)).toEqual(['contacts.delete']);
    expect(trail.events.map((e) => e.type).sort()).toEqual(['contact.created', 'contact.deleted']);
  });

  it('time recorded and corrected', async () => {
    const matterId = (await as(apiKey, (tx) => openMatter(tx, apiKey, newMatter('Munkaidős ügy')))).id;
    const body = { matterId, activity: 'drafting', description: 'Beadvány', workDate: '2026-05-05', duration: '1:10' };
    const trail = await sameTrail(
      async () => {
        const { id } = await call('POST', '/api/time-tracking', body);
        await call('PATCH', `/api/time-tracking/${id}`, { duration: '45p' }, 200);
        return id;
      },
      async (actor) => {
        const { duration, ...rest } = createTimeEntryBodySchema.parse(body);
        const { id } = await as(actor, (tx) => recordTime(tx, actor, { ...rest, minutes: duration }));
        await as(actor, (tx) => correctTimeEntry(tx, actor, id, updateTimeEntryBodySchema.parse({ duration: '45p' })));
        return id;
      },
    );
    expect(trail.audits.map((a) => a.action)).toEqual(['time_entries.update']);
    expect(trail.events.map((e) => e.type).sort()).toEqual(['time_entry.recorded', 'time_entry.updated']);
  });

  it('a document uploaded and put in the bin', async () => {
    const bytes = Buffer.from('Feljegyzés az ügyfél hívásáról\n', 'utf8');
    const trail = await sameTrail(
      async () => {
        const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody({ folder: '/Iratok' }, [{ name: 'feljegyzes.txt', bytes, type: 'text/plain' }]) });
        expect(res.statusCode, res.body).toBe(201);
        const id = res.json().items[0].id as string;
        await call('DELETE', `/api/documents/${id}`, {}, 200);
        return id;
      },
      async (actor) => {
        // The edge's part of an upload (receiving the bytes into storage), then the service.
        const file = await storeFile(documentStorage(t.app.env), Readable.from([bytes]), 'feljegyzes.txt', { tenantId: actor.tenantId, maxBytes: 1024 * 1024 });
        const { id } = await as(actor, (tx) => recordUpload(tx, actor, file, { folder: '/Iratok' }));
        await as(actor, (tx) => binDocument(tx, actor, id));
        return id;
      },
    );
    expect(trail.audits.map((a) => a.action)).toEqual(['documents.delete', 'documents.upload']);
    expect(trail.events.map((e) => e.type).sort()).toEqual(['document.deleted', 'document.uploaded']);
  });
});
