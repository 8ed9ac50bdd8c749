import { defineModule } from '../../module-system/manifest';
import { seedWebhooksDemo } from './webhooks.demo-seed';
import { webhooksJobs } from './webhooks.job-definition';
import webhooksRoutes from './webhooks.routes';

// The integrations module (registry key integrations): today its webhooks (/api/integrations/webhooks, decision 0446).
export default defineModule({ key: 'integrations', routes: [webhooksRoutes], jobs: webhooksJobs, demoSeed: seedWebhooksDemo });
