// Cost budgets per user and per firm (spec 3.7, 9): the store the gateway asks before a request
// and tells after it. The in-memory store serves tests and a single instance; the wiring phase
// stores budgets and spend in the database.
import { checkBudget, defaultBudget, rollBudget } from '@shared/ai-modules/budget';
import type { AIError } from '@shared/ai-modules/ai-errors';
import type { CostBudget, ProviderId } from '@shared/ai-modules/ai-modules.schemas';

export interface BudgetOwner {
  /** The firm; null for platform-level use. */
  tenantId: string | null;
  /** null: the firm's own work without a user (indexing the vault): only the firm's budgets apply (decision 0267). */
  userId: string | null;
}

export type BudgetScope = 'user' | 'firm';

/** A budget with whose it is: `budget.userId` holds the user id, or the tenant id for a firm budget. */
export interface ScopedBudget {
  scope: BudgetScope;
  budget: CostBudget;
}

export interface SpendChange {
  scope: BudgetScope;
  before: CostBudget;
  after: CostBudget;
}

export interface BudgetStore {
  /** Budgets that apply to this user and provider (own and firm, provider-specific and general), rolled over to `now`. */
  applicable(owner: BudgetOwner, provider: ProviderId, now: Date): Promise<ScopedBudget[]>;
  /** Adds a spend (euro) to every applicable budget; returns each before and after. */
  addSpend(owner: BudgetOwner, provider: ProviderId, amount: number, now: Date): Promise<SpendChange[]>;
  /**
   * Atomically checks a request's worst-case cost against every applicable budget and, when all
   * take it, adds it to each (issue 34.4, decision 0307): parallel requests cannot all pass the
   * check before any of them is charged. Returns the first refusal (nothing added), or null.
   */
  reserve(owner: BudgetOwner, provider: ProviderId, worstCase: number, now: Date): Promise<AIError | null>;
  /**
   * Replaces a reservation by the real cost (0 when the call failed): adds `actual - reserved`.
   * The changes report `before` as the spend without this request, so thresholds are crossed once.
   */
  settle(owner: BudgetOwner, provider: ProviderId, reserved: number, actual: number, now: Date): Promise<SpendChange[]>;
}

/** The settled spend of one budget: the reservation replaced by the real cost, never below zero. */
export function settleBudget(budget: CostBudget, reserved: number, actual: number): { before: CostBudget; after: CostBudget } {
  const delta = actual - reserved;
  const after = { ...budget, currentDailySpend: Math.max(0, budget.currentDailySpend + delta), currentMonthlySpend: Math.max(0, budget.currentMonthlySpend + delta) };
  const before = { ...after, currentDailySpend: Math.max(0, after.currentDailySpend - actual), currentMonthlySpend: Math.max(0, after.currentMonthlySpend - actual) };
  return { before, after };
}

export interface BudgetLimits {
  dailyLimit: number;
  monthlyLimit: number;
  provider?: ProviderId | null;
  alertThresholds?: number[];
}

export class MemoryBudgetStore implements BudgetStore {
  private readonly budgets = new Map<string, ScopedBudget>();

  /** @param defaultUserBudgets give every user spec 9's default budget (100 € a day, 1000 € a month). */
  constructor(private readonly options: { defaultUserBudgets?: boolean; now?: () => Date } = {}) {}

  private static key(scope: BudgetScope, id: string, provider: ProviderId | null): string {
    return `${scope}:${id}:${provider ?? '*'}`;
  }

  setBudget(scope: BudgetScope, id: string, limits: BudgetLimits, now: Date = this.options.now?.() ?? new Date()): void {
    const provider = limits.provider ?? null;
    const key = MemoryBudgetStore.key(scope, id, provider);
    const existing = this.budgets.get(key)?.budget ?? defaultBudget(id, now, provider);
    this.budgets.set(key, {
      scope,
      budget: {
        ...existing,
        dailyLimit: limits.dailyLimit,
        monthlyLimit: limits.monthlyLimit,
        alertThresholds: limits.alertThresholds ?? existing.alertThresholds,
      },
    });
  }

  /** Test and wiring helper: sets the current spend directly. */
  setSpend(scope: BudgetScope, id: string, spend: { daily?: number; monthly?: number }, provider: ProviderId | null = null): void {
    const entry = this.budgets.get(MemoryBudgetStore.key(scope, id, provider));
    if (!entry) throw new Error(`no ${scope} budget for ${id}`);
    entry.budget = {
      ...entry.budget,
      currentDailySpend: spend.daily ?? entry.budget.currentDailySpend,
      currentMonthlySpend: spend.monthly ?? entry.budget.currentMonthlySpend,
    };
  }

  get(scope: BudgetScope, id: string, provider: ProviderId | null = null): CostBudget | undefined {
    return this.budgets.get(MemoryBudgetStore.key(scope, id, provider))?.budget;
  }

  private entries(owner: BudgetOwner, provider: ProviderId, now: Date): ScopedBudget[] {
    const userId = owner.userId;
    if (userId !== null && this.options.defaultUserBudgets !== false && !this.budgets.has(MemoryBudgetStore.key('user', userId, null))) {
      this.budgets.set(MemoryBudgetStore.key('user', userId, null), { scope: 'user', budget: defaultBudget(userId, now) });
    }
    const keys = userId === null ? [] : [MemoryBudgetStore.key('user', userId, null), MemoryBudgetStore.key('user', userId, provider)];
    if (owner.tenantId) keys.push(MemoryBudgetStore.key('firm', owner.tenantId, null), MemoryBudgetStore.key('firm', owner.tenantId, provider));
    const out: ScopedBudget[] = [];
    for (const key of keys) {
      const entry = this.budgets.get(key);
      if (!entry) continue;
      entry.budget = rollBudget(entry.budget, now);
      out.push(entry);
    }
    return out;
  }

  async applicable(owner: BudgetOwner, provider: ProviderId, now: Date): Promise<ScopedBudget[]> {
    return this.entries(owner, provider, now).map((e) => ({ scope: e.scope, budget: { ...e.budget } }));
  }

  async reserve(owner: BudgetOwner, provider: ProviderId, worstCase: number, now: Date): Promise<AIError | null> {
    // No await between the check and the addition: atomic on one event loop.
    const entries = this.entries(owner, provider, now);
    for (const entry of entries) {
      const refused = checkBudget(entry.budget, worstCase);
      if (refused) return refused;
    }
    for (const entry of entries) entry.budget = { ...entry.budget, currentDailySpend: entry.budget.currentDailySpend + worstCase, currentMonthlySpend: entry.budget.currentMonthlySpend + worstCase };
    return null;
  }

  async settle(owner: BudgetOwner, provider: ProviderId, reserved: number, actual: number, now: Date): Promise<SpendChange[]> {
    return this.entries(owner, provider, now).map((entry) => {
      const { before, after } = settleBudget(entry.budget, reserved, actual);
      entry.budget = after;
      return { scope: entry.scope, before: { ...before }, after: { ...after } };
    });
  }

  async addSpend(owner: BudgetOwner, provider: ProviderId, amount: number, now: Date): Promise<SpendChange[]> {
    return this.entries(owner, provider, now).map((entry) => {
      const before = entry.budget;
      const after = { ...before, currentDailySpend: before.currentDailySpend + amount, currentMonthlySpend: before.currentMonthlySpend + amount };
      entry.budget = after;
      return { scope: entry.scope, before: { ...before }, after: { ...after } };
    });
  }
}
