// A firm's automation rules as services (issue 36.1, decisions 0360–0362): list, create, change,
// enable/disable, delete, the run log, the past events a dry run can replay, and the dry run.
// Each takes the Actor and checks the module's permission itself; a rule may only hold actions
// its author may take (the author's permissions bound the automation that acts for them).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { evaluate } from '@shared/automations/conditions';
import { type AutomationAction, type AutomationRule, type AutomationRun, isSweptTrigger, type RuleBody, triggerEventTypes } from '@shared/automations/automations';
import { nextScheduledRun } from '@shared/automations/schedule';
import type { Permission } from '@shared/permissions/permissions';
import { authorize, can, type PersonActor } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { automationRules, type AutomationRuleRow, automationRuns, type AutomationRunRow, domainEvents, members, users, webhookEndpoints } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { DomainError } from '../../lib/domain-error';
import { visibleMatter } from '../matters';
import type { BlobStorage } from '../../storage';
import { visibleTemplate } from '../document-templates';
import { readEntitlementState } from '../billing';
import { runAction } from './automation-actions';
import { authorActor, errorText, factsOfEvent } from './automations.engine';
import { sweptCandidates } from './automations.sweep';
import './automations.events';

/** Who builds the firm's automations: the module's permission (the firm admin). */
export const AUTOMATIONS_PERMISSION = 'canEditSettings' as const;

/** The permission each action needs of the rule's author (the services check it again at run time). */
const actionPermission: Record<AutomationAction['type'], Permission> = {
  create_task: 'canEditCases',
  create_deadline: 'canEditCases',
  add_note: 'canEditCases',
  notify: 'canViewCases',
  generate_document: 'canGenerateDocuments',
  send_email: 'canViewCases',
  create_contact: 'canCreateContacts',
  // Choosing where the firm's data is sent is the integrations' right (the webhooks' own page).
  call_webhook: 'canManageModules',
};

const subject = (id: string) => ({ type: 'automation_rule', id });
const authors = alias(users, 'authors');

function toRun(row: AutomationRunRow): AutomationRun {
  return {
    id: row.id,
    ruleId: row.ruleId,
    status: row.status,
    eventId: row.eventId,
    eventType: row.eventType,
    depth: row.depth,
    inputs: row.inputs,
    results: row.results,
    error: row.error,
    gateReason: row.gateReason,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function ruleRows(tx: TenantTx, tenantId: string, id?: string) {
  const lastRun = sql<{
    status: AutomationRunRow['status'];
    createdAt: string;
  } | null>`(select json_build_object('status', r.status, 'createdAt', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) from automation_runs r where r.rule_id = ${automationRules.id} and r.status <> 'dry_run' order by r.created_at desc limit 1)`;
  const runCount = sql<number>`(select count(*)::int from automation_runs r where r.rule_id = ${automationRules.id} and r.status <> 'dry_run')`;
  return tx
    .select({ rule: automationRules, authorId: authors.id, authorName: sql<string | null>`coalesce(${authors.name}, ${authors.email})`, lastRun, runCount })
    .from(automationRules)
    .leftJoin(authors, eq(authors.id, automationRules.createdBy))
    .where(id ? and(eq(automationRules.tenantId, tenantId), eq(automationRules.id, id)) : eq(automationRules.tenantId, tenantId))
    .orderBy(desc(automationRules.createdAt));
}

type RuleRowWithMeta = Awaited<ReturnType<typeof ruleRows>>[number];

function toRule(r: RuleRowWithMeta): AutomationRule {
  const row = r.rule;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    enabled: row.enabled,
    trigger: row.trigger,
    conditions: row.conditions,
    actions: row.actions,
    createdBy: r.authorId ? { id: r.authorId, name: r.authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastRun: r.lastRun,
    runCount: r.runCount,
  };
}

async function oneRule(tx: TenantTx, actor: PersonActor, id: string): Promise<RuleRowWithMeta> {
  const [r] = await ruleRows(tx, actor.tenantId, id);
  if (!r) throw new DomainError('AUTOMATION_NOT_FOUND');
  return r;
}

export async function listAutomations(tx: TenantTx, actor: PersonActor, now = new Date()) {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const rows = await ruleRows(tx, actor.tenantId);
  const { state } = await readEntitlementState(tx, actor.tenantId, now);
  return { items: rows.map(toRule), usage: { used: state.usage.automations, limit: state.entitlements.automations_limit } };
}

export async function getAutomation(tx: TenantTx, actor: PersonActor, id: string): Promise<AutomationRule> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  return toRule(await oneRule(tx, actor, id));
}

/** What a rule names must exist in the firm and be the author's to use: actions, templates, people, matters. */
async function checkRule(tx: TenantTx, actor: PersonActor, body: RuleBody): Promise<void> {
  const notAllowed = body.actions.filter((a) => !can(actor, actionPermission[a.type]));
  if (notAllowed.length) throw new DomainError('AUTOMATION_ACTION_NOT_ALLOWED');
  const people = new Set<string>();
  for (const a of body.actions) {
    if (a.type === 'generate_document') await visibleTemplate(tx, a.templateId);
    if ('matterId' in a && a.matterId) await visibleMatter(tx, actor.tenantId, a.matterId);
    if ((a.type === 'notify' || a.type === 'send_email') && a.recipient === 'user' && a.userId) people.add(a.userId);
    if (a.type === 'call_webhook') {
      const [endpoint] = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, a.endpointId)));
      if (!endpoint) throw new DomainError('AUTOMATION_WEBHOOK_UNAVAILABLE');
    }
    if (a.type === 'create_task' && a.assigneeId) people.add(a.assigneeId);
  }
  if (people.size) {
    const found = await tx
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(members.organizationId, actor.tenantId), inArray(members.userId, [...people])));
    if (found.length !== people.size) throw new DomainError('NOT_FOUND');
  }
}

