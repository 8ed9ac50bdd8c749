import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIError } from '@shared/ai-modules/ai-errors';
import { apiKeyActor, automationActor, MAX_CAUSATION_DEPTH, systemActor, userActor } from '../actor/actor';
import { audit } from '../audit/audit';
import { auditLog, domainEvents } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { DomainError } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { httpAnswerOf } from '../plugins/errors';
import { buildTestApp, createTenantWithMember, type TestApp } from '../test/test-app';
import { emit, onDomainEvent } from './domain-events';

declare module './domain-events' {
  interface DomainEventPayloads {
    'test.happened': { n: number };
    'test.consumed': { fail: boolean };
  }
}

let t: TestApp;
let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
let other: Awaited<ReturnType<typeof createTenantWithMember>>;
const seen: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  firm = await createTenantWithMember(t.database, 'tenant');
  other = await createTenantWithMember(t.database, 'tenant');
  onDomainEvent('test.consumed', 'test-consumer', async (tx, event, actor) => {
    seen.push(`${event.type}:${actor.kind}`);
    await audit(tx, actor, 'test.consumer_ran', event.subject, { eventId: event.id });
    if (event.payload.fail) throw new Error('consumer failed');
  });
});
afterAll(async () => t.close());

/** The database's reason for refusing `work` (drizzle wraps it as the cause). */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    const e = error as Error & { cause?: Error };
    return e.cause?.message ?? e.message;
  }
}

const eventsOf = (tenantId: string, type: string) =>
  t.database.db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, tenantId), eq(domainEvents.type, type)));

describe('emit', () => {
  it('writes one row with the actor, the subject, the versioned payload and a rising sequence', async () => {
    const actor = userActor({ tenantId: firm.tenantId, userId: firm.userId, roles: ['tenant'], origin: { ip: '203.0.113.9', userAgent: 'teszt', requestId: 'req-12345678' } });
    const first = await withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, actor, 'test.happened', { type: 'thing', id: 'a' }, { n: 1 }), { userId: firm.userId });
    await withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, actor, 'test.happened', { type: 'thing', id: 'a' }, { n: 2 }, { version: 2 }), { userId: firm.userId });
    const rows = (await eventsOf(firm.tenantId, 'test.happened')).sort((a, b) => a.sequence - b.sequence);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: first.id,
      version: 1,
      actorKind: 'user',
      actorId: firm.userId,
      actorUserId: firm.userId,
      subjectType: 'thing',
      subjectId: 'a',
      payload: { n: 1 },
      depth: 0,
      causationId: null,
      requestId: 'req-12345678',
    });
    expect(rows[1]).toMatchObject({ version: 2, payload: { n: 2 } });
    expect(rows[1]!.sequence).toBeGreaterThan(rows[0]!.sequence);
  });

  it('is isolated by tenant and append-only for the request role', async () => {
    const actor = systemActor(firm.tenantId, 'teszt');
    const event = await withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, actor, 'test.happened', { type: 'thing', id: 'iso' }, { n: 3 }));
    // Another tenant's transaction sees none of it, and cannot write an event into this tenant.
    expect(await withTenant(t.database.db, other.tenantId, (tx) => tx.select().from(domainEvents).where(eq(domainEvents.id, event.id)))).toHaveLength(0);
    await expect(withTenant(t.database.db, other.tenantId, (tx) => emit(tx, actor, 'test.happened', { type: 'thing', id: 'x' }, { n: 4 }))).rejects.toThrow();
    // The firm's own transaction reads it but can neither rewrite nor remove it.
    expect(await withTenant(t.database.db, firm.tenantId, (tx) => tx.select().from(domainEvents).where(eq(domainEvents.id, event.id)))).toHaveLength(1);
    expect(await refusal(withTenant(t.database.db, firm.tenantId, (tx) => tx.update(domainEvents).set({ type: 'x' }).where(eq(domainEvents.id, event.id))))).toMatch(/permission denied/);
    expect(await refusal(withTenant(t.database.db, firm.tenantId, (tx) => tx.execute(sql`delete from domain_events where id = ${event.id}`)))).toMatch(/permission denied/);
    const [row] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.id, event.id));
    expect(row).toMatchObject({ type: 'test.happened', actorKind: 'system', actorId: 'system:teszt', actorUserId: null });
  });

  it('runs its consumers in the transaction of the change: a failing consumer leaves neither the event nor its consequences', async () => {
    const actor = apiKeyActor({ tenantId: firm.tenantId, keyId: 'key-1', ownerUserId: firm.userId, ownerRoles: ['tenant'] });
    await withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, actor, 'test.consumed', { type: 'thing', id: 'ok' }, { fail: false }), { userId: firm.userId });
    await expect(withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, actor, 'test.consumed', { type: 'thing', id: 'bad' }, { fail: true }), { userId: firm.userId })).rejects.toThrow('consumer failed');
    expect(seen).toEqual(['test.consumed:apiKey', 'test.consumed:apiKey']);
    const events = await eventsOf(firm.tenantId, 'test.consumed');
    expect(events.map((e) => e.subjectId)).toEqual(['ok']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'test.consumer_ran')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetId: 'ok', actorKind: 'apiKey', actorId: 'key-1', actorUserId: firm.userId });
  });
});

