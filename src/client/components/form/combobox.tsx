// A searching picker (ARIA 1.2 combobox with a listbox popup, decision 0487's amendment): a text
// input that shows the chosen choice's label; typing filters the choices by an accent-insensitive
// substring ("kovacs" finds "Kovács Ödön"), the arrow keys move in the list, Enter chooses, Escape
// closes it and brings back the chosen label. The value is the choice's `value` (an id), exactly
// what a select would send. `ComboboxField` is the kit's field; `Combobox` the bare control.
// With `onSearch` (decision 0512) the caller searches too: it gets the typed query after a pause and
// gives the server's matches as `options`, for lists too long to load whole.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contactSearchKey } from '@shared/contacts/search-key';
import { type ControlProps, Field, type Option } from './fields';
import { inputClasses } from './input-classes';

/** At most this many matches are drawn at once; typing more narrows the rest down. */
export const COMBOBOX_SHOWN = 100;

/**
 * A picker's choice: `keywords` is what else the caller's search matches but the label does not show
 * (a firm's slug), so the filter here does not hide a match the server found by it.
 */
export interface ComboboxOption extends Option {
  keywords?: string;
}

/** The choices whose label (or keywords) contains `query`, accents and case aside (all of them for an empty query). */
export function filterChoices<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const key = contactSearchKey(query);
  if (!key) return [...options];
  return options.filter((o) => contactSearchKey(o.keywords ? `${o.label} ${o.keywords}` : o.label).includes(key));
}

/** The pause in typing (ms) after which `onSearch` gets the query. */
export const COMBOBOX_SEARCH_DELAY = 250;

/** A combobox whose caller searches (on the server) as the user types (decision 0512). */
export interface ComboboxSearchProps {
  /**
   * Called with the typed query (trimmed) once typing paused for `COMBOBOX_SEARCH_DELAY`, and with
   * '' when the list closes: the caller fetches the matches and gives them as `options`. They are
   * narrowed here by the same accent-insensitive filter, so older matches narrow at once while the
   * new ones come; the chosen choice keeps its label when the new matches no longer hold it.
   */
  onSearch?: (query: string) => void;
  /**
   * The caller's matches – or, without `onSearch`, its whole list – are on their way: „Keresés…”
   * in the list and the status (and no „Nincs találat.” before they came).
   */
  searching?: boolean;
  /** Matches the caller found but did not give (the server's total past its page), counted in „Még N találat”. */
  moreMatches?: number;
}

export interface ComboboxProps extends Partial<ControlProps>, ComboboxSearchProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly ComboboxOption[];
  /** The label of the empty choice (value ''), offered first; without it there is none. */
  emptyLabel?: string;
  /**
   * A whole list (no `onSearch`) with nothing in it: what the open list says instead of „Nincs
   * találat.”, which reads as if the typing found nothing – e.g. „Még nincs ügyfél…” (decision 0514).
   */
  noChoicesLabel?: string;
  /** For a combobox without a visible <label for>: its accessible name. */
  'aria-label'?: string;
  name?: string;
  disabled?: boolean;
  inputRef?: (el: HTMLInputElement | null) => void;
}

