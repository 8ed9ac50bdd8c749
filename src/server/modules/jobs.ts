// The jobs every module declares in its manifest (issue 33 point 3, decision 0280). A job declared
// without a handler bound by its module's plugin (app.jobs.handle), or the reverse, stops the app at start.
import type { JobDefinition } from '../jobs/definition';
import { manifests } from './index';

export const declaredJobs: readonly JobDefinition<unknown>[] = manifests.flatMap((m) => m.jobs ?? []);
