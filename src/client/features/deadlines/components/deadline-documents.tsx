// A deadline's linked documents (decision 0156): links to the viewer and, for who may edit on the
// matter's page, linking one of the matter's documents or removing a link. The server refuses a
// document of another matter and hides documents the user may not see.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeadlineItem } from '@shared/deadlines/matter-deadlines.schemas';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { errorText } from '@client/lib/api-client';
import { useLinkDocument, useUnlinkDocument } from '../api/deadlines-api';

export interface LinkableDocument {
  id: string;
  title: string;
}

export function DeadlineDocuments({ deadline, canEdit, choices }: { deadline: DeadlineItem; canEdit: boolean; choices?: LinkableDocument[] }) {
  const { t } = useTranslation();
  const id = useId();
  const link = useLinkDocument();
  const unlink = useUnlinkDocument();
  const [picked, setPicked] = useState('');
  const linked = deadline.documents ?? [];
  const linkable = (choices ?? []).filter((c) => !linked.some((l) => l.id === c.id));
  return (
    <div className="space-y-1">
      <p className="font-medium">{t('deadlines.documents.title')}</p>
      {linked.length === 0 ? (
        <p>{t('deadlines.documents.none')}</p>
      ) : (
        <ul aria-label={`${t('deadlines.documents.title')}: ${deadline.title}`} className="space-y-1">
          {linked.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/app/documents/${doc.id}`} className="text-indigo-700 underline dark:text-indigo-300">
                {doc.title}
              </Link>
              {canEdit && (
                <Button variant="ghost" disabled={unlink.isPending} aria-label={`${t('deadlines.documents.unlink')}: ${doc.title}`} onClick={() => unlink.mutate({ id: deadline.id, documentId: doc.id })}>
                  {t('deadlines.documents.unlink')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && linkable.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (picked) link.mutate({ id: deadline.id, documentId: picked }, { onSuccess: () => setPicked('') });
          }}
        >
          <label htmlFor={`${id}-doc`} className="w-full text-sm sm:w-auto">
            {t('deadlines.documents.pick')}
            <select id={`${id}-doc`} value={picked} onChange={(e) => setPicked(e.target.value)} className={inputClasses}>
              <option value="">{t('deadlines.documents.choose')}</option>
              {linkable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary" disabled={!picked || link.isPending}>
            {t('deadlines.documents.link')}
          </Button>
        </form>
      )}
      {(link.isError || unlink.isError) && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {errorText(link.error ?? unlink.error)}
        </p>
      )}
    </div>
  );
}
