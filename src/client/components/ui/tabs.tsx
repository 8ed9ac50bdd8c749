// Tabs (WAI-ARIA tabs pattern): a named tablist, the selected tab in the tab order and the others
// reached with the arrow keys, Home and End; each panel labelled by its tab. Controlled: the
// caller keeps the selected key (e.g. in the URL, so a tab can be linked to).
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem {
  key: string;
  label: string;
  content: ReactNode;
}

export function Tabs({ label, items, selected, onSelect }: { label: string; items: readonly TabItem[]; selected: string; onSelect: (key: string) => void }) {
  const id = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((i) => i.key === selected) ?? items[0];
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((i) => i.key === current?.key);
    const next = e.key === 'ArrowRight' ? index + 1 : e.key === 'ArrowLeft' ? index - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    onSelect(item.key);
    refs.current.get(item.key)?.focus();
  }
  if (!current) return null;
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-700">
        {items.map((item) => {
          const active = item.key === current.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) refs.current.set(item.key, el);
                else refs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(item.key)}
              className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-medium ${active ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300' : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel-${current.key}`} aria-labelledby={`${id}-tab-${current.key}`} tabIndex={0} className="pt-4 focus:outline-none">
        {current.content}
      </div>
    </div>
  );
}
