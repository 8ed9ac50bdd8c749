// /app/documents/templates/:id and /app/documents/generate (also /app/document-generator and
// /app/document-generation), issue 16. The client mirrors the permissions; the server enforces them.
import { useParams } from 'react-router';
import { GeneratePage, TemplateDetailPage } from '@client/features/templates';
import { useAppContext } from '../../layout/app-context';
import { RequirePermission } from '../../require-permission';

export function TemplateDetailRoute() {
  const { id = '' } = useParams();
  const { permissions } = useAppContext();
  return (
    <RequirePermission permission="canViewTemplates">
      <TemplateDetailPage key={id} templateId={id} canGenerate={permissions.canGenerateDocuments} />
    </RequirePermission>
  );
}

export function GenerateRoute() {
  return (
    <RequirePermission permission="canGenerateDocuments">
      <GeneratePage />
    </RequirePermission>
  );
}
