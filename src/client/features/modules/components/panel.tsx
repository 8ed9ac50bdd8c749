// A titled box of a module page (store page sections, my module's usage, settings, uninstall).
import type { ReactNode } from 'react';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="mt-2 text-slate-800 dark:text-slate-200">{children}</div>
    </section>
  );
}
