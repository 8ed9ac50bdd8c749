// One portal conversation (issue 35 point 2), for the customer and the firm alike: the messages
// as a live log (new ones are announced politely to screen readers), each own message with its
// read receipt, and the reply form. Opening it moves the reader's read mark (`onRead`) whenever it
// shows unread messages – also when a new one arrives through the live stream. The log opens at
// the newest message and follows new ones while the reader is at its end.
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { PortalThread } from '@shared/client-portal/client-portal.schemas';
import { attachmentMessageBodySchema } from '@shared/client-portal/client-portal.schemas';
import { ErrorList, FileInput, Form, SubmitButton, TextareaField, useZodForm } from '@client/components/form';
import { formatDateTime } from '@client/lib/format';
import { attachmentUrl, type Reply } from '../api/messages-api';

/** The compose box: a text, or a file with an optional text (checked on submit). */
const composeSchema = z.object({ body: attachmentMessageBodySchema });

export interface ThreadViewProps {
  thread: PortalThread;
  side: 'customer' | 'firm';
  /** Sends the text and, when one is chosen, the file (one per message). */
  onReply: (reply: Reply) => Promise<unknown>;
  onRead: () => void;
  /** The customer cannot write in a closed thread; the firm's answer reopens it. */
  canReply: boolean;
  closedNotice?: string;
  /** Above the messages: the firm's assignment and close controls. */
  tools?: ReactNode;
  back?: ReactNode;
}

export function ThreadView({ thread, side, onReply, onRead, canReply, closedNotice, tools, back }: ThreadViewProps) {
  const { t } = useTranslation();
  const headingId = `thread-${thread.id}`;
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  });
  const newest = thread.messages.at(-1)?.id;
  useEffect(() => {
    if (thread.unread > 0) read.current();
  }, [thread.unread, newest]);
  const log = useRef<HTMLDivElement>(null);
  // Whether the reader is at the log's end: a new message then scrolls into view; a reader who
  // scrolled back to read an older one is left where they are.
  const following = useRef(true);
  useLayoutEffect(() => {
    const box = log.current;
    if (box && following.current) box.scrollTop = box.scrollHeight;
  }, [newest]);
  const form = useZodForm(composeSchema, { defaultValues: { body: '' } });
  const [file, setFile] = useState<File | null>(null);
  // A new FileInput after each send clears the chosen file.
  const [fileKey, setFileKey] = useState(0);
  const mine = (fromFirm: boolean) => fromFirm === (side === 'firm');
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-700 dark:bg-slate-900">
      {back}
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
          {thread.subject}
        </h2>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700 dark:text-slate-300">
          <span>{t('clientPortal.messages.thread.client', { name: thread.client.name })}</span>
          {thread.matter && <span>{t('clientPortal.messages.thread.matter', { number: thread.matter.number, title: thread.matter.title })}</span>}
        </p>
      </div>
      {tools}
      {/* The log is a wrapper: role="log" on the <ol> itself would take away its list semantics (axe: listitem). */}
      <div
        ref={log}
        role="log"
        aria-label={t('clientPortal.messages.thread.log')}
        aria-live="polite"
        className="max-h-[60vh] overflow-y-auto"
        tabIndex={0}
        onScroll={(e) => {
          const box = e.currentTarget;
          following.current = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
        }}
      >
        <ol className="space-y-3">
          {thread.messages.map((m) => {
            const own = mine(m.fromFirm);
            return (
              <li key={m.id} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
                <article className={`max-w-[85%] rounded-2xl px-4 py-2 ${own ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'}`}>
                  <p className={`text-xs font-semibold ${own ? 'text-indigo-100' : 'text-slate-700 dark:text-slate-300'}`}>
                    {own ? t('clientPortal.messages.thread.you') : (m.authorName ?? t('clientPortal.messages.thread.firm'))}
                    {own && m.authorName && side === 'firm' ? ` (${m.authorName})` : ''}
                  </p>
                  {m.body && <p className="mt-1 whitespace-pre-wrap break-words text-sm">{m.body}</p>}
                  {m.attachment && (
                    <p className="mt-1 text-sm">
                      <a href={attachmentUrl(side, thread.id, m.attachment.documentId)} download className={`break-all font-medium underline ${own ? 'text-white' : 'text-indigo-700 dark:text-indigo-300'}`}>
                        {t('clientPortal.messages.thread.attachment', { name: m.attachment.fileName })}
                      </a>
                    </p>
                  )}
                  <p className={`mt-1 text-xs ${own ? 'text-indigo-100' : 'text-slate-700 dark:text-slate-300'}`}>
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                    {own && <span> · {m.readByOtherSide ? t('clientPortal.messages.thread.read') : t('clientPortal.messages.thread.sent')}</span>}
                  </p>
                </article>
              </li>
            );
          })}
        </ol>
      </div>
      {thread.status === 'closed' && closedNotice && <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{closedNotice}</p>}
      {canReply && (
        <Form
          form={form}
          guardUnsaved={false}
          aria-label={t('clientPortal.messages.thread.reply')}
          onSubmit={async (values) => {
            // Shown by the form's error list, like the server's refusals.
            if (!values.body && !file) throw new Error(t('clientPortal.messages.thread.empty'));
            await onReply({ body: values.body, file });
            // One's own message is always shown, wherever the log was scrolled to.
            following.current = true;
            form.reset({ body: '' });
            setFile(null);
            setFileKey((k) => k + 1);
          }}
        >
          <ErrorList />
          <TextareaField name="body" label={t('clientPortal.messages.thread.reply')} rows={3} />
          <FileInput key={fileKey} name="file" label={t('clientPortal.messages.thread.file')} hint={t('clientPortal.messages.thread.fileHint')} onFiles={(files) => setFile(files[0] ?? null)} />
          <div className="flex justify-end">
            <SubmitButton pendingText={t('clientPortal.messages.thread.sending')}>{t('clientPortal.messages.thread.send')}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
