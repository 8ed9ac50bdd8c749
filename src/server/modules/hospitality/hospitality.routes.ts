// /api/hospitality (issue 37): the hospitality module's routes. Every route sits under the module's
// API prefix, so the module guard answers 403 MODULE_NOT_INSTALLED for a firm without it.
import type { FastifyInstance } from 'fastify';
import { registerFolioRoutes } from './folio.routes';
import type { InvoicingPort } from './folio.service';
import { registerHousekeepingRoutes } from './housekeeping.routes';
import { registerPropertyRoutes } from './properties.routes';
import { registerReservationRoutes } from './reservations.routes';
import { registerNtakRoutes } from './ntak/ntak.routes';
import { ntakRuntime } from './ntak/ntak-runtime';
import { registerNtakJobs } from './ntak/ntak.jobs';
import type { NtakEndpoints } from './ntak/ntak-settings';

export interface HospitalityDeps {
  invoicing: InvoicingPort;
  /** Where NTAK is (configuration; the embedded test double replaces it in the demo). */
  ntakEndpoints?: () => NtakEndpoints;
}

export default async function hospitalityRoutes(app: FastifyInstance, deps: HospitalityDeps) {
  registerPropertyRoutes(app);
  registerReservationRoutes(app);
  registerHousekeepingRoutes(app);
  registerFolioRoutes(app, deps.invoicing);
  const ntakEndpoints = deps.ntakEndpoints ?? (await ntakRuntime(app));
  registerNtakRoutes(app, ntakEndpoints);
  // The NTAK outbox and the guest register's purge: jobs on the runtime (decision 0281).
  registerNtakJobs(app, ntakEndpoints);
}