describe('actors', () => {
  it('an automation carries its cause and cannot chain past the depth limit', async () => {
    const first = automationActor({ tenantId: firm.tenantId, automationId: 'auto-1', authorUserId: firm.userId, authorRoles: ['lawyer'], cause: { eventId: 'e1', depth: 0 } });
    expect(first.cause).toEqual({ eventId: 'e1', depth: 1 });
    const event = await withTenant(t.database.db, firm.tenantId, (tx) => emit(tx, first, 'test.happened', { type: 'thing', id: 'chain' }, { n: 5 }), { userId: firm.userId });
    expect(event).toMatchObject({ causationId: 'e1', depth: 1 });
    expect(() => automationActor({ tenantId: firm.tenantId, automationId: 'auto-1', authorUserId: firm.userId, authorRoles: ['lawyer'], cause: { eventId: 'e9', depth: MAX_CAUSATION_DEPTH } })).toThrow(DomainError);
    // An automation holds its author's permissions, no more.
    expect(first.permissions.canManageCompanyUsers).toBe(false);
    expect(first.permissions.canEditCases).toBe(true);
  });

  it('an API key never holds more than its owner, and its scope narrows it', () => {
    const key = apiKeyActor({ tenantId: firm.tenantId, keyId: 'k', ownerUserId: firm.userId, ownerRoles: ['lawyer'], scope: ['canViewCases', 'canDeleteCompanies'] });
    expect(key.permissions.canViewCases).toBe(true);
    expect(key.permissions.canEditCases).toBe(false);
    expect(key.permissions.canDeleteCompanies).toBe(false);
  });

  it('the system acts inside the tenant without platform rights or a person', () => {
    const system = systemActor(firm.tenantId, 'reminders');
    expect(system).toMatchObject({ kind: 'system', id: 'system:reminders', userId: null });
    expect(system.permissions.canEditCases).toBe(true);
    expect(system.permissions.canViewAllCompanies).toBe(false);
  });
});

describe('errors at the edge', () => {
  it('maps a domain code to its status once, an edge error by its own status, an AIError by its type', () => {
    expect(httpAnswerOf(new DomainError('MATTER_CONFLICT_DECISION_REQUIRED'))).toMatchObject({ status: 409, body: { code: 'MATTER_CONFLICT_DECISION_REQUIRED' } });
    expect(httpAnswerOf(new DomainError('NOT_FOUND'))?.status).toBe(404);
    expect(httpAnswerOf(new HttpError(409, 'MODULE_NOT_INSTALLED'))?.status).toBe(409);
    expect(httpAnswerOf(new AIError('MONTHLY_BUDGET_EXCEEDED', { params: { current: 5, limit: 4 } }))).toMatchObject({
      status: 402,
      body: { code: 'MONTHLY_BUDGET_EXCEEDED', message: 'Monthly budget limit exceeded. Current: €5, Limit: €4' },
    });
    expect(httpAnswerOf(new AIError('RATE_LIMIT_EXCEEDED'))).toMatchObject({ status: 429, retryAfter: 60, body: { code: 'RATE_LIMITED' } });
    expect(httpAnswerOf(new AIError('SERVER_ERROR'))?.status).toBe(502);
    expect(httpAnswerOf(new AIError('PROMPT_REQUIRED'))).toMatchObject({ status: 400, body: { code: 'AI_REQUEST_INVALID' } });
    expect(httpAnswerOf(new Error('x'))).toBeNull();
  });
});
