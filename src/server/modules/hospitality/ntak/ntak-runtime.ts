// How the NTAK outbox runs until the job runtime (issue 33.3) is on main — the smallest adapter
// (decision 0346): a periodic sweep on each instance sends every firm's waiting messages and, at
// most hourly per firm, asks NTAK's scheduler for the days it still needs. There is no claim or
// lease of its own: two instances may send the same message at once, and NTAK's idempotency key
// (the message id) keeps it accepted once. The same sweep runs the guest register's daily purge. In development/demo (NTAK_TEST_SERVICE=embedded) the
// server starts the NTAK test double on a loopback port and sends the test environment there.
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { hospitalityNtakMessages, hospitalityNtakSettings, hospitalityProperties } from '../../../db/schema';
import { withTenant } from '../../../db/tenant-scope';
import { runPeriodically } from '../../../lib/periodic-sweep';
import { todayInBudapest } from '@shared/dates/iso-date';
import { purgeGuestRegister } from '../guests.service';
import { queueRequestedCloses, sendPending } from './ntak-sender';
import { ntakConnectionOf, ntakEndpointsOf, type NtakEndpoints } from './ntak-settings';

const HOUR = 3_600_000;

export async function ntakRuntime(app: FastifyInstance): Promise<() => NtakEndpoints> {
  let endpoints = ntakEndpointsOf(app.env);
  if (app.env.NTAK_TEST_SERVICE === 'embedded') {
    if (app.env.NODE_ENV === 'production' && !app.env.DEMO_MODE) throw new Error('NTAK_TEST_SERVICE=embedded is for development and the demo only');
    const { startFakeNtak, ntakTestCertificates } = await import('./testing/fake-ntak-server');
    const fake = await startFakeNtak({
      lookup: async (reg) => {
        const [p] = await app.db.select({ since: hospitalityProperties.operatingSince }).from(hospitalityProperties).where(eq(hospitalityProperties.ntakRegistrationNumber, reg)).limit(1);
        return p?.since ?? null;
      },
    });
    endpoints = { ...endpoints, test: fake.url, ca: ntakTestCertificates.ca() };
    app.addHook('onClose', () => fake.close());
    app.log.info(`NTAK test double listening on ${fake.url}`);
  }
  const current = () => endpoints;
  const askedAt = new Map<string, number>();
  let purgedOn = '';
  runPeriodically(app, {
    name: 'NTAK outbox',
    intervalMs: app.env.NTAK_SWEEP_INTERVAL_MS,
    firstRunAfterMs: 5_000,
    run: async () => {
      // The guest register's retention (decision 0344), once a day.
      if (purgedOn !== todayInBudapest()) {
        purgedOn = todayInBudapest();
        const purged = await purgeGuestRegister(app.db);
        if (purged > 0) app.log.info(`guest register: ${purged} entries past their keeping period emptied`);
      }
      const firms = await app.db.select({ tenantId: hospitalityNtakSettings.tenantId }).from(hospitalityNtakSettings);
      for (const { tenantId } of firms) {
        const transact = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(app.db, tenantId, work);
        const conn = await transact((tx) => ntakConnectionOf(tx, tenantId, current(), app.env.BETTER_AUTH_SECRET));
        if (!conn) continue;
        try {
          if (Date.now() - (askedAt.get(tenantId) ?? 0) > HOUR) {
            askedAt.set(tenantId, Date.now());
            await queueRequestedCloses(transact, tenantId, conn);
          }
          const [waiting] = await transact((tx) => tx.select({ id: hospitalityNtakMessages.id }).from(hospitalityNtakMessages).where(inArray(hospitalityNtakMessages.state, ['pending', 'sending'])).limit(1));
          if (waiting) await sendPending(transact, tenantId, conn);
        } catch (err) {
          app.log.warn({ err, tenantId }, 'NTAK sending failed; retried on the next sweep');
        }
      }
    },
  });
  return current;
}
