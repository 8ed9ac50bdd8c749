// Drag-and-drop (or pick) upload: the chosen files first ask for their titles (pre-filled from
// the file name without its extension, editable – issue 38.8), then every file goes in its own
// request with its title, so each has its own progress bar and, if refused, its own Hungarian
// reason; the list refreshes as files land.
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@client/lib/api-client';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { uploadDocument, useInvalidateDocuments } from '../api/documents-api';
import { ProgressBar } from './document-labels';
import { MatterSelect } from './matter-select';

interface Pending {
  key: string;
  file: File;
  title: string;
}

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

export function UploadZone() {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidateDocuments();
  const [over, setOver] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const [pending, setPending] = useState<Pending[]>([]);
  const [matterId, setMatterId] = useState('');
  const [folder, setFolder] = useState('');
  const [tags, setTags] = useState('');

  const update = (key: string, patch: Partial<Item>) => setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const choose = (files: FileList | File[]) => {
    // Copied now: the input's FileList empties when its value is reset right after.
    const chosen = [...files].map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, file, title: titleFromFileName(file.name) }));
    setPending((list) => [...list, ...chosen]);
  };

  async function send(chosen: Pending[]) {
    setPending([]);
    const batch = chosen.map(({ file, title }) => ({ file, title, item: { key: `${file.name}-${crypto.randomUUID()}`, name: file.name, progress: 0, state: 'uploading' as const } }));
    setItems((list) => [...batch.map((b) => b.item), ...list].slice(0, 30));
    await Promise.all(
      batch.map(async ({ file, title, item }) => {
        try {
          await uploadDocument(file, { title: title.trim(), matterId, folder, tags }, (p) => update(item.key, { progress: p }));
          update(item.key, { progress: 1, state: 'done' });
        } catch (error) {
          update(item.key, { state: 'failed', error: errorText(error) });
        }
        void invalidate();
      }),
    );
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.files.length > 0) choose(e.dataTransfer.files);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('documents.upload.title')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <MatterSelect label={t('documents.upload.matter')} emptyLabel={t('documents.upload.noMatter')} value={matterId} onChange={setMatterId} />
        <label className="text-sm">
          {t('documents.upload.folder')}
          <input className={inputClasses} value={folder} placeholder="Szerződések/2026" onChange={(e) => setFolder(e.target.value)} />
        </label>
        <label className="text-sm">
          {t('documents.upload.tags')}
          <input className={inputClasses} value={tags} placeholder={t('documents.upload.tagsHint')} onChange={(e) => setTags(e.target.value)} />
        </label>
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
      {pending.length > 0 && (
        <form
          aria-label={t('documents.upload.titlesLabel')}
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (pending.every((p) => p.title.trim() !== '')) void send(pending);
          }}
        >
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('documents.upload.titlesHint')}</p>
          {pending.map((p) => (
            <div key={p.key} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <label className="min-w-0 flex-1 text-sm">
                {t('documents.upload.titleOf', { name: p.file.name })}
                <input
                  className={inputClasses}
                  value={p.title}
                  maxLength={200}
                  required
                  aria-invalid={p.title.trim() === '' ? true : undefined}
                  onChange={(e) => setPending((list) => list.map((x) => (x.key === p.key ? { ...x, title: e.target.value } : x)))}
                />
              </label>
              <Button type="button" variant="ghost" aria-label={t('documents.upload.removeNamed', { name: p.file.name })} onClick={() => setPending((list) => list.filter((x) => x.key !== p.key))}>
                {t('documents.upload.remove')}
              </Button>
            </div>
          ))}
          {pending.some((p) => p.title.trim() === '') && <p className="text-sm text-rose-700 dark:text-rose-300">{t('documents.upload.titleRequired')}</p>}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending.some((p) => p.title.trim() === '')}>
              {t('documents.upload.start', { count: pending.length })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setPending([])}>
              {t('documents.upload.cancel')}
            </Button>
          </div>
        </form>
      )}
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
