// /app/documents/templates/:id and /app/documents/generate (also /app/document-generator and
// /app/document-generation), issue 16. The client mirrors the permissions; the server enforces them.
import { useParams, useSearchParams } from 'react-router';
import { GeneratePage, TemplateDetailPage, TemplateEditorPage } from '@client/features/document-templates';
import { useAppContext } from '../../layout/app-context';

export function TemplateDetailRoute() {
  const { id = '' } = useParams();
  const { permissions } = useAppContext();
  return <TemplateDetailPage key={id} templateId={id} canGenerate={permissions.canGenerateDocuments} canEdit={permissions.canCreateTemplates} />;
}

export function GenerateRoute() {
  return <GeneratePage />;
}

/** /app/documents/templates/new (?basedOn=<id> copies a template) and /app/documents/templates/:id/edit. */
export function TemplateEditorRoute() {
  const { id = null } = useParams();
  const [params] = useSearchParams();
  return <TemplateEditorPage key={id ?? params.get('basedOn') ?? 'new'} templateId={id} basedOnId={id ? null : params.get('basedOn')} />;
}
