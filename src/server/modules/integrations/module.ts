import { defineModule } from '../../module-system/manifest';
import { seedWebhooksDemo } from './webhooks.demo-seed';
import { webhooksJobs } from './webhooks.job-definition';
import webhooksRoutes from './webhooks.routes';

export default defineModule({ key: 'webhooks', routes: [webhooksRoutes], jobs: webhooksJobs, demoSeed: seedWebhooksDemo });
