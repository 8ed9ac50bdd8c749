// Classes shared by the account screens (their fields are the form kit's).

export const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 shadow-sm transition-colors focus:border-indigo-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-indigo-300';
export const linkClasses = 'font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';
export const alertClasses = 'rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200';
export const noticeClasses = 'rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100';
export const cardClasses = 'w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/30';
