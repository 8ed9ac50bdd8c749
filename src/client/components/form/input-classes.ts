// The one look of a text input, select and textarea (issue 41): a field marked aria-invalid gets
// the error border, so no form builds its own error classes.
export const inputClasses =
  'mt-1 block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600 disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400';
