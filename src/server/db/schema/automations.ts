// Automations (issue 36.1, decision 0360): a firm's rules – trigger, conditions, actions as JSON
// validated by the shared schema – and one run row per (rule, triggering event or schedule slot),
// the run log the rule's page shows: its inputs, what each action did, the error or the plan
// gate's reason. `trigger_key` makes a run's start exactly-once (a dry run has none).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ActionResult, AutomationAction, Condition, RunStatus, Trigger } from '@shared/automations/automations';
import { parentRef, stampedAt, tenantIdColumn, userRef, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';

export const automationRules = pgTable(
  'automation_rules',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    trigger: jsonb('trigger').$type<Trigger>().notNull(),
    /** The event type it reacts to, or 'schedule': what the event consumer looks rules up by. */
    triggerType: text('trigger_type').notNull(),
    conditions: jsonb('conditions').$type<Condition[]>().notNull(),
    actions: jsonb('actions').$type<AutomationAction[]>().notNull(),
    /** The author: the rule acts as them, never with more than they may do now (decision 0361). */
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
    /** A scheduled rule's next run (null for event rules and disabled ones). */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  },
  (t) => [index('automation_rules_tenant_trigger_idx').on(t.tenantId, t.triggerType), index('automation_rules_next_run_idx').on(t.nextRunAt), tenantIsolationPolicy('automation_rules')],
).enableRLS();

export type AutomationRuleRow = typeof automationRules.$inferSelect;

export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    ruleId: parentRef('rule_id', () => automationRules.id),
    status: text('status').$type<RunStatus>().notNull(),
    /** `event:<domain event id>` or `schedule:<slot>`; null for a dry run. Unique per rule. */
    triggerKey: text('trigger_key'),
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    /** How many automations deep the triggering event was written. */
    depth: integer('depth').notNull().default(0),
    /** The facts the conditions and placeholders read. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    results: jsonb('results')
      .$type<ActionResult[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    /** Spec 3.4's gate reason when the plan's limit refused the run (`automations_limit_exceeded`). */
    gateReason: text('gate_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: stampedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('automation_runs_rule_trigger_uq').on(t.ruleId, t.triggerKey), index('automation_runs_tenant_rule_idx').on(t.tenantId, t.ruleId, t.createdAt), tenantIsolationPolicy('automation_runs')],
).enableRLS();

export type AutomationRunRow = typeof automationRuns.$inferSelect;
