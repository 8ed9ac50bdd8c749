// /app/themis: the legal assistant. History per user (optionally per matter) on the left, the
// conversation on the right; the answer streams in, with its sources as links to the documents.
// Without a configured model the answer is the retrieved passages under a plain notice (server).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Citation, sendMessageBodySchema, type ThemisMessage, themisTaskTypes } from '@shared/ai-modules/themis.schemas';
import { ErrorList, Form, SelectField, SubmitButton, TextareaField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { askThemis, useConversation, useConversations, useCreateConversation, useThemisMatters } from '../api/themis-api';
import { themisKeys } from '../api/themis-keys';
import { CitationList } from './citation-list';

function MessageBubble({ message }: { message: Pick<ThemisMessage, 'role' | 'content' | 'citations' | 'mode'> & { createdAt?: string } }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <li className={`max-w-3xl rounded-xl p-3 wrap-anywhere ${mine ? 'ml-auto bg-indigo-50 dark:bg-indigo-950' : 'bg-white shadow-sm dark:bg-slate-900'}`}>
      <p className="text-xs font-semibold text-slate-600 dark:text-slate-300">
        {mine ? t('themis.chat.you') : t('themis.chat.themis')}
        {message.mode === 'retrieval' ? ` · ${t('themis.chat.retrievalOnly')}` : ''}
        {message.createdAt ? ` · ${formatDateTime(message.createdAt)}` : ''}
      </p>
      <p className="mt-1 whitespace-pre-wrap text-sm text-slate-900 dark:text-slate-100">{message.content}</p>
      <CitationList citations={message.citations} />
    </li>
  );
}

export function ThemisPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const conversations = useConversations();
  const matters = useThemisMatters();
  const create = useCreateConversation();
  const [selected, setSelected] = useState<string | null>(null);
  const [matterId, setMatterId] = useState('');
  // A matter picked other than the open conversation's starts a new one: the next question opens a
  // conversation on the picked matter instead of landing in the previous conversation.
  const [fresh, setFresh] = useState(false);
  const form = useZodForm(sendMessageBodySchema, { defaultValues: { content: '', taskType: 'legal_research' } });
  const [pending, setPending] = useState<{ question: string; text: string; citations: Citation[] } | null>(null);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  const active = fresh ? null : (selected ?? conversations.data?.[0]?.id ?? null);
  const conversation = useConversation(active);
  // The picker shows the open conversation's matter (the first one too, opened on arrival); with
  // none open, the matter picked for the next one. A new conversation takes what the picker shows.
  const open = conversations.data?.find((c) => c.id === active) ?? (active && conversation.data?.id === active ? conversation.data : undefined);
  const shownMatter = open ? (open.matterId ?? '') : matterId;

  async function send({ content, taskType }: z.output<typeof sendMessageBodySchema>) {
    setError('');
    let id = active;
    try {
      if (!id) {
        id = (await create.mutateAsync({ matterId: shownMatter || null })).id;
        setSelected(id);
        setFresh(false);
      }
      form.setValue('content', '');
      setPending({ question: content, text: '', citations: [] });
      abort.current = new AbortController();
      await askThemis(
        id,
        content,
        {
          onCitations: (citations) => setPending((p) => (p ? { ...p, citations } : p)),
          onDelta: (text) => setPending((p) => (p ? { ...p, text: p.text + text } : p)),
        },
        abort.current.signal,
        taskType,
      );
    } catch (err) {
      // The question comes back into the box; the form shows the error (a field's on its field).
      form.setValue('content', content);
      throw err;
    } finally {
      setPending(null);
      if (id) await qc.invalidateQueries({ queryKey: themisKeys.conversation(id) });
      await qc.invalidateQueries({ queryKey: themisKeys.conversations });
    }
  }

  function pickMatter(id: string) {
    setMatterId(id);
    if (open && (open.matterId ?? '') !== id) setFresh(true);
  }

  function openConversation(id: string, onMatter: string | null) {
    setSelected(id);
    setFresh(false);
    setMatterId(onMatter ?? '');
  }

  async function startNew() {
    setError('');
    try {
      const created = await create.mutateAsync({ matterId: shownMatter || null });
      setSelected(created.id);
      setFresh(false);
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader title={t('themis.chat.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t('themis.chat.intro')}</p>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
        <aside className="min-w-0 space-y-3" aria-label={t('themis.chat.history')}>
          <label className="block text-sm">
            {t('themis.chat.matter')}
            {/* Until the conversations arrive the picker cannot show the open one's matter: a pick made
                then would be overwritten by the first conversation's, so it waits. */}
            <select className={`${inputClasses} w-full max-w-full`} value={shownMatter} disabled={conversations.isPending} onChange={(e) => pickMatter(e.target.value)}>
              <option value="">{t('themis.chat.noMatter')}</option>
              {matters.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.number} – {m.title}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" className="w-full" onClick={() => void startNew()} disabled={create.isPending || conversations.isPending}>
            {t('themis.chat.new')}
          </Button>
          <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('themis.chat.history')}</h2>
          <ul className="space-y-1">
            {conversations.data?.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  aria-current={c.id === active ? 'true' : undefined}
                  onClick={() => openConversation(c.id, c.matterId)}
                  className={`w-full rounded-lg px-2 py-1.5 text-left text-sm ${c.id === active ? 'bg-indigo-100 font-semibold text-indigo-900 dark:bg-indigo-900 dark:text-white' : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
                >
                  <span className="block truncate">{c.title}</span>
                  <span className={`block text-xs font-normal ${c.id === active ? 'text-indigo-900 dark:text-indigo-100' : 'text-slate-600 dark:text-slate-400'}`}>
                    {c.matterTitle ? `${c.matterTitle} · ` : ''}
                    {formatDateTime(c.updatedAt)}
                  </span>
                </button>
              </li>
            ))}
            {conversations.data?.length === 0 ? <li className="text-sm text-slate-600 dark:text-slate-400">{t('themis.chat.noConversations')}</li> : null}
          </ul>
        </aside>
        <section aria-label={t('themis.chat.conversation')} className="flex min-h-[28rem] min-w-0 flex-col rounded-xl border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-950">
          {conversation.data?.matterTitle ? <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t('themis.chat.onMatter', { matter: conversation.data.matterTitle })}</p> : null}
          <ol className="flex-1 space-y-3" aria-live="polite">
            {conversation.data?.messages.map((m) => (
              <MessageBubble key={m.id} message={m} />
            ))}
            {pending ? (
              <>
                <MessageBubble message={{ role: 'user', content: pending.question, citations: [], mode: null }} />
                <MessageBubble message={{ role: 'assistant', content: pending.text || t('themis.chat.thinking'), citations: pending.citations, mode: null }} />
              </>
            ) : null}
          </ol>
          <Form form={form} onSubmit={send} guardUnsaved={false} className="mt-3 space-y-2">
            <ErrorList />
            <SelectField name="taskType" label={t('themis.chat.task')} className="max-w-md" options={themisTaskTypes.map((task) => ({ value: task, label: t(`themis.chat.tasks.${task}`) }))} />
            <TextareaField
              name="content"
              label={t('themis.chat.question')}
              hint={t('themis.chat.hint')}
              rows={3}
              maxLength={8000}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
            />
            {error ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {error}
              </p>
            ) : null}
            <SubmitButton disabled={pending !== null || create.isPending} pendingText={t('themis.chat.sending')}>
              {t('themis.chat.send')}
            </SubmitButton>
          </Form>
        </section>
      </div>
    </div>
  );
}
