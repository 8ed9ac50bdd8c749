export { KnowledgePage } from './components/knowledge-page';
export { ArticlePage } from './components/article-page';
