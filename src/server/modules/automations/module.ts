import { defineModule } from '../../module-system/manifest';
import { seedAutomationsDemo } from './automations.demo-seed';
import { automationsJobs } from './automations.jobs-def';
import automationsRoutes from './automations.routes';

export default defineModule({
  key: 'automations',
  events: ['automation.created', 'automation.updated', 'automation.deleted', 'email.received'],
  dependsOn: ['billing', 'compliance-tracker', 'contacts', 'document-templates', 'documents', 'matters', 'opportunities', 'integrations'],
  routes: [automationsRoutes],
  jobs: automationsJobs,
  demoSeed: seedAutomationsDemo,
});
