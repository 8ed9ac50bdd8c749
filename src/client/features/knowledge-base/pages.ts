// The pages this feature builds, by manifest path, gathered by the route table (decision 0444):
// the knowledge base (also under kb).
import { type FeaturePages, lazyPage } from '@client/lib/feature-pages';

const knowledge = () => import('@client/app/routes/app/knowledge');

export default {
  kb: lazyPage(knowledge, 'KnowledgeRoute'),
  knowledge: lazyPage(knowledge, 'KnowledgeRoute'),
  'kb/:articleId': lazyPage(knowledge, 'ArticleRoute'),
} satisfies FeaturePages;
