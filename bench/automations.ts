// Automation runs per second (issue 36.1): in this process, on a fresh embedded PGlite database,
// against a bare job on the same runtime in the same run:
//   runs     – N queued runs of one rule (run row + job each, as the event consumer writes them),
//              executed by the job runtime one after another: claim, the author's actor, the plan's
//              atomic `automation_run` count, one action (a notice to the author), the run log,
//              completion – all in the job's one transaction (ctx.commit);
//   baseline – N jobs of a bench-only definition whose handler commits an empty transaction
//              through the same ctx.commit: the runtime's own cost per job.
// Prints one JSON line for scripts/bench.mjs. BENCH_AUTOMATION_N (default 300).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { openDatabase } from '../src/server/db/client';
import { automationRules, automationRuns, members, notifications, subscriptions, tenantModules, tenants, users } from '../src/server/db/schema';
import { withTenant } from '../src/server/db/tenant-scope';
import { defineJob } from '../src/server/jobs/definition';
import { enqueue } from '../src/server/jobs/enqueue';
import { JobRuntime } from '../src/server/jobs/runtime';
import { localBlobStorage } from '../src/server/storage/local-storage';
import { executeRun } from '../src/server/modules/automations/automations.engine';
import { automationRunJob } from '../src/server/modules/automations/automations.jobs-def';
import { eq } from 'drizzle-orm';

const n = Number(process.env.BENCH_AUTOMATION_N ?? 300);
const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-automations-'));
const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') });
const storage = localBlobStorage(join(dataDir, 'documents'));
const bareJob = defineJob({ name: 'bench.bare', scope: 'tenant', payload: z.object({ i: z.number() }), retry: { maxAttempts: 1, baseMs: 1000, capMs: 1000 } });

const figure = (count: number, ms: number) => ({ count, perSecond: Math.round((count / (ms / 1000)) * 10) / 10, msEach: Math.round((ms / count) * 100) / 100 });

try {
  await database.migrate();
  const tenantId = randomUUID();
  const userId = randomUUID();
  await database.db.insert(tenants).values({ id: tenantId, name: 'Bench Ügyvédi Iroda', slug: `bench-${tenantId}` });
  await database.db.insert(users).values({ id: userId, name: 'Bench Admin', email: `${userId}@bench.hu`, emailVerified: true });
  await database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: 'tenant,lawyer' });
  await database.db.insert(tenantModules).values({ tenantId, moduleKey: 'automations' });
  // Unlimited runs: the count is still taken, atomically, on every run.
  await database.db.insert(subscriptions).values({ tenantId, planId: 'plan-profi', status: 'active' });
  const [rule] = await database.db
    .insert(automationRules)
    .values({ tenantId, name: 'Bench', description: '', enabled: true, trigger: { kind: 'event', eventType: 'contact.created' }, triggerType: 'contact.created', conditions: [], actions: [{ type: 'notify', recipient: 'author', userId: null, role: null, title: 'Új névjegy: {{name}}', body: '' }], createdBy: userId })
    .returning({ id: automationRules.id });
  const runtime = new JobRuntime({ db: database.db, concurrency: 0 });
  runtime.handle(automationRunJob, (ctx, { runId }) => ctx.commit((tx) => executeRun(tx, runId, { storage, now: ctx.now(), attempt: ctx.job.attempt, outgoing: [] })).then(() => undefined));
  runtime.handle(bareJob, (ctx) => ctx.commit(async () => undefined));

  let seq = 0;
  const queueRuns = (count: number) =>
    withTenant(database.db, tenantId, async (tx) => {
      for (let i = 0; i < count; i++) {
        const [run] = await tx
          .insert(automationRuns)
          .values({ tenantId, ruleId: rule!.id, status: 'queued', triggerKey: `bench:${seq++}`, eventId: null, eventType: 'contact.created', depth: 0, inputs: { name: `Bench ${i}`, subject: { type: 'contact', id: String(i) }, actor: { kind: 'user' } } })
          .returning({ id: automationRuns.id });
        await enqueue(tx, automationRunJob, { runId: run!.id }, { tenantId, key: `run:${run!.id}`, actingUserId: userId });
      }
    });
  const queueBare = (count: number) => withTenant(database.db, tenantId, async (tx) => { for (let i = 0; i < count; i++) await enqueue(tx, bareJob, { i }, { tenantId, actingUserId: userId }); });

  // Warm-up: JIT, the first claims.
  await queueRuns(10);
  await queueBare(10);
  await runtime.drain({ names: [automationRunJob.name, bareJob.name] });

  await queueBare(n);
  let start = performance.now();
  const bare = await runtime.drain({ names: [bareJob.name], maxRuns: n + 10 });
  const baseline = figure(bare.runs, performance.now() - start);

  await queueRuns(n);
  start = performance.now();
  const drained = await runtime.drain({ names: [automationRunJob.name], maxRuns: n + 10 });
  const runs = figure(drained.runs, performance.now() - start);
  const succeeded = (await database.db.select({ id: automationRuns.id }).from(automationRuns).where(eq(automationRuns.status, 'succeeded'))).length;
  const notices = (await database.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, userId))).length;
  if (succeeded !== n + 10 || notices !== n + 10) throw new Error(`only ${succeeded} runs succeeded and ${notices} notices written of ${n + 10}`);
  console.log(JSON.stringify({ database: 'PGlite (embedded)', n, runs, baseline, succeeded }));
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
