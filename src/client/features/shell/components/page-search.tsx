// The top bar's search (issue 14 point 9, issue 15 point 7, decision 0137): a combobox whose
// listbox shows the pages of the role's menu matching the text and the firm's records from
// GET /api/search – contacts, organisations, matters, documents, knowledge-base articles – grouped
// by type, accent-insensitive on the server ("kovacs" finds "Kovács"). Arrow keys move through
// the options, Enter opens one, Escape closes; Enter without a chosen option opens the first
// matching page, else the contacts list filtered by the text. On a phone a button opens it.
// A failed search (a 429, no connection) is said as such with a retry, never as "Nincs találat"
// (issue 38.12); the pages of the menu are still offered.
// Every signed-in page shows it, so it is written out instead of a kit form (decision 0442): no
// react-hook-form and no zod on the first paint. It checks as the kit did (onTouched: after the
// field was left or the form sent, then as the user types) the one rule of searchQuerySchema's `q`
// (trimmed, at most MAX_QUERY_LENGTH), with zod's own message in the UI's language.
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError, loadErrorReason } from '@client/components/errors/load-error';
import { rolePermissions } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { MAX_QUERY_LENGTH, foldText } from '@shared/search/normalise';
import type { SearchGroup, SearchHit } from '@shared/search/search.schemas';
import { zodIssueText } from '@client/lib/zod-i18n';
import { allNavItems, hrefOf, type ModuleNav } from '../navigation';
import { useDebounced, useSearch } from '../api/search';

// The text typed, as GET /api/search takes it (searchQuerySchema's `q`: trimmed, at most its
// length); the refusal is zod's own "too long" message, as the schema's check gave it.
function refusalOf(q: string): string | undefined {
  const text = q.trim();
  if (text.length <= MAX_QUERY_LENGTH) return undefined;
  return zodIssueText({ code: 'too_big', origin: 'string', maximum: MAX_QUERY_LENGTH, inclusive: true, input: text });
}

interface Option {
  id: string;
  group: 'pages' | SearchGroup;
  title: string;
  subtitle: string | null;
  snippet: SearchHit['snippet'];
  href: string;
}

