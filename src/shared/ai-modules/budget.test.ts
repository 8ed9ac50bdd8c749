import { describe, expect, it } from 'vitest';
import type { CostBudget } from './ai-modules.schemas';
import { checkBudget, crossedThresholds, dayKey, defaultBudget, formatEuro, monthKey, rollBudget } from './budget';

const at = (iso: string) => new Date(iso);
const budget = (over: Partial<CostBudget> = {}): CostBudget => ({ ...defaultBudget('u1', at('2026-03-10T10:00:00Z')), ...over });

describe('spec 9 budgets', () => {
  it('defaults: 100 € a day, 1000 € a month, alerts at 50/80/95 %', () => {
    expect(budget()).toMatchObject({ dailyLimit: 100, monthlyLimit: 1000, currentDailySpend: 0, currentMonthlySpend: 0, alertThresholds: [50, 80, 95] });
  });

  it('"Daily budget limit exceeded. Current: €x, Limit: €y"', () => {
    const e = checkBudget(budget({ currentDailySpend: 100, currentMonthlySpend: 100 }), 0.01);
    expect(e?.message).toBe('Daily budget limit exceeded. Current: €100.00, Limit: €100.00');
    expect(e?.code).toBe('DAILY_BUDGET_EXCEEDED');
    expect(e?.retryable).toBe(false);
  });

  it('refuses when the worst-case cost would pass the limit', () => {
    expect(checkBudget(budget({ currentDailySpend: 99.995, currentMonthlySpend: 99.995 }), 0.01)?.message).toBe('Daily budget limit exceeded. Current: €100.00, Limit: €100.00');
    expect(checkBudget(budget({ currentDailySpend: 99.5 }), 0.6)?.message).toBe('Daily budget limit exceeded. Current: €99.50, Limit: €100.00');
    expect(checkBudget(budget({ currentDailySpend: 99.5, currentMonthlySpend: 99.5 }), 0.5)).toBeNull();
  });

  it('"Monthly budget limit exceeded. Current: €x, Limit: €y" after the daily check', () => {
    const e = checkBudget(budget({ currentDailySpend: 3.2, currentMonthlySpend: 1000.5 }), 0);
    expect(e?.message).toBe('Monthly budget limit exceeded. Current: €1000.50, Limit: €1000.00');
    expect(e?.code).toBe('MONTHLY_BUDGET_EXCEEDED');
  });

  it('a zero limit refuses every request', () => {
    expect(checkBudget(budget({ dailyLimit: 0 }), 0)?.code).toBe('DAILY_BUDGET_EXCEEDED');
  });

  it('rolls daily spend at Budapest midnight and monthly spend on the 1st', () => {
    const b = budget({ currentDailySpend: 5, currentMonthlySpend: 50, lastReset: '2026-03-10T22:30:00Z' }); // 23:30 in Budapest
    expect(rollBudget(b, at('2026-03-10T22:50:00Z'))).toBe(b);
    expect(rollBudget(b, at('2026-03-10T23:10:00Z'))).toMatchObject({ currentDailySpend: 0, currentMonthlySpend: 50 }); // 00:10 next day
    const endOfMonth = budget({ currentDailySpend: 5, currentMonthlySpend: 50, lastReset: '2026-03-31T20:00:00Z' });
    expect(rollBudget(endOfMonth, at('2026-03-31T22:30:00Z'))).toMatchObject({ currentDailySpend: 0, currentMonthlySpend: 0 }); // 00:30 on 1 April (CEST)
    expect(dayKey(at('2026-03-31T22:30:00Z'))).toBe('2026-04-01');
    expect(monthKey(at('2026-01-31T23:30:00Z'))).toBe('2026-02');
  });

  it('reports each crossed alert threshold once', () => {
    const before = budget({ currentDailySpend: 40, currentMonthlySpend: 40 });
    const after = budget({ currentDailySpend: 85, currentMonthlySpend: 85 });
    expect(crossedThresholds(before, after)).toEqual([
      { period: 'daily', threshold: 50, spend: 85, limit: 100 },
      { period: 'daily', threshold: 80, spend: 85, limit: 100 },
    ]);
    expect(crossedThresholds(after, budget({ currentDailySpend: 86, currentMonthlySpend: 86 }))).toEqual([]);
    expect(crossedThresholds(budget({ currentMonthlySpend: 940 }), budget({ currentMonthlySpend: 951 }))).toEqual([{ period: 'monthly', threshold: 95, spend: 951, limit: 1000 }]);
  });

  it('formats euro with two decimals', () => {
    expect([formatEuro(0), formatEuro(1.005), formatEuro(12.3456)]).toEqual(['0.00', '1.01', '12.35']);
  });
});
