// The top bar's search box: finds a page of the current role's menu by its name and opens it;
// otherwise, for a role that may see contacts, it searches the firm's contacts (people and
// organisations, accent-insensitively on the server: "kovacs" finds "Kovács") on /app/contacts.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { rolePermissions } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { allNavItems, hrefOf, type ModuleNav } from '../navigation';

export function PageSearch({ role, moduleNav }: { role: Role; moduleNav?: ModuleNav | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState('');
  const items = allNavItems(role, moduleNav).map((item) => ({ label: item.label ?? t(`shell.nav.${item.key}`), href: hrefOf(item) }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = query.trim().toLocaleLowerCase('hu');
    if (!q) return;
    const hit = items.find((i) => i.label.toLocaleLowerCase('hu').includes(q));
    if (!hit && rolePermissions[role].canViewContacts) {
      setMessage('');
      setQuery('');
      void navigate(`/app/contacts?${new URLSearchParams({ q: query.trim() }).toString()}`);
      return;
    }
    if (!hit) {
      setMessage(t('shell.search.noResult', { query: query.trim() }));
      return;
    }
    setMessage('');
    setQuery('');
    void navigate(hit.href);
  }

  return (
    <form role="search" onSubmit={onSubmit} className="relative hidden flex-1 md:block md:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {t('shell.search.label')}
      </label>
      <input
        id={id}
        type="search"
        list={`${id}-pages`}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setMessage('');
        }}
        placeholder={t('shell.search.placeholder')}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <datalist id={`${id}-pages`}>
        {items.map((i) => (
          <option key={i.href} value={i.label} />
        ))}
      </datalist>
      <p aria-live="polite" className="absolute top-full left-0 mt-1 text-xs text-red-700 dark:text-red-300">
        {message}
      </p>
    </form>
  );
}
