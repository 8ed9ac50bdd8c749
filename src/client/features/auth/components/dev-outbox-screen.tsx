// /dev/outbox: the development outbox (server: mail/mail.plugin.ts), with clickable links so the
// verification and reset flows can be followed without a mail server.
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { listOutbox } from '../api/account-api';
import { authKeys } from '../api/auth-keys';
import { alertClasses, linkClasses } from './form-field';
import { dateTimeFormat } from '@shared/intl';

function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className={`${linkClasses} break-all`}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function DevOutboxScreen() {
  const { t, i18n } = useTranslation();
  const query = useQuery({ queryKey: authKeys.devOutbox, queryFn: listOutbox, retry: false });
  return (
    <section className="w-full max-w-3xl space-y-4" aria-labelledby="outbox-heading">
      <div className="flex items-center justify-between gap-3">
        <h1 id="outbox-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('accountScreens.outbox.title')}
        </h1>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('accountScreens.outbox.refresh')}
        </Button>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('accountScreens.outbox.intro')}</p>
      {query.isPending && <p role="status">{t('common.loading')}</p>}
      {query.isError && (
        <p role="alert" className={alertClasses}>
          {t('accountScreens.outbox.unavailable')}
        </p>
      )}
      {query.data && query.data.messages.length === 0 && <p>{t('accountScreens.outbox.empty')}</p>}
      {query.data && (
        <ul className="space-y-3">
          {query.data.messages.map((m) => (
            <li key={m.id}>
              <article aria-label={m.subject} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
                <h2 className="font-semibold text-slate-900 dark:text-white">{m.subject}</h2>
                <p className="text-xs text-slate-700 dark:text-slate-300">
                  {t('accountScreens.outbox.to', { to: m.to })} · {dateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'hu-HU', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(m.createdAt))}
                </p>
                <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
                  <Linkified text={m.text} />
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
