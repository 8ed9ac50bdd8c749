// A webhook delivery worker in a process of its own, for webhook-kill.test.ts: the job runtime with
// the real `webhooks.deliver` handler (its lease shortened so a killed worker's job comes back
// quickly), approving the test's receiver on loopback. Reports on stdout, one JSON line per event (kill-worker-support.ts).
// With --exit-when-done it stops gracefully once no delivery job is left queued or running.
import { JobRuntime } from '@server/jobs/runtime';
import { ApprovedHosts } from '@server/lib/outbound-address';
import { runDelivery } from '@server/modules/integrations/webhook-delivery';
import { deliverWebhookJob } from '@server/modules/integrations/webhooks.job-definition';
import { exitWhenDone, openWorkerDatabase, say } from './kill-worker-support';

const [target = '', serverSecret = '', ...flags] = process.argv.slice(2);

const database = await openWorkerDatabase(target);
const runtime = new JobRuntime({ db: database.db, workerId: `pid-${process.pid}`, concurrency: 1, pollIntervalMs: 50 });
const transport = { approved: new ApprovedHosts(['127.0.0.1']), timeoutMs: 60_000 };
runtime.handle({ ...deliverWebhookJob, leaseMs: 1_500 }, async (ctx, payload) => {
  say({ event: 'attempt', job: ctx.job.id, attempt: ctx.job.attempt });
  const outcome = await runDelivery(ctx, payload, { transport, keys: { serverSecret } });
  say({ event: 'done', job: ctx.job.id });
  return outcome;
});
runtime.start();
say({ event: 'ready', pid: process.pid });

if (flags.includes('--exit-when-done')) await exitWhenDone(database, runtime, deliverWebhookJob.name);
