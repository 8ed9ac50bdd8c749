import { defineModule } from '../../module-system/manifest';
import knowledgeRoutes from './knowledge.routes';

export default defineModule({
  key: 'knowledge',
  dependsOn: ['documents'],
  routes: [knowledgeRoutes],
});
