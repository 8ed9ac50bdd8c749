// Drag-and-drop (or pick) upload: the chosen files first ask for their titles (pre-filled from
// the file name without its extension, editable – issue 38.8), then every file goes in its own
// request with its title, so each has its own progress bar and, if refused, its own Hungarian
// reason; the list refreshes as files land.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { uploadFormSchema } from '@shared/documents/documents.schemas';
import { ComboboxField, ErrorList, Form, SubmitButton, TextField, useFieldList, useZodForm } from '@client/components/form';
import { errorText, isApiError } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { uploadDocument, useInvalidateDocuments, useMatterChoices } from '../api/documents-api';
import { ProgressBar } from './document-labels';

/** The title a file is offered under: its name without the extension ("Ajánlat 2026.docx" → "Ajánlat 2026"). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).slice(0, 200);
}

interface Item {
  key: string;
  name: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

/** The shared fields of one upload request that a server message may name. */
const sharedFields = ['matterId', 'folder', 'tags'] as const;

export function UploadZone() {
  const { t } = useTranslation();
  const id = useId();
  const invalidate = useInvalidateDocuments();
  const [items, setItems] = useState<Item[]>([]);
  // The chosen files by their item's key (the form holds the titles).
  const [files] = useState(() => new Map<string, File>());
  const form = useZodForm(uploadFormSchema, { defaultValues: { matterId: '', folder: '', tags: '', files: [] } });
  const pendingCount = (useWatch({ control: form.control, name: 'files' }) ?? []).length;

  // Set after the form's own reset at the end of its submit (which clears messages): the uploads outlast it.
  const [refused, setRefused] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    if (refused) for (const field of sharedFields) if (refused[field]) form.setError(field, { type: 'server', message: refused[field] });
  }, [refused, form]);

  const update = (key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  async function send({ matterId, folder, tags, files: chosen }: { matterId: string; folder: string; tags: string; files: { key: string; title: string }[] }) {
    setRefused(null);
    form.reset({ matterId, folder, tags, files: [] });
    const batch = chosen.flatMap(({ key, title }) => {
      const file = files.get(key);
      files.delete(key);
      return file ? [{ file, title, item: { key: `${file.name}-${crypto.randomUUID()}`, name: file.name, progress: 0, state: 'uploading' as const } }] : [];
    });
    setItems((list) => [...batch.map((b) => b.item), ...list].slice(0, 30));
    await Promise.all(
      batch.map(async ({ file, title, item }) => {
        try {
          await uploadDocument(file, { title, matterId, folder, tags }, (p) => update(item.key, { progress: p }));
          update(item.key, { progress: 1, state: 'done' });
        } catch (error) {
          update(item.key, { state: 'failed', error: errorText(error) });
          // A refused matter, folder or tags is also shown on its field, for the next try.
          if (isApiError(error) && error.fields) setRefused(error.fields);
        }
        void invalidate();
      }),
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('documents.upload.title')}
      </h2>
      <Form
        form={form}
        guardUnsaved={false}
        className="space-y-4"
        // While titles are asked for, the form is named by that question (as the titles form was); otherwise by the section.
        {...(pendingCount > 0 ? { 'aria-label': t('documents.upload.titlesLabel') } : { 'aria-labelledby': `${id}-title` })}
        onSubmit={(values) => void send(values)}
      >
        <UploadFields files={files} />
      </Form>
      {items.length > 0 && (
        <ul className="space-y-2" aria-live="polite">
          {items.map((item) => (
            <li key={item.key} className="space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate font-medium">{item.name}</span>
                <span className={item.state === 'failed' ? 'text-rose-700 dark:text-rose-300' : 'text-slate-700 dark:text-slate-300'}>
                  {item.state === 'uploading' ? `${Math.round(item.progress * 100)}%` : t(`documents.upload.${item.state}`)}
                </span>
              </div>
              <ProgressBar value={item.progress} label={t('documents.upload.progress', { name: item.name })} />
              {item.error && <p className="text-rose-700 dark:text-rose-300">{item.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Where the files go, the drop zone, and the chosen files' titles (a list of the form). */
function UploadFields({ files }: { files: Map<string, File> }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const matters = useMatterChoices();
  const list = useFieldList<{ key: string; title: string }>('files');
  const pending = (useWatch({ name: 'files' }) ?? []) as { key: string; title: string }[];
  const emptyTitle = pending.some((p) => (p.title ?? '').trim() === '');

  const choose = (chosen: FileList | File[]) => {
    // Copied now: the input's FileList empties when its value is reset right after.
    for (const file of [...chosen]) {
      const key = `${file.name}-${crypto.randomUUID()}`;
      files.set(key, file);
      list.append({ key, title: titleFromFileName(file.name) }, { shouldFocus: false });
    }
  };
  const cancel = () => {
    files.clear();
    list.replace([]);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length > 0) choose(e.dataTransfer.files);
  };

  return (
    <>
      <ErrorList />
      <div className="grid gap-3 sm:grid-cols-3">
        <ComboboxField
          name="matterId"
          label={t('documents.upload.matter')}
          className="text-sm"
          emptyLabel={t('documents.upload.noMatter')}
          options={(matters.data ?? []).map((m) => ({ value: m.id, label: `${m.number} – ${m.title}` }))}
        />
        <TextField name="folder" label={t('documents.upload.folder')} placeholder="Szerződések/2026" className="text-sm" />
        <TextField name="tags" label={t('documents.upload.tags')} placeholder={t('documents.upload.tagsHint')} className="text-sm" />
      </div>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="drop-zone"
        className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${over ? 'border-indigo-600 bg-indigo-50 dark:bg-indigo-950' : 'border-slate-300 dark:border-slate-600'}`}
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('documents.upload.drop')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('documents.upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          className="sr-only"
          aria-label={t('documents.upload.pick')}
          onChange={(e) => {
            if (e.target.files?.length) choose(e.target.files);
            e.target.value = '';
          }}
        />
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('documents.upload.types')}</p>
      </div>
      {list.fields.length > 0 && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('documents.upload.titlesHint')}</p>
          {list.fields.map((f, i) => {
            const name = files.get(pending[i]?.key ?? '')?.name ?? '';
            return (
              <div key={f.key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
                <TextField name={`files.${i}.title`} label={t('documents.upload.titleOf', { name })} maxLength={200} className="min-w-0 flex-1 text-sm" />
                <Button
                  variant="ghost"
                  aria-label={t('documents.upload.removeNamed', { name })}
                  onClick={() => {
                    files.delete(pending[i]?.key ?? '');
                    list.remove(i);
                  }}
                >
                  {t('documents.upload.remove')}
                </Button>
              </div>
            );
          })}
          {emptyTitle && <p className="text-sm text-rose-700 dark:text-rose-300">{t('documents.upload.titleRequired')}</p>}
          <div className="flex flex-wrap gap-2">
            <SubmitButton disabled={emptyTitle}>{t('documents.upload.start', { count: list.fields.length })}</SubmitButton>
            <Button variant="secondary" onClick={cancel}>
              {t('documents.upload.cancel')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
