// Horizontal bars with their figures in text (the CRM pipeline's look): one row per item, the bar's
// length relative to the largest value. Hidden from screen readers; the page beside it gives the
// same figures in a table.
export interface HorizontalBar {
  key: string;
  label: string;
  value: number;
  /** The figure printed after the bar (e.g. "1 250 000 Ft"). */
  display: string;
  tone?: 'primary' | 'success' | 'muted' | 'warning' | 'danger';
}

const tones: Record<NonNullable<HorizontalBar['tone']>, string> = {
  primary: 'bg-indigo-600',
  success: 'bg-emerald-600',
  muted: 'bg-slate-400',
  warning: 'bg-amber-500',
  danger: 'bg-red-600',
};

export function HorizontalBars({ bars }: { bars: readonly HorizontalBar[] }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <ul className="mt-4 space-y-3" aria-hidden="true">
      {bars.map((b) => (
        <li key={b.key} className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:items-center">
          <span className="text-sm font-medium break-words">{b.label}</span>
          <span className="flex items-center gap-2">
            <span className={`block h-5 rounded ${tones[b.tone ?? 'primary']}`} style={{ width: `${Math.max(1, (Math.max(0, b.value) / max) * 70)}%` }} />
            <span className="text-sm whitespace-nowrap">{b.display}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
