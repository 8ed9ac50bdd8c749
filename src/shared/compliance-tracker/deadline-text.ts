// Hungarian wording of the deadline steps, e.g. "15 nap, a kezdőnap (2026. július 10.) nem
// számít bele; ítélkezési szünet miatt 37 nap nem számít bele (2026. július 15. – 2026.
// augusztus 20.); …; munkaszüneti nap miatt 2026. március 16-ára, hétfőre tolódik".
import { isoWeekday, type IsoDate } from '../dates/iso-date';
import { withHuArticle } from '../hu/article';
import { capitalizeFirst, formatHuDate, formatHuDateCase, HU_WEEKDAYS } from '../hu/format';
import type { DeadlineStep, DeadlineStepData, DeadlineUnit, SkipReason, SkippedDay } from './deadline';

const UNIT_WORDS: Record<DeadlineUnit, string> = { days: 'nap', working_days: 'munkanap', months: 'hónap', years: 'év' };
/** Weekdays with -ra/-re: "hétfőre". */
const WEEKDAYS_TO = ['', 'hétfőre', 'keddre', 'szerdára', 'csütörtökre', 'péntekre', 'szombatra', 'vasárnapra'] as const;
const REASON_WORDS: Record<SkipReason, string> = {
  holiday: 'munkaszüneti nap',
  rest_day: 'áthelyezett pihenőnap',
  weekend: 'hétvége',
  working_saturday_excluded: 'nem munkanapnak számított áthelyezett munkanap',
};

function dateWithWeekday(date: IsoDate): string {
  return `${formatHuDate(date)}, ${HU_WEEKDAYS[isoWeekday(date)]}`;
}

/**
 * "munkaszüneti nap (nagypéntek, húsvéthétfő) és hétvége": why days were passed over, for a
 * deadline's last day and for a recurring obligation's due day alike.
 */
export function describeReasons(skipped: readonly SkippedDay[]): string {
  const byReason = new Map<SkipReason, string[]>();
  for (const day of skipped) {
    const names = byReason.get(day.reason) ?? [];
    if (day.reason === 'holiday' && day.name) names.push(day.name);
    byReason.set(day.reason, names);
  }
  return [...byReason].map(([reason, names]) => (names.length > 0 ? `${REASON_WORDS[reason]} (${names.join(', ')})` : REASON_WORDS[reason])).join(' és ');
}

export function describeStep(step: DeadlineStepData): string {
  switch (step.type) {
    case 'start': {
      const what = `${step.length} ${UNIT_WORDS[step.unit]}`;
      return step.unit === 'days' || step.unit === 'working_days' ? `${what}, a kezdőnap (${formatHuDate(step.date)}) nem számít bele` : `${what} a kezdőnaptól (${formatHuDate(step.date)})`;
    }
    case 'recess_not_counted':
      return `ítélkezési szünet miatt ${step.days} nap nem számít bele (${formatHuDate(step.from)} – ${formatHuDate(step.to)})`;
    case 'counted':
      if (step.unit === 'days') return `${withHuArticle(`${step.length}.`)} nap ${dateWithWeekday(step.date)}`;
      if (step.unit === 'working_days') return `${withHuArticle(`${step.length}.`)} munkanap ${dateWithWeekday(step.date)}`;
      if (step.clampedFromDay !== null) return `abban a hónapban nincs ${step.clampedFromDay}. nap, ezért a hónap utolsó napja számít: ${dateWithWeekday(step.date)}`;
      return `a kezdőnappal azonos számú nap ${dateWithWeekday(step.date)}`;
    case 'recess_next_month':
      return `${formatHuDate(step.from)} ítélkezési szünetre esik, ezért a következő hónap azonos számú napja számít: ${formatHuDate(step.to)}`;
    case 'recess_after':
      return `${formatHuDate(step.from)} is ítélkezési szünetre esik, ezért a szünet utáni első nap számít: ${formatHuDate(step.to)}`;
    case 'moved':
      return `${describeReasons(step.skipped)} miatt ${formatHuDateCase(step.to, 'to')}, ${WEEKDAYS_TO[isoWeekday(step.to)]} tolódik`;
    case 'ends_in_recess':
      return `${formatHuDate(step.date)} az ítélkezési szünetre esik (${formatHuDate(step.recessStart)} – ${formatHuDate(step.recessEnd)}), de a szünet napjai csak a határidő napjainak számításából maradnak ki (Pp. 148. § (1)), a lejáratot nem tolják a szünet utánra: a határidő a munkaszüneti nap utáni első munkanapon jár le (Pp. 146. § (5))`;
    case 'end': {
      const note = step.dayKind === 'working_saturday' ? ' (áthelyezett munkanap)' : '';
      return `a határidő utolsó napja: ${dateWithWeekday(step.date)}${note}`;
    }
    case 'provisional_calendar': {
      const years = step.years.map((y) => `${y}.`).join(', ');
      return `figyelem: ${withHuArticle(years)} évi munkarendi rendelet még nincs a naptárban, az áthelyezett munkanapok és pihenőnapok hiányozhatnak, ezért a számítás ideiglenes`;
    }
  }
}

/** Joins the steps into one sentence with a capital first letter. */
export function renderExplanation(steps: readonly DeadlineStep[]): string {
  const sentence = steps.map((s) => s.text).join('; ');
  return `${capitalizeFirst(sentence)}.`;
}
