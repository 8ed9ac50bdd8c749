// A deadline's linked documents (decision 0156): links to the viewer and, for who may edit on the
// matter's page, linking one of the matter's documents or removing a link. The server refuses a
// document of another matter and hides documents the user may not see.
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DeadlineItem, linkDeadlineDocumentBodySchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { ErrorList, Form, SelectField, SubmitButton, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { useLinkDocument, useUnlinkDocument } from '../api/deadlines-api';

export interface LinkableDocument {
  id: string;
  title: string;
}

export function DeadlineDocuments({ deadline, canEdit, choices }: { deadline: DeadlineItem; canEdit: boolean; choices?: LinkableDocument[] }) {
  const { t } = useTranslation();
  const unlink = useUnlinkDocument();
  const linked = deadline.documents ?? [];
  const linkable = (choices ?? []).filter((c) => !linked.some((l) => l.id === c.id));
  return (
    <div className="space-y-1">
      <p className="font-medium">{t('complianceTracker.documents.title')}</p>
      {linked.length === 0 ? (
        <p>{t('complianceTracker.documents.none')}</p>
      ) : (
        <ul aria-label={`${t('complianceTracker.documents.title')}: ${deadline.title}`} className="space-y-1">
          {linked.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/app/documents/${doc.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                {doc.title}
              </Link>
              {canEdit && (
                <Button variant="ghost" disabled={unlink.isPending} aria-label={`${t('complianceTracker.documents.unlink')}: ${doc.title}`} onClick={() => unlink.mutate({ id: deadline.id, documentId: doc.id })}>
                  {t('complianceTracker.documents.unlink')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && linkable.length > 0 && <LinkDocumentForm deadlineId={deadline.id} linkable={linkable} />}
      {unlink.isError && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorText(unlink.error)}
        </p>
      )}
    </div>
  );
}

/** Linking one of the matter's documents (shared linkDeadlineDocumentBodySchema); the button waits for a choice. */
function LinkDocumentForm({ deadlineId, linkable }: { deadlineId: string; linkable: LinkableDocument[] }) {
  const { t } = useTranslation();
  const link = useLinkDocument();
  const form = useZodForm(linkDeadlineDocumentBodySchema, { defaultValues: { documentId: '' } });
  const picked = useWatch({ control: form.control, name: 'documentId' });
  return (
    <Form
      form={form}
      guardUnsaved={false}
      className="flex flex-wrap items-end gap-2"
      onSubmit={async ({ documentId }) => {
        await link.mutateAsync({ id: deadlineId, documentId });
        form.reset({ documentId: '' });
      }}
    >
      <div className="w-full">
        <ErrorList />
      </div>
      <SelectField
        name="documentId"
        label={t('complianceTracker.documents.pick')}
        className="w-full text-sm sm:w-auto"
        options={[{ value: '', label: t('complianceTracker.documents.choose') }, ...linkable.map((c) => ({ value: c.id, label: c.title }))]}
      />
      <SubmitButton variant="secondary" disabled={!picked}>
        {t('complianceTracker.documents.link')}
      </SubmitButton>
    </Form>
  );
}
