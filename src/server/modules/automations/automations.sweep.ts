// The triggers no domain event announces (issue 36.1, decision 0438): an invoice gone overdue and a
// deadline N working days from its last day. A recurring platform job finds, per enabled rule, the
// invoices / deadlines in that state that the rule's author can see (RLS as the author, like a
// run), and writes one run per rule and invoice (`invoice:<id>`) or deadline and last day
// (`deadline:<id>:<dueOn>`, so a deadline moved later triggers again) – unique per rule, so a
// second sweep, a second instance or a restart starts nothing twice. The dry run offers the same
// candidates as its "past events".
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Facts } from '@shared/automations/conditions';
import { sweptTriggerTypes, type SweptTriggerType } from '@shared/automations/automations';
import { addDays, type IsoDate, todayInBudapest } from '@shared/dates/iso-date';
import { workingDaysLeft } from '@shared/compliance-tracker/reminders';
import type { WorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { serverCalendar } from '../../calendar/server-calendar';
import { type Database, resultRows } from '../../db/client';
import { automationRules, type AutomationRuleRow, automationRuns } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { enqueue } from '../../jobs/enqueue';
import { installedModuleKeys } from '../../module-system/installed';
import { MODULE_KEY } from './automations.engine';
import { automationRunJob } from './automations.jobs-def';

export interface SweptCandidate {
  /** The run's trigger key (unique per rule). */
  key: string;
  facts: Facts;
  summary: string;
}

const systemFacts = (type: SweptTriggerType, subject: { type: string; id: string }) => ({ eventType: type, subject, actor: { kind: 'system' } });

/**
 * Invoices of the firm that are overdue today (Budapest) with an open amount, visible to the
 * author, and that became overdue on or after the day the rule was made: a new rule does not fire
 * for a firm's whole history of late payers at once.
 */
async function overdueInvoices(tx: TenantTx, rule: AutomationRuleRow, today: IsoDate): Promise<SweptCandidate[]> {
  const since = addDays(todayInBudapest(rule.createdAt), -1);
  const rows = resultRows<{ id: string; number: string; customer_name: string; payment_date: string; open_as_of: string; currency: string; matter_id: string | null; days: number }>(
    await tx.execute(sql`select i.id, i.number, i.customer_name, to_char(i.payment_date, 'YYYY-MM-DD') as payment_date, i.open_as_of::text, i.currency, i.matter_id,
        (${today}::date - i.payment_date)::int as days
      from vi_report_invoices(${today}::date) i
      where i.operation = 'CREATE' and not i.hidden and i.open_as_of > 0 and i.payment_date < ${today}::date and i.payment_date >= ${since}::date
      order by i.payment_date, i.number limit 500`),
  );
  return rows.map((r) => ({
    key: `invoice:${r.id}`,
    facts: {
      ...systemFacts('invoice.overdue', { type: 'invoice', id: r.id }),
      number: r.number,
      customerName: r.customer_name,
      paymentDate: r.payment_date,
      daysOverdue: r.days,
      openAmount: Number(r.open_as_of),
      currency: r.currency,
      matterId: r.matter_id,
    },
    summary: `${r.number} – ${r.customer_name} (lejárt: ${r.payment_date})`,
  }));
}

/** Open deadlines the author sees whose last day is at most `workingDays` working days away. */
async function dueDeadlines(tx: TenantTx, rule: AutomationRuleRow, today: IsoDate, calendar: WorkingDayCalendar): Promise<SweptCandidate[]> {
  const n = rule.trigger.kind === 'event' ? (rule.trigger.workingDays ?? 0) : 0;
  // N working days are never more than 2N + 14 calendar days (weekends, the longest holiday run).
  const rows = resultRows<{ id: string; title: string; kind: string; due_on: string; matter_id: string }>(
    await tx.execute(sql`select d.id, d.title, d.kind, to_char(d.due_on, 'YYYY-MM-DD') as due_on, d.matter_id from matter_deadlines d
      where d.tenant_id = ${rule.tenantId} and d.status = 'open' and d.due_on between ${today}::date and ${addDays(today, 2 * n + 14)}::date
      order by d.due_on limit 500`),
  );
  return rows.flatMap((r) => {
    const left = workingDaysLeft(calendar, today, r.due_on);
    if (left > n) return [];
    return [
      {
        key: `deadline:${r.id}:${r.due_on}`,
        facts: { ...systemFacts('deadline.due', { type: 'deadline', id: r.id }), title: r.title, kind: r.kind, dueOn: r.due_on, workingDaysLeft: left, matterId: r.matter_id },
        summary: `${r.title} (utolsó nap: ${r.due_on}, ${left} munkanap)`,
      },
    ];
  });
}

/** The current candidates of a swept rule, inside the author's tenant scope. */
export async function sweptCandidates(tx: TenantTx, rule: AutomationRuleRow, now: Date): Promise<SweptCandidate[]> {
  const today = todayInBudapest(now);
  if (rule.triggerType === 'invoice.overdue') return overdueInvoices(tx, rule, today);
  if (rule.triggerType === 'deadline.due') return dueDeadlines(tx, rule, today, await serverCalendar(tx));
  return [];
}

/** One sweep: for each enabled swept rule of a firm with the module, the runs not started yet. */
export async function sweepAutomations(db: Database, now: Date): Promise<number> {
  const rules = await db
    .select()
    .from(automationRules)
    .where(and(eq(automationRules.enabled, true), inArray(automationRules.triggerType, [...sweptTriggerTypes])));
  let started = 0;
  for (const rule of rules) {
    if (!rule.createdBy || !(await installedModuleKeys(db, rule.tenantId)).has(MODULE_KEY)) continue;
    started += await withTenant(
      db,
      rule.tenantId,
      async (tx) => {
        let count = 0;
        for (const c of await sweptCandidates(tx, rule, now)) {
          const [run] = await tx
            .insert(automationRuns)
            .values({ tenantId: rule.tenantId, ruleId: rule.id, status: 'queued', triggerKey: c.key, eventId: null, eventType: rule.triggerType, depth: 0, inputs: c.facts })
            .onConflictDoNothing()
            .returning({ id: automationRuns.id });
          if (!run) continue;
          await enqueue(tx, automationRunJob, { runId: run.id }, { tenantId: rule.tenantId, key: `run:${run.id}`, actingUserId: rule.createdBy });
          count++;
        }
        return count;
      },
      { userId: rule.createdBy },
    );
  }
  return started;
}
