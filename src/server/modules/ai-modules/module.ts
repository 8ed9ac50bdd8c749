import { defineModule } from '../../module-system/manifest';
import { seedAiDemo } from './ai-modules.demo-seed';
import { aiJobs } from './ai-modules.jobs';
import aiModulesRoutes from './ai-modules.routes';

export default defineModule({ key: 'ai-modules', dependsOn: ['billing'], routes: [aiModulesRoutes], jobs: aiJobs, demoSeed: seedAiDemo });