function stored(body: RuleBody, now: Date) {
  return {
    name: body.name,
    description: body.description,
    enabled: body.enabled,
    trigger: body.trigger,
    triggerType: body.trigger.kind === 'event' ? body.trigger.eventType : 'schedule',
    conditions: body.conditions,
    actions: body.actions,
    nextRunAt: body.trigger.kind === 'schedule' && body.enabled ? nextScheduledRun(body.trigger, now) : null,
  };
}

export async function createAutomation(tx: TenantTx, actor: PersonActor, body: RuleBody, now = new Date()): Promise<AutomationRule> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  await checkRule(tx, actor, body);
  const values = stored(body, now);
  const [row] = await tx
    .insert(automationRules)
    .values({ tenantId: actor.tenantId, ...values, createdBy: actor.userId, updatedBy: actor.userId })
    .returning({ id: automationRules.id });
  const payload = { name: values.name, triggerType: values.triggerType, enabled: values.enabled };
  await audit(tx, actor, 'automations.create', subject(row!.id), { ...payload, actions: body.actions.map((a) => a.type) });
  await emit(tx, actor, 'automation.created', subject(row!.id), payload);
  return getAutomation(tx, actor, row!.id);
}

/**
 * Replaces a rule's definition. The editor becomes its author: from now on it acts as them, with
 * their permissions (an admin cannot lend a rule someone else's rights by editing it).
 */
export async function updateAutomation(tx: TenantTx, actor: PersonActor, id: string, body: RuleBody, now = new Date()): Promise<AutomationRule> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const before = (await oneRule(tx, actor, id)).rule;
  await checkRule(tx, actor, body);
  const values = stored(body, now);
  await tx
    .update(automationRules)
    .set({ ...values, createdBy: actor.userId, updatedBy: actor.userId, updatedAt: now })
    .where(and(eq(automationRules.tenantId, actor.tenantId), eq(automationRules.id, id)));
  const changed = (['name', 'description', 'enabled', 'trigger', 'conditions', 'actions'] as const).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(values[k]));
  const payload = { name: values.name, triggerType: values.triggerType, enabled: values.enabled, changed };
  await audit(tx, actor, 'automations.update', subject(id), payload);
  await emit(tx, actor, 'automation.updated', subject(id), payload);
  return getAutomation(tx, actor, id);
}

export async function setAutomationEnabled(tx: TenantTx, actor: PersonActor, id: string, enabled: boolean, now = new Date()): Promise<AutomationRule> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const before = (await oneRule(tx, actor, id)).rule;
  const nextRunAt = enabled && before.trigger.kind === 'schedule' ? nextScheduledRun(before.trigger, now) : null;
  await tx
    .update(automationRules)
    .set({ enabled, nextRunAt, updatedBy: actor.userId, updatedAt: now })
    .where(and(eq(automationRules.tenantId, actor.tenantId), eq(automationRules.id, id)));
  const payload = { name: before.name, triggerType: before.triggerType, enabled, changed: ['enabled'] };
  await audit(tx, actor, enabled ? 'automations.enable' : 'automations.disable', subject(id), { name: before.name });
  await emit(tx, actor, 'automation.updated', subject(id), payload);
  return getAutomation(tx, actor, id);
}

export async function deleteAutomation(tx: TenantTx, actor: PersonActor, id: string): Promise<void> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const before = (await oneRule(tx, actor, id)).rule;
  await tx.delete(automationRules).where(and(eq(automationRules.tenantId, actor.tenantId), eq(automationRules.id, id)));
  await audit(tx, actor, 'automations.delete', subject(id), { name: before.name });
  await emit(tx, actor, 'automation.deleted', subject(id), { name: before.name });
}

export async function listRuns(tx: TenantTx, actor: PersonActor, id: string): Promise<{ items: AutomationRun[] }> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  await oneRule(tx, actor, id);
  const rows = await tx
    .select()
    .from(automationRuns)
    .where(and(eq(automationRuns.tenantId, actor.tenantId), eq(automationRuns.ruleId, id)))
    .orderBy(desc(automationRuns.createdAt))
    .limit(50);
  return { items: rows.map(toRun) };
}

