// How a rule runs (issue 36.1, decisions 0360–0362). A domain event of the firm, in the
// transaction that wrote it, finds the enabled rules of its type whose conditions hold and writes
// one run row per rule (unique per rule and event: a start is exactly-once) with a job on the one
// job runtime; the job runs the actions as the rule's author (`automationActor`) in one
// transaction with the plan's `automation_run` count, so a run is counted exactly when its
// actions committed, and the (N+1)th run of the month is refused with spec 3.4's
// `automations_limit_exceeded`. Loops stop twice over: a rule never reacts to its own changes,
// and a chain of rules stops at MAX_CAUSATION_DEPTH (the events' depth).
import { and, eq } from 'drizzle-orm';
import { type Facts, evaluate } from '@shared/automations/conditions';
import { type ActionResult, domainTriggerTypes } from '@shared/automations/automations';
import { errorMessages } from '@shared/errors/errors';
import { parseMemberRoles } from '@shared/permissions/roles';
import { automationActor, MAX_CAUSATION_DEPTH, type PersonActor } from '../../actor/actor';
import { automationRules, type AutomationRuleRow, automationRuns, type AutomationRunRow, members } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { type DomainEvent, onDomainEvent } from '../../events/domain-events';
import { enqueue } from '../../jobs/enqueue';
import { DomainError } from '../../lib/domain-error';
import { HttpError } from '../../lib/http-error';
import { consumeMeteredActionIn } from '../billing';
import { installedModuleKeys } from '../../module-system/installed';
import type { OutgoingMail } from '../../mail/claimed-mail';
import type { BlobStorage } from '../../storage';
import type { DocumentRenders } from '../document-templates';
import { runAction } from './automation-actions';
import { automationRunJob } from './automations.jobs-def';

export const MODULE_KEY = 'automations';

/** What conditions and placeholders read: the payload's fields, plus the subject and who caused it. */
export function factsOfEvent(event: Pick<DomainEvent, 'type' | 'subject' | 'actor' | 'payload'> & { occurredAt?: string }): Facts {
  return { ...(event.payload as Record<string, unknown>), eventType: event.type, subject: { type: event.subject.type, id: event.subject.id }, actor: { kind: event.actor.kind } };
}

/** Why a matching rule does not run for this event, or null when it does. */
function skipReason(rule: AutomationRuleRow, event: DomainEvent): string | null {
  if (event.actor.kind === 'automation' && event.actor.id === rule.id) return 'A szabály a saját változására nem indul újra.';
  if (event.depth >= MAX_CAUSATION_DEPTH) return errorMessages.AUTOMATION_DEPTH_EXCEEDED;
  return null;
}

async function triggerRules(tx: TenantTx, event: DomainEvent): Promise<void> {
  const rules = await tx
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.tenantId, event.tenantId), eq(automationRules.triggerType, event.type), eq(automationRules.enabled, true)));
  if (rules.length === 0) return;
  // A firm that removed the module keeps its rules, but they do not run.
  if (!(await installedModuleKeys(tx, event.tenantId)).has(MODULE_KEY)) return;
  const facts = factsOfEvent(event);
  for (const rule of rules) {
    if (!evaluate(rule.conditions, facts).matched) continue;
    const skipped = skipReason(rule, event);
    const [run] = await tx
      .insert(automationRuns)
      .values({
        tenantId: event.tenantId,
        ruleId: rule.id,
        status: skipped ? 'skipped' : 'queued',
        triggerKey: `event:${event.id}`,
        eventId: event.id,
        eventType: event.type,
        depth: event.depth,
        inputs: facts as Record<string, unknown>,
        error: skipped,
        finishedAt: skipped ? new Date() : null,
      })
      .onConflictDoNothing()
      .returning({ id: automationRuns.id });
    if (run && !skipped) await enqueue(tx, automationRunJob, { runId: run.id }, { tenantId: event.tenantId, key: `run:${run.id}`, actingUserId: rule.createdBy });
  }
}

/** No run to queue (decision 0441): no enabled rule of the firm triggered by the type (`triggerRules`' first read). */
const rulesIdle = (tenant: string, type: string) => `not exists (select 1 from automation_rules r where r.tenant_id = ${tenant} and r.trigger_type = ${type} and r.enabled)`;

