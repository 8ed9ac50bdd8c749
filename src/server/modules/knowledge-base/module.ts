import { defineModule } from '../../module-system/manifest';
import knowledgeRoutes from './knowledge-base.routes';

export default defineModule({
  key: 'knowledge-base',
  events: ['knowledge.article.created', 'knowledge.article.updated', 'knowledge.article.deleted'],
  dependsOn: ['documents'],
  routes: [knowledgeRoutes],
});
