// The jobs every module declares (issue 33 point 3, decision 0280), one line per module. Until
// each module has its own `module.ts` manifest (issue 33 point 4), this list is where a module's
// job definitions are gathered: the modules helper folds each line into that module's manifest
// (`jobs: [...]`) and builds this list from the manifests. A job declared here without a handler
// bound by its module's plugin (app.jobs.handle), or the reverse, stops the app at start.
import type { JobDefinition } from '../jobs/definition';
import { aiJobs } from './ai/ai.jobs';
import { automationsJobs } from './automations/automations.jobs-def';
import { deadlinesJobs } from './deadlines/deadlines.jobs';
import { documentsJobs } from './documents/documents.jobs';
import { ntakJobs } from './hospitality/ntak/ntak.jobs';
import { navJobs } from './invoices/nav-outbox/nav.jobs';
import { portalJobs } from './portal/portal.jobs';
import { webhooksJobs } from './webhooks/webhooks.job-definition';

export const moduleJobs: Record<string, readonly JobDefinition<unknown>[]> = {
  ai: aiJobs,
  automations: automationsJobs,
  deadlines: deadlinesJobs,
  documents: documentsJobs,
  hospitality: ntakJobs,
  invoices: navJobs,
  portal: portalJobs,
  integrations: webhooksJobs,
};

export const declaredJobs: readonly JobDefinition<unknown>[] = Object.values(moduleJobs).flat() as readonly JobDefinition<unknown>[];
