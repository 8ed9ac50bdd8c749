import { defineModule } from '../../module-system/manifest';
import knowledgeRoutes from './knowledge-base.routes';

export default defineModule({
  key: 'knowledge-base',
  dependsOn: ['documents'],
  routes: [knowledgeRoutes],
});