let registered = false;
/** The consumer of every event type a rule may name (once per process). */
export function registerAutomationTriggers(): void {
  if (registered) return;
  registered = true;
  for (const type of domainTriggerTypes) onDomainEvent(type, 'automations.trigger', (tx, event) => triggerRules(tx, event as DomainEvent), { idle: rulesIdle });
}

/** The rule's author as the automation's actor: their roles in the firm now, or null when they left. */
export async function authorActor(tx: TenantTx, rule: AutomationRuleRow, cause: { eventId: string | null; depth: number } | null): Promise<PersonActor | null> {
  if (!rule.createdBy) return null;
  const [member] = await tx
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, rule.tenantId), eq(members.userId, rule.createdBy)));
  const roles = member ? parseMemberRoles(member.role).filter((r) => r !== 'customer') : [];
  if (roles.length === 0) return null;
  return automationActor({ tenantId: rule.tenantId, automationId: rule.id, authorUserId: rule.createdBy, authorRoles: roles, cause });
}

export interface RunDeps {
  storage: BlobStorage;
  now: Date;
  attempt: number;
  /** E-mails to send after the run's commit (a mail server cannot join the transaction). */
  outgoing?: OutgoingMail[];
  /** Documents rendered outside the run's transaction (decision 0414). */
  renders?: DocumentRenders;
}

/** A readable error for the run log: the service's Hungarian message and its field problems. */
export function errorText(error: unknown): string {
  if (error instanceof DomainError) {
    const fields = error.fields
      ? Object.entries(error.fields)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; ')
      : '';
    return fields ? `${error.message} (${fields})` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one queued run inside the job's last transaction: the author's actor, the plan's count, the
 * actions, the log. An action's failure throws (everything of the run rolls back, the count too).
 * A document to generate ends the attempt (RenderOutsideTransaction): the job renders it with no
 * transaction open and runs the transaction again (withDocumentRenders).
 */
export async function executeRun(tx: TenantTx, runId: string, deps: RunDeps): Promise<AutomationRunRow['status'] | null> {
  const [run] = await tx.select().from(automationRuns).where(eq(automationRuns.id, runId));
  if (!run || run.status !== 'queued') return null;
  const [rule] = await tx.select().from(automationRules).where(eq(automationRules.id, run.ruleId));
  const finish = async (fields: Partial<Pick<AutomationRunRow, 'status' | 'results' | 'error' | 'gateReason'>>) => {
    await tx
      .update(automationRuns)
      .set({ ...fields, attempts: deps.attempt, finishedAt: deps.now })
      .where(eq(automationRuns.id, run.id));
    return fields.status ?? null;
  };
  if (!rule || !rule.enabled) return finish({ status: 'skipped', error: 'A szabályt a futás előtt kikapcsolták.' });
  let actor: PersonActor | null;
  try {
    actor = await authorActor(tx, rule, { eventId: run.eventId, depth: run.depth });
  } catch (error) {
    if (error instanceof DomainError && error.code === 'AUTOMATION_DEPTH_EXCEEDED') return finish({ status: 'skipped', error: error.message });
    throw error;
  }
  if (!actor) return finish({ status: 'failed', error: errorMessages.AUTOMATION_AUTHOR_GONE });
  try {
    await consumeMeteredActionIn(tx, {
      tenantId: rule.tenantId,
      userId: actor.userId,
      action: 'automation_run',
      payWithCredits: false,
      metadata: { source: 'automations', ruleId: rule.id, runId: run.id },
      now: deps.now,
    });
  } catch (error) {
    if (error instanceof HttpError && error.code === 'AUTOMATIONS_LIMIT_EXCEEDED') return finish({ status: 'refused', error: error.message, gateReason: 'automations_limit_exceeded' });
    throw error;
  }
  const results: ActionResult[] = [];
  for (const action of rule.actions) {
    results.push(
      await runAction(
        {
          tx,
          actor,
          facts: run.inputs,
          storage: deps.storage,
          now: deps.now,
          ruleName: rule.name,
          ruleId: rule.id,
          runId: run.id,
          dryRun: false,
          ...(deps.outgoing ? { outgoing: deps.outgoing } : {}),
          ...(deps.renders ? { renders: deps.renders } : {}),
        },
        action,
      ),
    );
  }
  return finish({ status: 'succeeded', results, error: null });
}
