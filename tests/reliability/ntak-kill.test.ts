// kill -9 during NTAK sending (issue 37's "done when"): the worker process that sends a firm's NTAK
// outbox is killed while NTAK holds its request – the message stored there, the answer not yet
// given. The next slot's job, in a new worker, sends the message again with the same message id
// (NTAK's idempotency key); NTAK answers its first verdict, so the message is accepted exactly once
// and the outbox row ends accepted. On a PGlite data folder and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@server/db/client';
import { hospitalityNtakMessages, hospitalityNtakSettings, hospitalityProperties, tenants } from '@server/db/schema';
import { withTenant } from '@server/db/tenant-scope';
import { enqueue } from '@server/jobs/enqueue';
import { sealSecret } from '@server/lib/secret-box';
import { reservationMessage } from '@server/modules/hospitality/ntak/ntak-messages';
import { queueNtakMessage } from '@server/modules/hospitality/ntak/ntak-outbox';
import { NTAK_KEYS_PURPOSE } from '@server/modules/hospitality/ntak/ntak-settings';
import { ntakFirmJob } from '@server/modules/hospitality/ntak/ntak.jobs';
import { ntakTestCertificates as certs, startFakeNtak } from '@server/modules/hospitality/ntak/testing/fake-ntak-server';
import { poolMisuse, preparedTarget, startWorker } from './kill-harness';

const WORKER = 'tests/reliability/ntak-kill-worker.ts';
const serverSecret = `${randomUUID()}${randomUUID()}`;
const REGISTRATION = 'MA26009999';

/** A registered guesthouse with NTAK certificates, one reservation message waiting, and the slot's job queued. */
async function prepare(handle: DatabaseHandle): Promise<{ tenantId: string; messageId: string }> {
  await handle.migrate();
  const tenantId = randomUUID();
  await handle.db.insert(tenants).values({ id: tenantId, name: 'NTAK Kill Vendégház', slug: `ntakkill-${tenantId}` });
  const messageId = await withTenant(handle.db, tenantId, async (tx) => {
    const [property] = await tx
      .insert(hospitalityProperties)
      .values({
        tenantId,
        name: 'Tölgyfa Vendégház',
        type: 'vendeghaz',
        address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
        ntakRegistrationNumber: REGISTRATION,
        touristTax: { mode: 'per_night', amountHuf: 500 },
        cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
      })
      .returning({ id: hospitalityProperties.id });
    const keys = JSON.stringify({ authKey: certs.authKey(), signingKey: certs.signingKey() });
    await tx
      .insert(hospitalityNtakSettings)
      .values({ tenantId, environment: 'test', authCertificate: certs.authCertificate(), signingCertificate: certs.signingCertificate(), secrets: sealSecret(serverSecret, NTAK_KEYS_PURPOSE, keys) });
    const facts = {
      number: 'F-2026/0001',
      arrival: '2026-12-04',
      departure: '2026-12-06',
      adults: 2,
      childrenAges: [],
      marketSegment: 'SZABADIDOS_EGYENI',
      salesChannel: 'DIREKT_ONLINE',
      bookerNationality: 'HU',
      accommodationTotal: 48_000,
      createdAt: new Date(),
    };
    const unit = { name: '1', building: 'a', ntakType: 'STANDARD', capacity: 2, singleBeds: 0, doubleBeds: 1, extraBeds: 0 };
    return queueNtakMessage(tx, tenantId, { propertyId: property!.id, kind: 'FOGLALAS', payload: reservationMessage(facts, [unit], new Date(), false) });
  });
  await enqueue(handle.db, ntakFirmJob, { askScheduler: false }, { tenantId });
  return { tenantId, messageId: messageId! };
}

describe.each(['pglite', 'postgres'] as const)('kill -9 during NTAK sending (%s)', (driver) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('the next slot sends the message again with the same id, and NTAK accepts it once', async () => {
    const ntak = await startFakeNtak();
    cleanup.push(() => ntak.close());
    ntak.register(REGISTRATION, '2026-11-01');
    const { target, reopen, prepared } = await preparedTarget(driver, 'ntak-kill', prepare, cleanup);

    // NTAK stores the message and holds the answer: the worker dies mid-send.
    ntak.faults.holdAnswerOfNext = true;
    const first = startWorker(WORKER, [target, serverSecret, ntak.url]);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    await first.waitFor('attempt');
    for (let i = 0; !ntak.messages.has(prepared.messageId) && i < 1200; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ntak.messages.has(prepared.messageId)).toBe(true);
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // The row is left `sending`; the next sweep slot queues the firm's job again.
    const between = await reopen();
    try {
      const [row] = await between.db.select().from(hospitalityNtakMessages).where(eq(hospitalityNtakMessages.id, prepared.messageId));
      expect(row).toMatchObject({ state: 'sending', attempts: 1 });
      await enqueue(between.db, ntakFirmJob, { askScheduler: false }, { tenantId: prepared.tenantId });
    } finally {
      await between.close();
    }
    const second = startWorker(WORKER, [target, serverSecret, ntak.url, '--exit-when-done']);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    await second.waitFor('exited');
    expect((await second.exited).code).toBe(0);
    expect(poolMisuse(first, second)).toEqual([]);

    const sends = ntak.requests.filter((r) => r.messageId === prepared.messageId);
    expect(sends.map((r) => r.status)).toEqual([0, 200]);
    expect(ntak.storeCounts.get(prepared.messageId)).toBe(1);
    expect(ntak.accepted('FOGLALAS').map((m) => m.messageId)).toEqual([prepared.messageId]);
    const handle = await reopen();
    try {
      const [row] = await handle.db.select().from(hospitalityNtakMessages).where(eq(hospitalityNtakMessages.id, prepared.messageId));
      expect(row).toMatchObject({ state: 'accepted', attempts: 2, ntakId: ntak.messages.get(prepared.messageId)!.answer.ntakAzonosito });
    } finally {
      await handle.close();
    }
  });
});
