// Webhook deliveries per second (issue 36.4): in this process, on a fresh embedded PGlite
// database, to a local receiver on 127.0.0.1 that verifies every signature (Standard Webhooks),
// against a bare HTTP POST loop to the same receiver in the same run:
//   deliveries – N messages queued by enqueueWebhookEvent (delivery row + job each), then run by
//                the job runtime one after another: claim, sign, POST, log, complete;
//   baseline   – N plain fetch POSTs of the same body to the same receiver, one after another.
// Prints one JSON line for scripts/bench.mjs. BENCH_WEBHOOK_N (default 300).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { tenantModules, tenants, webhookEndpoints } from '../src/server/db/schema';
import { withTenant } from '../src/server/db/tenant-scope';
import { JobRuntime } from '../src/server/jobs/runtime';
import { ApprovedHosts } from '../src/server/lib/outbound-address';
import { sealSecret } from '../src/server/lib/secret-box';
import { newWebhookSecret } from '../src/server/lib/standard-webhooks';
import { startReceiver } from '../src/server/modules/integrations/testing/receiver';
import { runDelivery } from '../src/server/modules/integrations/webhook-delivery';
import { deliverWebhookJob } from '../src/server/modules/integrations/webhooks.job-definition';
import { enqueueWebhookEvent, SECRET_PURPOSE } from '../src/server/modules/integrations/webhooks.service';

const n = Number(process.env.BENCH_WEBHOOK_N ?? 300);
const serverSecret = randomUUID() + randomUUID();
const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-webhooks-'));
const database = await openDatabase({ driver: 'pglite', dataDir });
const receiver = await startReceiver();

const figure = (count: number, ms: number) => ({ count, perSecond: Math.round((count / (ms / 1000)) * 10) / 10, msEach: Math.round((ms / count) * 100) / 100 });

try {
  await database.migrate();
  const tenantId = randomUUID();
  await database.db.insert(tenants).values({ id: tenantId, name: 'Bench Ügyvédi Iroda', slug: `bench-${tenantId}` });
  await database.db.insert(tenantModules).values({ tenantId, moduleKey: 'integrations' });
  const secret = newWebhookSecret();
  receiver.secrets = [secret];
  await database.db.insert(webhookEndpoints).values({ tenantId, url: receiver.url, events: ['matter.created'], secret: sealSecret(serverSecret, SECRET_PURPOSE, secret), secretStart: secret.slice(0, 10) });
  const runtime = new JobRuntime({ db: database.db, concurrency: 0 });
  const transport = { approved: new ApprovedHosts(['127.0.0.1']), timeoutMs: 15_000 };
  runtime.handle(deliverWebhookJob, (ctx, payload) => runDelivery(ctx, payload, { transport, keys: { serverSecret } }));
  const data = { id: randomUUID(), object: 'matter', attributes: { number: '2026/0042', title: 'Bérleti szerződés felülvizsgálata' } };
  const body = JSON.stringify({ type: 'matter.created', timestamp: new Date().toISOString(), data });

  // Warm-up: JIT, the receiver's socket, the first claims.
  for (let i = 0; i < 10; i++) await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await withTenant(database.db, tenantId, async (tx) => { for (let i = 0; i < 10; i++) await enqueueWebhookEvent(tx, tenantId, { type: 'matter.created', data }); });
  await runtime.drain({ names: [deliverWebhookJob.name] });
  receiver.received.length = 0;

  let start = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await fetch(receiver.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    await res.arrayBuffer();
  }
  const baseline = figure(n, performance.now() - start);
  receiver.received.length = 0;

  await withTenant(database.db, tenantId, async (tx) => { for (let i = 0; i < n; i++) await enqueueWebhookEvent(tx, tenantId, { type: 'matter.created', data }); });
  start = performance.now();
  const drained = await runtime.drain({ names: [deliverWebhookJob.name], maxRuns: n + 10 });
  const deliveries = figure(drained.runs, performance.now() - start);
  const verified = receiver.received.filter((r) => r.verdict.ok).length;
  if (verified !== n) throw new Error(`only ${verified} of ${n} deliveries verified`);
  console.log(JSON.stringify({ database: 'PGlite (embedded)', n, deliveries, baseline, verified }));
} finally {
  await receiver.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
