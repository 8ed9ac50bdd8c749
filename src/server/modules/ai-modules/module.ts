import { defineModule } from '../../module-system/manifest';
import { seedAiDemo } from './ai.demo-seed';
import { aiJobs } from './ai.jobs';
import aiRoutes from './ai.routes';

export default defineModule({ key: 'ai', dependsOn: ['billing'], routes: [aiRoutes], jobs: aiJobs, demoSeed: seedAiDemo });
