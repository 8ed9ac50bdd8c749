// kill -9 during a webhook delivery (issue 36.4's "done when"): a worker process is killed while
// the receiver holds its request; a new worker takes the delivery over once the lease has ended and
// delivers it – with the same `webhook-id`, both requests verifying per Standard Webhooks – and the
// delivery ends succeeded once. On a PGlite data folder and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { tenantModules, tenants, webhookDeliveries, webhookEndpoints } from '@server/db/schema';
import { withTenant } from '@server/db/tenant-scope';
import { sealSecret } from '@server/lib/secret-box';
import { newWebhookSecret } from '@server/lib/standard-webhooks';
import { packageVerdict } from '@server/modules/integrations/testing/receiver';
import { verifyStandardWebhook } from '@server/modules/integrations/testing/standard-webhooks-verifier';
import { enqueueWebhookEvent, SECRET_PURPOSE } from '@server/modules/integrations/webhooks.service';
import { poolMisuse, preparedTarget, startWorker } from './kill-harness';

const WORKER = 'tests/reliability/webhook-kill-worker.ts';
const serverSecret = `${randomUUID()}${randomUUID()}`;

/** A receiver that holds the first request unanswered (the worker is killed meanwhile) and answers 204 after. */
async function holdingReceiver(secret: string) {
  const received: Array<{ headers: IncomingHttpHeaders; body: string; ok: boolean }> = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, ok: verifyStandardWebhook(secret, req.headers, body).ok && packageVerdict([secret], req.headers, body).ok });
      if (received.length === 1) held.push(res);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of held) r.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function prepare(handle: DatabaseHandle, url: string, secret: string): Promise<string> {
  await handle.migrate();
  const tenantId = randomUUID();
  await handle.db.insert(tenants).values({ id: tenantId, name: 'Webhook Kill Iroda', slug: `whkill-${tenantId}` });
  await handle.db.insert(tenantModules).values({ tenantId, moduleKey: 'integrations' });
  await handle.db.insert(webhookEndpoints).values({ tenantId, url, events: ['matter.created'], secret: sealSecret(serverSecret, SECRET_PURPOSE, secret), secretStart: secret.slice(0, 10) });
  const [deliveryId] = await withTenant(handle.db, tenantId, (tx) => enqueueWebhookEvent(tx, tenantId, { type: 'matter.created', data: { id: 'm1', object: 'matter' } }));
  return deliveryId!;
}

describe.each(['pglite', 'postgres'] as const)('kill -9 during a webhook delivery (%s)', (driver) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('a restarted worker delivers the message with the same webhook-id, once', async () => {
    const secret = newWebhookSecret();
    const receiver = await holdingReceiver(secret);
    cleanup.push(receiver.close);
    const { target, reopen, prepared: deliveryId } = await preparedTarget(driver, 'webhook-kill', (handle) => prepare(handle, receiver.url, secret), cleanup);

    const first = startWorker(WORKER, [target, serverSecret]);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    await first.waitFor('attempt');
    // The request has reached the receiver, which holds it: the worker dies mid-delivery.
    for (let i = 0; receiver.received.length === 0 && i < 600; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(receiver.received).toHaveLength(1);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = startWorker(WORKER, [target, serverSecret, '--exit-when-done']);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    await second.waitFor('exited');
    expect((await second.exited).code).toBe(0);
    expect(poolMisuse(first, second)).toEqual([]);

    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((r) => r.ok)).toBe(true);
    expect(receiver.received[1]!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    const handle = await reopen();
    try {
      const [delivery] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
      expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, messageId: receiver.received[0]!.headers['webhook-id'] });
    } finally {
      await handle.close();
    }
  });
});
