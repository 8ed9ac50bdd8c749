// The automations module's job handlers (issue 36.1, decisions 0360, 0362) on the one runtime.
// A run's work and its completion commit together (ctx.commit); a failure is written to the run
// log by the failure hook – kept queued while the runtime retries, failed when it gives up.
import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import { nextScheduledRun } from '@shared/automations/schedule';
import { automationRules, automationRuns } from '../../db/schema';
import { PermanentJobError } from '../../jobs/definition';
import { enqueue } from '../../jobs/enqueue';
import { isPassingRefusal } from '../../lib/docx/docx-guard';
import { DomainError } from '../../lib/domain-error';
import { withDocumentRenders } from '../document-templates';
import { installedModuleKeys } from '../../module-system/installed';
import type { OutgoingMail } from '../../mail/claimed-mail';
import type { BlobStorage } from '../../storage';
import { errorText, executeRun, MODULE_KEY } from './automations.engine';
import { automationRunJob, automationScheduleJob, automationSweepJob } from './automations.jobs-def';
import { sweepAutomations } from './automations.sweep';

const SCHEDULE_SWEEP_MS = 60_000;
/** Overdue invoices and due deadlines change by the day: a look every five minutes is enough. */
const STATE_SWEEP_MS = 5 * 60_000;

export function registerAutomationJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(
    automationRunJob,
    async (ctx, { runId }) => {
      const outgoing: OutgoingMail[] = [];
      try {
        // A generated document is rendered between the transaction's attempts, none open meanwhile
        // (decision 0414): on PGlite a render inside it stopped every request of the server.
        const now = ctx.now();
        await withDocumentRenders((renders) =>
          ctx.commit((tx) => {
            outgoing.length = 0;
            return executeRun(tx, runId, { storage, now, attempt: ctx.job.attempt, outgoing, renders });
          }),
        );
        // The run's e-mails leave after its commit (at most once; a rolled-back run sends none).
        for (const mail of outgoing) app.mailer.sendLater(mail);
      } catch (error) {
        // A service's refusal (no permission, a matter gone, a template's inputs) will not mend itself;
        // a document worker that was busy or ran out of time on a loaded machine may well.
        if (error instanceof DomainError && !isPassingRefusal(error)) throw new PermanentJobError(errorText(error), { cause: error });
        throw error;
      }
    },
    {
      onFailure: async (ctx, { runId }, failure) => {
        await ctx.inTenant((tx) =>
          tx
            .update(automationRuns)
            .set({ status: failure.dead ? 'failed' : 'queued', error: failure.error, attempts: failure.attempts, finishedAt: failure.dead ? ctx.now() : null })
            .where(and(eq(automationRuns.id, runId), eq(automationRuns.status, 'queued'))),
        );
      },
    },
  );

  app.jobs.handle(automationScheduleJob, async (ctx) => {
    const now = ctx.now();
    const due = await ctx.db
      .select()
      .from(automationRules)
      .where(and(eq(automationRules.enabled, true), eq(automationRules.triggerType, 'schedule'), lte(automationRules.nextRunAt, now)));
    for (const rule of due) {
      if (rule.trigger.kind !== 'schedule' || !rule.nextRunAt) continue;
      const slot = rule.nextRunAt.toISOString();
      const installed = (await installedModuleKeys(ctx.db, rule.tenantId)).has(MODULE_KEY);
      await ctx.db.transaction(async (tx) => {
        if (installed) {
          const facts = { eventType: 'schedule', scheduledFor: slot, subject: { type: 'tenant', id: rule.tenantId }, actor: { kind: 'system' } };
          const [run] = await tx
            .insert(automationRuns)
            .values({ tenantId: rule.tenantId, ruleId: rule.id, status: 'queued', triggerKey: `schedule:${slot}`, eventId: null, eventType: 'schedule', depth: 0, inputs: facts })
            .onConflictDoNothing()
            .returning({ id: automationRuns.id });
          if (run) await enqueue(tx, automationRunJob, { runId: run.id }, { tenantId: rule.tenantId, key: `run:${run.id}`, actingUserId: rule.createdBy });
        }
        // The next slot after now: a rule whose instance was down for days runs once, not once per missed slot.
        await tx
          .update(automationRules)
          .set({ nextRunAt: nextScheduledRun(rule.trigger as Extract<typeof rule.trigger, { kind: 'schedule' }>, now) })
          .where(eq(automationRules.id, rule.id));
      });
    }
  });
  app.jobs.recurring(automationScheduleJob, SCHEDULE_SWEEP_MS, {});

  app.jobs.handle(automationSweepJob, async (ctx) => {
    await sweepAutomations(ctx.db, ctx.now());
  });
  app.jobs.recurring(automationSweepJob, STATE_SWEEP_MS, {});
}
