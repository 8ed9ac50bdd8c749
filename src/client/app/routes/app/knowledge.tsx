// /app/kb, /app/knowledge and /app/kb/:articleId (issue 15 point 6). The client mirrors the
// permissions (canViewDocuments to read, canGenerateDocuments to write); the server enforces them.
// Article attachments need the documents module (decision 0247).
import { useParams } from 'react-router';
import { ArticlePage, KnowledgePage } from '@client/features/knowledge-base';
import { useAppContext } from '../../layout/app-context';
import { useInstalledKeys } from '../../layout/use-module-nav';

export function KnowledgeRoute() {
  const { permissions } = useAppContext();
  return <KnowledgePage canWrite={permissions.canGenerateDocuments} />;
}

export function ArticleRoute() {
  const { articleId = '' } = useParams();
  const { permissions } = useAppContext();
  // Attachments are vault documents: shown when the firm has the documents module.
  const installed = useInstalledKeys();
  const vault = installed.has('documents');
  return <ArticlePage key={articleId} articleId={articleId} canWrite={permissions.canGenerateDocuments} vault={vault} />;
}
