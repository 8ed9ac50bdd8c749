// /app/kb, /app/knowledge and /app/kb/:articleId (issue 15 point 6). The client mirrors the
// permissions (canViewDocuments to read, canGenerateDocuments to write); the server enforces them.
import { useParams } from 'react-router';
import { ArticlePage, KnowledgePage } from '@client/features/knowledge';
import { useAppContext } from '../../layout/app-context';

export function KnowledgeRoute() {
  const { permissions } = useAppContext();
  return <KnowledgePage canWrite={permissions.canGenerateDocuments} />;
}

export function ArticleRoute() {
  const { articleId = '' } = useParams();
  const { permissions } = useAppContext();
  return <ArticlePage key={articleId} articleId={articleId} canWrite={permissions.canGenerateDocuments} />;
}
