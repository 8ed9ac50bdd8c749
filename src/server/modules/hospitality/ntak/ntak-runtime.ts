// Where NTAK is for this instance (decision 0346): the configured endpoints, or in development/demo
// (NTAK_TEST_SERVICE=embedded) the NTAK test double the server starts on a loopback port, to which
// the test environment is sent. The outbox's sending runs as jobs (ntak.jobs.ts, decision 0281).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { hospitalityProperties } from '../../../db/schema';
import { ntakEndpointsOf, type NtakEndpoints } from './ntak-settings';

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
  return current;
}
