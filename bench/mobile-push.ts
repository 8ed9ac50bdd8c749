// Web Push deliveries per second (the mobile module, decision 0516): in this process, on a fresh
// embedded PGlite database, to a local push service on 127.0.0.1 that decrypts every body with
// the browser's keys (aes128gcm) and checks what it carries, against the same pushes sent
// directly in the same run:
//   deliveries – N deadline notices written by notify() (notice + `mobile.push` job each, enqueued
//                by the module's listener), then run by the job runtime one after another: claim,
//                plan and settings check, the device, encrypt, sign (VAPID), POST, record, complete;
//   baseline   – N sendPush() calls to the same device, one after another: encrypt, sign, POST –
//                the push itself without the database and the runtime.
// Prints one JSON line for scripts/bench.mjs. BENCH_PUSH_N (default 300).
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';
import webPush from 'web-push';
import { openDatabase } from '../src/server/db/client';
import { members, subscriptions, tenantModules, tenants, users } from '../src/server/db/schema';
import { withTenant } from '../src/server/db/tenant-scope';
import { JobRuntime } from '../src/server/jobs/runtime';
import { notify } from '../src/server/notifications/notify';
import { registerPushListeners, pushJob, runPushJob } from '../src/server/modules/mobile/mobile.push';
import { mobileDevices } from '../src/server/modules/mobile/mobile.schema';
import { pushTransport, sendPush } from '../src/server/modules/mobile/push-transport';

const n = Number(process.env.BENCH_PUSH_N ?? 300);
const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-push-'));
const database = await openDatabase({ driver: 'pglite', dataDir });

const figure = (count: number, ms: number) => ({ count, perSecond: Math.round((count / (ms / 1000)) * 10) / 10, msEach: Math.round((ms / count) * 100) / 100 });

// The browser's side: its P-256 key pair and auth secret, which the push service decrypts with here.
const browser = createECDH('prime256v1');
browser.generateKeys();
const authSecret = randomBytes(16);
const NOTICE = { title: 'Határidő holnap: keresetlevél benyújtása (Fővárosi Törvényszék)', link: '/app/compliance-tracker' };
let decrypted = 0;
const service = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    try {
      const payload = JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser, authSecret: authSecret.toString('base64url') }).toString('utf8')) as { title?: string };
      if (payload.title === NOTICE.title && req.headers.authorization?.startsWith('vapid ')) decrypted++;
    } catch {
      // Counted as not delivered: the run fails below.
    }
    res.statusCode = 201;
    res.end();
  });
});
await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
const transport = pushTransport(['127.0.0.1']);

try {
  await database.migrate();
  const tenantId = randomUUID();
  const userId = randomUUID();
  await database.db.insert(tenants).values({ id: tenantId, name: 'Bench Ügyvédi Iroda', slug: `bench-${tenantId}` });
  await database.db.insert(users).values({ id: userId, name: 'Bench Ügyvéd', email: `${userId}@bench.hu`, emailVerified: true });
  await database.db.insert(members).values({ id: randomUUID(), organizationId: tenantId, userId, role: 'tenant,lawyer' });
  await database.db.insert(tenantModules).values({ tenantId, moduleKey: 'mobile' });
  // The mobile app is in the Profi plan (decision 0516); the job checks it on every push.
  await database.db.insert(subscriptions).values({ tenantId, planId: 'plan-profi', status: 'active' });
  const [device] = await database.db
    .insert(mobileDevices)
    .values({ tenantId, userId, label: 'Chrome, Android', endpoint: `http://127.0.0.1:${(service.address() as AddressInfo).port}/push/${randomUUID()}`, p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') })
    .returning();
  const generated = webPush.generateVAPIDKeys();
  const keys = { ...generated, subject: 'mailto:uzemelteto@virtualis-iroda.hu' };
  const runtime = new JobRuntime({ db: database.db, concurrency: 0 });
  registerPushListeners();
  runtime.handle(pushJob, (ctx, payload) => runPushJob(ctx, payload, transport, () => Promise.resolve(keys)).then(() => undefined));
  const queueNotices = (count: number) =>
    withTenant(database.db, tenantId, async (tx) => {
      for (let i = 0; i < count; i++) await notify(tx, { userId, tenantId, kind: 'deadline.reminder', ...NOTICE });
    });

  // Warm-up: JIT, the socket to the push service, the first claims.
  for (let i = 0; i < 10; i++) await sendPush(transport, keys, device!, NOTICE);
  await queueNotices(10);
  await runtime.drain({ names: [pushJob.name] });
  if (decrypted !== 20) throw new Error(`warm-up: ${decrypted} of 20 pushes decrypted`);
  decrypted = 0;

  let start = performance.now();
  for (let i = 0; i < n; i++) {
    const outcome = await sendPush(transport, keys, device!, NOTICE);
    if (!outcome.ok) throw new Error(`direct push refused: ${outcome.error}`);
  }
  const baseline = figure(n, performance.now() - start);
  decrypted = 0;

  await queueNotices(n);
  start = performance.now();
  const drained = await runtime.drain({ names: [pushJob.name], maxRuns: n + 10 });
  const deliveries = figure(drained.runs, performance.now() - start);
  if (decrypted !== n) throw new Error(`only ${decrypted} of ${n} pushes decrypted by the push service`);
  console.log(JSON.stringify({ database: 'PGlite (embedded)', n, deliveries, baseline, decrypted }));
} finally {
  await transport.agent.close();
  await new Promise((resolve) => service.close(resolve));
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
