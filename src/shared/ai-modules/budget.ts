// Spec 8/9 cost budgets: the exact "Daily/Monthly budget limit exceeded" texts, the period
// roll-over in Budapest time and the 50/80/95 % alert thresholds. Pure; the BudgetStore of the
// gateway keeps the figures.
import { AI_TIME_ZONE, BUDGET_ALERT_THRESHOLDS, DEFAULT_DAILY_BUDGET_EUR, DEFAULT_MONTHLY_BUDGET_EUR } from './ai-modules.constants';
import { AIError } from './ai-errors';
import type { CostBudget, ProviderId } from './ai-modules.schemas';
import { isoDateInZone } from '../dates/iso-date';

const QUARTER_MS = 900_000;
/** Last answer per time zone: a day cannot change within a UTC quarter hour (every offset is a multiple of 15 minutes). */
const lastDay = new Map<string, { hour: number; key: string }>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function dayKey(at: Date, timeZone: string = AI_TIME_ZONE): string {
  const hour = Math.floor(at.getTime() / QUARTER_MS);
  const cached = lastDay.get(timeZone);
  if (cached && cached.hour === hour) return cached.key;
  const key = isoDateInZone(at, timeZone);
  lastDay.set(timeZone, { hour, key });
  return key;
}

export function monthKey(at: Date, timeZone: string = AI_TIME_ZONE): string {
  return dayKey(at, timeZone).slice(0, 7);
}

/** Euro amounts in the budget texts: two decimals (decision 0162). */
export function formatEuro(amount: number): string {
  // toPrecision first: 1.005 × 100 is 100.49999… in binary, and should round up.
  return (Math.round(Number((amount * 100).toPrecision(12))) / 100).toFixed(2);
}

export function defaultBudget(userId: string, now: Date, provider: ProviderId | null = null): CostBudget {
  return {
    userId,
    provider,
    dailyLimit: DEFAULT_DAILY_BUDGET_EUR,
    monthlyLimit: DEFAULT_MONTHLY_BUDGET_EUR,
    currentDailySpend: 0,
    currentMonthlySpend: 0,
    alertThresholds: [...BUDGET_ALERT_THRESHOLDS],
    lastReset: now.toISOString(),
  };
}

/** Zeroes the daily spend on a new day and the monthly spend in a new month (Budapest time). */
export function rollBudget(budget: CostBudget, now: Date, timeZone: string = AI_TIME_ZONE): CostBudget {
  const last = new Date(budget.lastReset);
  const newDay = dayKey(last, timeZone) !== dayKey(now, timeZone);
  const newMonth = monthKey(last, timeZone) !== monthKey(now, timeZone);
  if (!newDay && !newMonth) return budget;
  return {
    ...budget,
    currentDailySpend: newDay ? 0 : budget.currentDailySpend,
    currentMonthlySpend: newMonth ? 0 : budget.currentMonthlySpend,
    lastReset: now.toISOString(),
  };
}

/**
 * Refuses a request whose worst-case cost would take the spend past a limit (or when the limit is
 * already reached). Daily is checked before monthly. The budget must be rolled to `now` already.
 */
export function checkBudget(budget: CostBudget, estimatedCost: number): AIError | null {
  const provider = budget.provider;
  const over = (current: number, limit: number) => current >= limit || current + Math.max(0, estimatedCost) > limit;
  if (over(budget.currentDailySpend, budget.dailyLimit)) {
    return new AIError('DAILY_BUDGET_EXCEEDED', {
      provider,
      params: { current: formatEuro(budget.currentDailySpend), limit: formatEuro(budget.dailyLimit) },
      details: { userId: budget.userId, estimatedCost },
    });
  }
  if (over(budget.currentMonthlySpend, budget.monthlyLimit)) {
    return new AIError('MONTHLY_BUDGET_EXCEEDED', {
      provider,
      params: { current: formatEuro(budget.currentMonthlySpend), limit: formatEuro(budget.monthlyLimit) },
      details: { userId: budget.userId, estimatedCost },
    });
  }
  return null;
}

export interface ThresholdCrossing {
  period: 'daily' | 'monthly';
  /** Percent, one of the budget's alertThresholds. */
  threshold: number;
  spend: number;
  limit: number;
}

/** Thresholds passed by moving a spend from `before` to `after` (each reported once per period). */
export function crossedThresholds(budgetBefore: CostBudget, budgetAfter: CostBudget): ThresholdCrossing[] {
  const out: ThresholdCrossing[] = [];
  const periods = [
    ['daily', budgetBefore.currentDailySpend, budgetAfter.currentDailySpend, budgetAfter.dailyLimit],
    ['monthly', budgetBefore.currentMonthlySpend, budgetAfter.currentMonthlySpend, budgetAfter.monthlyLimit],
  ] as const;
  for (const [period, before, after, limit] of periods) {
    if (!(limit > 0)) continue;
    for (const threshold of [...budgetAfter.alertThresholds].sort((a, b) => a - b)) {
      const mark = (limit * threshold) / 100;
      if (before < mark && after >= mark) out.push({ period, threshold, spend: after, limit });
    }
  }
  return out;
}
