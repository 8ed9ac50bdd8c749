// A small accessible SVG bar chart (no chart library: keeps the chunks small). It has a text
// title and a data table for screen readers. Used by the platform analytics and the module base.
import { type RefObject, useEffect, useRef, useState } from 'react';
import { formatMonth, formatNumber } from '@client/lib/format';
import { ChartDataTable } from './chart-data-table';

export interface Series {
  label: string;
  values: number[];
  /** Tailwind text colour class; the bars use currentColor. */
  color: string;
}

/** Font size of the axis labels, in viewBox units, which are CSS pixels once the chart's width is known. */
const AXIS_FONT_SIZE = 12;
/** The drawing's width before the chart is measured (and in tests, without ResizeObserver). */
const DEFAULT_WIDTH = 480;

/**
 * The chart's drawn width in CSS pixels. The viewBox follows it, so one unit stays one pixel: the
 * labels keep their size on a wide page (they grew with the chart to about 23 px at 1280 px).
 * Below the default width the drawing is scaled down, as before.
 */
function useDrawnWidth(ref: RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const next = Math.round(box.clientWidth);
      // Never narrower than the default: on a phone the drawing is scaled down as before, so the twelve month names still fit.
      if (next > 0) setWidth(Math.max(DEFAULT_WIDTH, next));
    };
    update();
    const sizes = new ResizeObserver(update);
    sizes.observe(box);
    return () => sizes.disconnect();
  }, [ref]);
  return width;
}
/** Gap between a y-axis label's right end and the plot area. */
const AXIS_LABEL_GAP = 6;

/**
 * The left padding that fits the widest y-axis label in full: an estimate from its character
 * count (digits are about 0.6 em wide in the UI fonts, the group separators narrower; 0.62 em per
 * character keeps a margin), plus the gap to the plot and a small margin at the left edge.
 */
export function axisLabelPad(labels: string[], fontSize = AXIS_FONT_SIZE): number {
  const widest = Math.max(0, ...labels.map((l) => l.length));
  return Math.ceil(widest * fontSize * 0.62) + AXIS_LABEL_GAP + 2;
}

export function BarChart({ title, months, series }: { title: string; months: string[]; series: Series[] }) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const box = useRef<HTMLDivElement>(null);
  const width = useDrawnWidth(box);
  const height = 220;
  const ticks = (max >= 2 ? [0, 0.5, 1] : [0, 1]).map((f) => ({ f, label: formatNumber(Math.round(max * f)) }));
  const pad = { left: axisLabelPad(ticks.map((tick) => tick.label)), bottom: 28, top: 10 };
  const groupWidth = (width - pad.left) / months.length;
  const barWidth = Math.max(4, (groupWidth - 8) / series.length);
  const y = (v: number) => pad.top + (height - pad.top - pad.bottom) * (1 - v / max);
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <figcaption className="font-semibold text-slate-900 dark:text-white">{title}</figcaption>
      <ul className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300">
        {series.map((s) => (
          <li key={s.label} className="flex items-center gap-2">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm bg-current ${s.color}`} />
            {s.label}
          </li>
        ))}
      </ul>
      <div ref={box} className="mt-3">
        <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full text-slate-500 dark:text-slate-400">
          {ticks.map(({ f, label }) => (
            <g key={f}>
              <line x1={pad.left} x2={width} y1={y(max * f)} y2={y(max * f)} stroke="currentColor" strokeOpacity="0.25" />
              <text x={pad.left - AXIS_LABEL_GAP} y={y(max * f) + 4} textAnchor="end" fontSize={AXIS_FONT_SIZE} fill="currentColor">
                {label}
              </text>
            </g>
          ))}
          {months.map((m, i) => (
            <g key={m}>
              {series.map((s, j) => {
                const v = s.values[i] ?? 0;
                return <rect key={s.label} className={s.color} fill="currentColor" x={pad.left + i * groupWidth + 4 + j * barWidth} y={y(v)} width={barWidth - 1} height={height - pad.bottom - y(v)} />;
              })}
              <text x={pad.left + i * groupWidth + groupWidth / 2} y={height - 8} textAnchor="middle" fontSize={AXIS_FONT_SIZE} fill="currentColor">
                {formatMonth(m).replace(/^\d{4}\.\s*/, '')}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <ChartDataTable caption={title} headers={['—', ...series.map((s) => s.label)]} rows={months.map((m, i) => ({ key: m, header: formatMonth(m), cells: series.map((s) => formatNumber(s.values[i] ?? 0)) }))} />
    </figure>
  );
}