/** A past event in one line for the dry run's picker. */
function eventSummary(payload: Record<string, unknown>): string {
  const pick = ['number', 'matterNumber', 'title', 'name', 'fileName', 'amount', 'grossAmountHuf'].map((k) => payload[k]).filter((v) => typeof v === 'string' || typeof v === 'number');
  return pick.slice(0, 2).join(' – ') || '—';
}

/** The firm's latest events of the rule's trigger type: what a dry run may replay. */
export async function pastEvents(tx: TenantTx, actor: PersonActor, id: string) {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const rule = (await oneRule(tx, actor, id)).rule;
  if (isSweptTrigger(rule.triggerType)) {
    const now = new Date();
    return {
      items: (await sweptCandidates(tx, rule, now)).slice(0, 20).map((c) => ({
        id: c.key,
        type: rule.triggerType,
        occurredAt: now.toISOString(),
        subjectType: String((c.facts.subject as { type: string }).type),
        subjectId: String((c.facts.subject as { id: string }).id),
        summary: c.summary,
      })),
    };
  }
  if (!(triggerEventTypes as readonly string[]).includes(rule.triggerType)) return { items: [] };
  const rows = await tx
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.tenantId, actor.tenantId), eq(domainEvents.type, rule.triggerType)))
    .orderBy(desc(domainEvents.sequence))
    .limit(20);
  return { items: rows.map((e) => ({ id: e.id, type: e.type, occurredAt: e.occurredAt.toISOString(), subjectType: e.subjectType, subjectId: e.subjectId, summary: eventSummary(e.payload) })) };
}

/**
 * Replays a past event (or, for a schedule, now) through the rule without changing anything: the
 * conditions are evaluated and each action resolves what it would use – matter, recipients,
 * template – and says what it would do. Logged as a dry run; not counted against the plan.
 */
export async function dryRun(tx: TenantTx, actor: PersonActor, storage: BlobStorage, id: string, eventId: string | null, now = new Date()): Promise<AutomationRun> {
  authorize(actor, AUTOMATIONS_PERMISSION);
  const rule = (await oneRule(tx, actor, id)).rule;
  let facts: Record<string, unknown>;
  let depth = 0;
  let dryEventId = eventId;
  if (isSweptTrigger(rule.triggerType)) {
    // A swept trigger has no event: one of today's candidates (an overdue invoice, a due deadline).
    const candidate = (await sweptCandidates(tx, rule, now)).find((c) => c.key === eventId);
    if (!candidate) throw new DomainError('AUTOMATION_EVENT_NOT_FOUND');
    facts = candidate.facts;
    dryEventId = null;
  } else if (rule.trigger.kind === 'event') {
    if (!eventId) throw new DomainError('AUTOMATION_EVENT_NOT_FOUND');
    const [e] = await tx
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, actor.tenantId), eq(domainEvents.id, eventId), eq(domainEvents.type, rule.triggerType)));
    if (!e) throw new DomainError('AUTOMATION_EVENT_NOT_FOUND');
    facts = factsOfEvent({ type: e.type as never, subject: { type: e.subjectType, id: e.subjectId }, actor: { kind: e.actorKind, id: e.actorId, userId: e.actorUserId }, payload: e.payload as never }) as Record<
      string,
      unknown
    >;
    depth = e.depth;
  } else {
    facts = { eventType: 'schedule', scheduledFor: now.toISOString(), subject: { type: 'tenant', id: actor.tenantId }, actor: { kind: 'system' } };
  }
  const result = await describeRun(tx, rule, facts, storage, now);
  const [row] = await tx
    .insert(automationRuns)
    .values({
      tenantId: actor.tenantId,
      ruleId: rule.id,
      status: 'dry_run',
      triggerKey: null,
      eventId: dryEventId,
      eventType: rule.triggerType,
      depth,
      inputs: facts,
      results: result.results,
      error: result.error,
      finishedAt: now,
    })
    .returning();
  await audit(tx, actor, 'automations.dry_run', subject(rule.id), { eventId, matched: result.error === null });
  return toRun(row!);
}

async function describeRun(tx: TenantTx, rule: AutomationRuleRow, facts: Record<string, unknown>, storage: BlobStorage, now: Date) {
  const verdict = evaluate(rule.conditions, facts);
  if (!verdict.matched) return { results: [], error: `A feltétel nem teljesül: ${verdict.failed.field} ${verdict.failed.op} ${JSON.stringify(verdict.failed.value)}` };
  const actor = await authorActor(tx, rule, null);
  if (!actor) return { results: [], error: new DomainError('AUTOMATION_AUTHOR_GONE').message };
  const results = [];
  for (const action of rule.actions) {
    try {
      results.push(await runAction({ tx, actor, facts, storage, now, ruleName: rule.name, dryRun: true }, action));
    } catch (error) {
      results.push({ type: action.type, ok: false, summary: errorText(error), ref: null });
    }
  }
  const failed = results.find((r) => !r.ok);
  return { results, error: failed ? failed.summary : null };
}
