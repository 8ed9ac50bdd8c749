import { matterDeadlines } from '../../db/schema';
import { defineModule } from '../../module-system/manifest';
import { rowsOf } from '../../module-system/row-counts';
import { deadlinesJobs } from './compliance-tracker.jobs';
import complianceTrackerRoutes from './compliance-tracker.routes';

export default defineModule({
  key: 'compliance-tracker',
  events: ['deadline.created', 'deadline.completed', 'deadline.updated', 'deadline.deleted', 'compliance.obligation.completed'],
  dependsOn: ['matters'],
  routes: [complianceTrackerRoutes],
  jobs: deadlinesJobs,
  recordCounters: {
    // Deadlines of confidential matters of other teams are left out inside a request.
    'compliance-tracker': rowsOf([{ table: matterDeadlines, tenantId: matterDeadlines.tenantId, label: { hu: 'Határidők', en: 'Deadlines' } }]),
  },
});