export function Combobox({ value, onChange, onBlur, options, emptyLabel, noChoicesLabel, name, disabled, inputRef, id: givenId, onSearch, searching = false, moreMatches = 0, ...aria }: ComboboxProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  // The choice chosen here: when the caller searches, its next matches may not hold it any more.
  const [picked, setPicked] = useState<ComboboxOption | null>(null);
  const kept = onSearch && value !== '' && picked?.value === value && !options.some((o) => o.value === value) ? picked : null;
  const choices = useMemo(() => [...(emptyLabel === undefined ? [] : [{ value: '', label: emptyLabel }]), ...(kept ? [kept] : []), ...options], [options, emptyLabel, kept]);
  const chosen = choices.find((o) => o.value === value);
  const [open, setOpen] = useState(false);
  // What the user typed since opening; null: not searching (the input shows the chosen label).
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  // The caller's search: the query last handed over, and the one waiting for the pause in typing.
  const searched = useRef('');
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string, delay: number) => {
    if (!onSearch) return;
    clearTimeout(timer.current);
    const term = text.trim();
    const send = () => {
      setPending(false);
      if (term === searched.current) return;
      searched.current = term;
      onSearch(term);
    };
    if (delay === 0) return send();
    setPending(true);
    timer.current = setTimeout(send, delay);
  };
  const loading = searching || (!!onSearch && pending);
  const matches = useMemo(() => filterChoices(choices, query ?? ''), [choices, query]);
  const shown = matches.slice(0, COMBOBOX_SHOWN);
  const more = matches.length - shown.length + (loading ? 0 : moreMatches);
  const nothingToChoose = noChoicesLabel !== undefined && !onSearch && options.length === 0;
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (i: number) => `${id}-opt-${i}`;

  const show = (index: number) => {
    setActive(index);
    list.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    // Opened on the chosen choice, so the arrows go on from it.
    setActive(Math.max(0, choices.indexOf(chosen as ComboboxOption)));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    // The next opening starts from the caller's unsearched list.
    search('', 0);
  };
  const choose = (option: ComboboxOption) => {
    setPicked(option);
    if (option.value !== value) onChange(option.value);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      if (shown.length === 0) return;
      const next = e.key === 'ArrowDown' ? Math.min(activeIndex + 1, shown.length - 1) : Math.max(activeIndex - 1, 0);
      show(next);
    } else if (e.key === 'Enter') {
      // Enter in an open list chooses; in a closed one it submits the form as in any field.
      if (!open) return;
      e.preventDefault();
      const option = shown[activeIndex];
      if (option) choose(option);
    } else if (e.key === 'Escape') {
      if (!open && query === null) return;
      e.preventDefault();
      // The dialog around it stays open: Escape only closes the list.
      e.stopPropagation();
      close();
    } else if ((e.key === 'Home' || e.key === 'End') && open && shown.length > 0) {
      e.preventDefault();
      show(e.key === 'Home' ? 0 : shown.length - 1);
    }
  };

  return (
    <div className="relative">
      <input
        {...aria}
        id={id}
        ref={inputRef}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={emptyLabel ?? t('form.combobox.placeholder')}
        value={query ?? (chosen && chosen.value !== '' ? chosen.label : '')}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
          search(e.target.value, COMBOBOX_SEARCH_DELAY);
        }}
        // A long chosen label shows its start, cut with an ellipsis while the field is not focused,
        // and the whole of it as a tooltip when it does not fit (set on hover only then, so a screen
        // reader does not hear the value twice as the description). Focusing it – a dialog's first
        // field is – put the caret at the end and scrolled the text to its end: now the whole label
        // is selected with the caret at its start, so the start shows and typing still replaces it.
        onMouseEnter={(e) => {
          const input = e.currentTarget;
          input.title = query === null && input.scrollWidth > input.clientWidth ? input.value : '';
        }}
        onFocus={(e) => {
          if (query !== null) return;
          const input = e.currentTarget;
          input.setSelectionRange(0, input.value.length, 'backward');
          input.scrollLeft = 0;
        }}
        onClick={openList}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className={`${inputClasses} pr-9 text-ellipsis`}
      />
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-3 mt-0.5 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400">
        <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
      {/* The list is in the page while closed too (hidden), so aria-controls always names it. */}
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={aria['aria-label']}
        aria-labelledby={aria['aria-label'] ? undefined : `${id}-label`}
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-300 bg-white py-1 text-sm shadow-lg dark:border-slate-600 dark:bg-slate-800"
      >
        {open &&
          shown.map((o, i) => (
            <li
              key={o.value}
              id={optionId(i)}
              role="option"
              aria-selected={o.value === value}
              // The input keeps the focus: a press on a choice must not blur it (and close the list) first.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(o)}
              onMouseMove={() => i !== activeIndex && setActive(i)}
              className={`flex min-h-11 cursor-pointer items-center px-3 py-2 ${i === activeIndex ? 'bg-indigo-100 text-indigo-950 dark:bg-indigo-900 dark:text-white' : 'text-slate-900 dark:text-slate-100'} ${o.value === value ? 'font-semibold' : ''}`}
            >
              {o.label}
            </li>
          ))}
        {open && loading && (
          <li role="presentation" className="px-3 py-2 text-slate-700 dark:text-slate-300">
            {t('form.combobox.searching')}
          </li>
        )}
        {open && !loading && matches.length === 0 && (
          <li role="presentation" className="px-3 py-2 text-slate-700 dark:text-slate-300">
            {nothingToChoose ? noChoicesLabel : t('form.combobox.noMatches')}
          </li>
        )}
        {open && more > 0 && (
          <li role="presentation" className="px-3 py-2 text-xs text-slate-700 dark:text-slate-300">
            {t('form.combobox.more', { count: more })}
          </li>
        )}
      </ul>
      {/* The count of matches as the user types, read out (the caller's search pending: that); only while the list is open. */}
      {open && (
        <span role="status" className="sr-only">
          {query === null ? '' : loading ? t('form.combobox.searching') : t('form.combobox.count', { count: matches.length + moreMatches })}
        </span>
      )}
    </div>
  );
}

/**
 * The picker bound to the surrounding kit form's field `name`, inside a `Field` that gives its
 * label, hint and message (`props`). `onChosen` runs after a choice, e.g. to fill in a name.
 */
export function FormCombobox({
  name,
  props,
  options,
  emptyLabel,
  noChoicesLabel,
  onChosen,
  ...search
}: { name: string; props: ControlProps; options: readonly ComboboxOption[]; emptyLabel?: string; noChoicesLabel?: string; onChosen?: (value: string) => void } & ComboboxSearchProps) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <Combobox
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(value) => {
        field.onChange(value);
        onChosen?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      options={options}
      emptyLabel={emptyLabel}
      noChoicesLabel={noChoicesLabel}
      {...search}
    />
  );
}

/**
 * A searching picker field of the kit: labelled, its hint and message wired like any field, its
 * value the chosen option's `value` ('' for the empty choice). For lists too long for a select;
 * with `onSearch` for lists the server searches (decision 0512).
 */
export function ComboboxField({
  name,
  label,
  hint,
  required,
  className,
  options,
  emptyLabel,
  noChoicesLabel,
  onChosen,
  ...search
}: {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  options: readonly ComboboxOption[];
  emptyLabel?: string;
  /** The list's text when the whole list is empty (`Combobox`'s `noChoicesLabel`). */
  noChoicesLabel?: string;
  onChosen?: (value: string) => void;
} & ComboboxSearchProps) {
  return (
    <Field name={name} label={label} hint={hint} required={required} className={className}>
      {(props) => <FormCombobox name={name} props={props} options={options} emptyLabel={emptyLabel} noChoicesLabel={noChoicesLabel} onChosen={onChosen} {...search} />}
    </Field>
  );
}