export function PageSearch({ role, moduleNav }: { role: Role; moduleNav?: ModuleNav | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setText] = useState('');
  // Checked once the field was left or the form sent, then as the user types (the kit's onTouched).
  const [touched, setTouched] = useState(false);
  // The schema's refusal (a text longer than the search takes) is said where "no result" is.
  const [refusal, setRefusal] = useState<string | undefined>();
  const setQuery = (q: string) => {
    setText(q);
    setRefusal(undefined);
  };
  const inputRef = useRef<HTMLInputElement>(null);
  // A refused submit puts the focus on the field, as the kit does with the first wrong field.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);
  const [open, setOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [message, setMessage] = useState('');
  const settled = useDebounced(query, 200);
  const search = useSearch(settled, open);
  const pages = allNavItems(role, moduleNav).map((item) => ({ label: item.label ?? t(`shell.nav.${item.key}`), href: hrefOf(item) }));

  const groups = useMemo(() => {
    const q = foldText(query.trim());
    const out: { group: Option['group']; options: Option[] }[] = [];
    if (q) {
      const matching = pages.filter((p) => foldText(p.label).includes(q)).slice(0, 4);
      if (matching.length) out.push({ group: 'pages', options: matching.map((p) => ({ id: `page-${p.href}`, group: 'pages', title: p.label, subtitle: null, snippet: [], href: p.href })) });
    }
    if (q.length >= 2 && search.data) for (const g of search.data.groups) out.push({ group: g.group, options: g.items.map((i) => ({ ...i, id: `${g.group}-${i.id}` })) });
    return out;
  }, [query, pages, search.data]);
  const options = groups.flatMap((g) => g.options);
  const expanded = open && query.trim().length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (o: Option) => `${id}-${o.id}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function go(href: string) {
    close();
    setQuery('');
    setMessage('');
    setMobileOpen(false);
    void navigate(href);
  }
  function submitText(q: string) {
    if (!q) return;
    const page = pages.find((p) => foldText(p.label).includes(foldText(q)));
    if (page) return go(page.href);
    if (rolePermissions[role].canViewContacts) return go(`/app/contacts?${new URLSearchParams({ q })}`);
    setMessage(t('shell.search.noResult', { query: q }));
  }
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setTouched(true);
    const refused = refusalOf(query);
    setRefusal(refused);
    if (refused) return setFocusRequest((n) => n + 1);
    submitText(query.trim());
  }
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const chosen = active >= 0 ? options[active] : undefined;
      if (chosen && expanded) go(chosen.href);
      else e.currentTarget.form?.requestSubmit();
    } else if (e.key === 'Escape') {
      if (expanded) close();
      else {
        setQuery('');
        setMobileOpen(false);
      }
    } else if (e.key === 'Home' || e.key === 'End') {
      setActive(-1);
    }
  }

  // The last answer for this text failed (keepPreviousData may still hold an older text's hits).
  const failed = expanded && query.trim().length >= 2 && search.isError && !search.isFetching;
  const status =
    !expanded || query.trim().length < 2
      ? ''
      : failed
        ? [t('shell.search.failed'), loadErrorReason(t, search.error)].filter(Boolean).join(' ')
        : search.isFetching && !search.data
          ? t('shell.search.searching')
          : options.length
            ? t('shell.search.count', { count: options.length })
            : search.isSuccess
              ? t('shell.search.none', { query: query.trim() })
              : '';

  return (
    <>
      <button
        type="button"
        onClick={() => setMobileOpen((v) => !v)}
        aria-expanded={mobileOpen}
        aria-controls={`${id}-form`}
        aria-label={t('shell.search.open')}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
      <form
        noValidate
        id={`${id}-form`}
        role="search"
        onSubmit={onSubmit}
        onBlur={(e) => {
          // Focus moving inside the form (to the retry button) keeps the results open.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setTimeout(close, 150);
        }}
        className={`${mobileOpen ? 'absolute inset-x-0 top-full block border-b border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900' : 'hidden'} md:relative md:top-auto md:block md:min-w-48 md:flex-1 md:max-w-md md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
      >
        {/* The kit's fieldset (min-w-0: a fieldset is as wide as its widest content by default). */}
        <fieldset className="min-w-0">
          <label htmlFor={id} className="sr-only">
            {t('shell.search.label')}
          </label>
          <input
            id={id}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 && options[active] ? optionId(options[active]) : undefined}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? `${id}-message` : undefined}
            ref={inputRef}
            name="q"
            value={query}
            onChange={(e) => {
              const q = e.target.value;
              setText(q);
              if (touched) setRefusal(refusalOf(q));
              setOpen(true);
              setActive(-1);
              setMessage('');
            }}
            onBlur={() => {
              setTouched(true);
              setRefusal(refusalOf(query));
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKeyDown}
            placeholder={t('shell.search.placeholder')}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
          />
          <div className="absolute inset-x-2 top-full z-30 mt-1 space-y-1 md:inset-x-0 md:w-[min(36rem,90vw)]">
            <div
              id={listboxId}
              role="listbox"
              aria-label={t('shell.search.results')}
              hidden={!expanded || options.length === 0}
              className="max-h-[60vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-700 dark:bg-slate-900"
            >
              {groups.map((g) => (
                <div key={g.group} role="group" aria-labelledby={`${id}-g-${g.group}`}>
                  <div id={`${id}-g-${g.group}`} role="presentation" className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
                    {t(`shell.search.groups.${g.group}`)}
                  </div>
                  {g.options.map((o) => {
                    const index = options.indexOf(o);
                    return (
                      <div
                        key={o.id}
                        id={optionId(o)}
                        role="option"
                        aria-selected={index === active}
                        onMouseDown={(e) => e.preventDefault()}
                        onClick={() => go(o.href)}
                        onMouseEnter={() => setActive(index)}
                        className={`cursor-pointer rounded-lg px-2 py-1.5 text-sm ${index === active ? 'bg-indigo-100 dark:bg-indigo-900/60' : ''}`}
                      >
                        <span className="block font-medium text-slate-900 dark:text-white">{o.title}</span>
                        {o.subtitle && (
                          <span className="block text-xs text-slate-700 dark:text-slate-300">{o.group === 'articles' ? t(`knowledgeBase.categories.${o.subtitle}`, { defaultValue: o.subtitle }) : o.subtitle}</span>
                        )}
                        {o.snippet.length > 0 && (
                          <span className="block text-xs text-slate-700 dark:text-slate-300">
                            {o.snippet.map((p, i) =>
                              p.hit ? (
                                <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">
                                  {p.text}
                                </mark>
                              ) : (
                                <span key={i}>{p.text}</span>
                              ),
                            )}
                          </span>
                        )}
                      </div>
                    );
                  })}
                </div>
              ))}
            </div>
            {failed && <LoadError compact title={t('shell.search.failed')} error={search.error} onRetry={() => void search.refetch()} className="shadow-xl" />}
          </div>
          <p aria-live="polite" className="sr-only">
            {status}
          </p>
          <p id={`${id}-message`} aria-live="polite" className="absolute top-full left-0 mt-1 text-xs text-red-700 dark:text-red-300">
            {refusal ?? message}
          </p>
        </fieldset>
      </form>
    </>
  );
}
