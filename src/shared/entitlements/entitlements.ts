// The entitlement rules of spec 3.4, 4, 5 and 9, pure and shared: the server enforces them
// (modules/usage runs the same check inside the locking transaction) and the client mirrors
// them in the FeatureGate. No I/O here.
import type { Permission } from '../permissions/permissions';

/** Spec 9: usage is read over the last 30 days. */
export const USAGE_WINDOW_MS = 2_592_000_000;
/** Spec 9: the approaching-limit warning starts at 80% of a limit. */
export const WARNING_THRESHOLD = 0.8;
/** Spec 9: a usage percentage never shows more than 100. */
export const MAX_USAGE_PERCENT = 100;

export const metered = ['agent_run', 'automation_run'] as const;
export const planFlags = ['mobile_app', 'custom_branding', 'priority_support', 'api_access'] as const;
export const featureKeys = [...metered, ...planFlags] as const;

export type MeteredAction = (typeof metered)[number];
export type PlanFlag = (typeof planFlags)[number];
export type FeatureKey = (typeof featureKeys)[number];

/** Derived entitlements (spec 3.4): null limit means unlimited. */
export interface Entitlements {
  agents_limit: number | null;
  automations_limit: number | null;
  mobile_app: boolean;
  custom_branding: boolean;
  priority_support: boolean;
  api_access: boolean;
}

/** Derived usage (spec 3.4). Dates are ISO strings so the shape crosses the wire unchanged. */
export interface Usage {
  agents: number;
  automations: number;
  period_start: string | null;
  period_end: string | null;
}

/** Spec 9: the entitlements of a tenant without an active plan. */
export const DEFAULT_ENTITLEMENTS: Readonly<Entitlements> = Object.freeze({
  agents_limit: 2,
  automations_limit: 1,
  mobile_app: false,
  custom_branding: false,
  priority_support: false,
  api_access: false,
});

/** Spec 8: when usage cannot be read, zero usage is used. */
export const ZERO_USAGE: Readonly<Usage> = Object.freeze({ agents: 0, automations: 0, period_start: null, period_end: null });

export function isFeatureKey(value: string): value is FeatureKey {
  return (featureKeys as readonly string[]).includes(value);
}

export function isMeteredAction(value: string): value is MeteredAction {
  return (metered as readonly string[]).includes(value);
}

/**
 * Who may start a metered action, by the permission matrix (decision 0071): both are firm work
 * that uses the firm's quota, so customers, who hold neither permission, cannot start them.
 * Automations act on the practice's cases, deadlines and documents.
 */
export const meteredActionPermission: Readonly<Record<MeteredAction, Permission>> = { agent_run: 'canUseAI', automation_run: 'canEditCases' };

/** Paying a run beyond the plan limit spends the firm's money: only who may buy credits may spend them. */
export const creditSpendPermission: Permission = 'canManageOwnCompany';

export type DenialReason = 'agents_limit_exceeded' | 'automations_limit_exceeded' | `${PlanFlag}_not_included` | 'unknown_action' | 'entitlements_not_loaded';

/** Spec 3.4 feature gate result: allowed with the remaining count, or the denial reason. */
export type AccessResult = { allowed: true; remaining: number | null } | { allowed: false; reason: DenialReason; current_usage?: number; limit?: number };

/** The entitlement and usage state a check needs; null while loading or after an error. */
export interface EntitlementState {
  entitlements: Entitlements;
  usage: Usage;
}

const meteredRule = {
  agent_run: { limit: 'agents_limit', used: 'agents', reason: 'agents_limit_exceeded' },
  automation_run: { limit: 'automations_limit', used: 'automations', reason: 'automations_limit_exceeded' },
} as const satisfies Record<MeteredAction, { limit: keyof Entitlements; used: keyof Usage; reason: DenialReason }>;

/** Spec 5: the access check per action. */
export function checkAccess(action: string, state: EntitlementState | null | undefined): AccessResult {
  if (!state) return { allowed: false, reason: 'entitlements_not_loaded' };
  const { entitlements, usage } = state;
  if (isMeteredAction(action)) {
    const rule = meteredRule[action];
    const limit = entitlements[rule.limit];
    const used = usage[rule.used];
    if (limit === null) return { allowed: true, remaining: null };
    if (used >= limit) return { allowed: false, reason: rule.reason, current_usage: used, limit };
    return { allowed: true, remaining: limit - used };
  }
  if ((planFlags as readonly string[]).includes(action)) {
    const flag = action as PlanFlag;
    return entitlements[flag] ? { allowed: true, remaining: null } : { allowed: false, reason: `${flag}_not_included` };
  }
  return { allowed: false, reason: 'unknown_action' };
}

/** Spec 9: percentage of a limit used, capped at 100; an unlimited (null) limit counts as 0%. */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return MAX_USAGE_PERCENT;
  return Math.min(MAX_USAGE_PERCENT, Math.round((used / limit) * 100));
}

export type LimitLevel = 'ok' | 'approaching' | 'reached';

/** ok below 80%, approaching from 80% until the limit, reached at or above it; unlimited is ok. */
export function limitLevel(used: number, limit: number | null): LimitLevel {
  if (limit === null) return 'ok';
  if (used >= limit) return 'reached';
  return used >= limit * WARNING_THRESHOLD ? 'approaching' : 'ok';
}

export interface LimitWarning {
  action: MeteredAction;
  level: Exclude<LimitLevel, 'ok'>;
  used: number;
  limit: number;
  message: string;
}

/** Spec 8 "Limits": Hungarian warnings near the limit (buy one more or upgrade) and at it (upgrade). */
export const warningMessages: Record<MeteredAction, Record<Exclude<LimitLevel, 'ok'>, (used: number, limit: number) => string>> = {
  agent_run: {
    approaching: (used, limit) => `Közeledsz az AI ügynökök havi limitjéhez (${used}/${limit}). Vásárolj még egy futtatást kreditből, vagy válts magasabb csomagra!`,
    reached: (used, limit) => `Elérted az AI ügynökök havi limitjét (${used}/${limit}). A folytatáshoz válts magasabb csomagra!`,
  },
  automation_run: {
    approaching: (used, limit) => `Közeledsz az automatizációk havi limitjéhez (${used}/${limit}). Vásárolj még egy futtatást kreditből, vagy válts magasabb csomagra!`,
    reached: (used, limit) => `Elérted az automatizációk havi limitjét (${used}/${limit}). A folytatáshoz válts magasabb csomagra!`,
  },
};

export function limitWarnings(state: EntitlementState): LimitWarning[] {
  const warnings: LimitWarning[] = [];
  for (const action of metered) {
    const rule = meteredRule[action];
    const limit = state.entitlements[rule.limit];
    const used = state.usage[rule.used];
    const level = limitLevel(used, limit);
    if (level === 'ok' || limit === null) continue;
    warnings.push({ action, level, used, limit, message: warningMessages[action][level](used, limit) });
  }
  return warnings;
}

/** Spec 3.4 feature catalogue: name, description and upgrade message of each feature. */
export const featureCatalogue: Record<FeatureKey, { name: string; description: string; upgradeMessage: string }> = {
  agent_run: {
    name: 'AI ügynökök',
    description: 'AI ügynökök futtatása jogi feladatokra: dokumentumsablonok, szerződéstervezetek, Themis asszisztens.',
    upgradeMessage: 'Elérted a csomagodban foglalt AI ügynök futtatások számát. Válts magasabb csomagra a további futtatásokhoz!',
  },
  automation_run: {
    name: 'Automatizációk',
    description: 'Automatikus munkafolyamatok: e-mailből ügy, határidő-emlékeztetők, dokumentumgenerálás.',
    upgradeMessage: 'Elérted a csomagodban foglalt automatizációk számát. Válts magasabb csomagra a további futtatásokhoz!',
  },
  mobile_app: {
    name: 'Mobilalkalmazás',
    description: 'Az iroda elérése mobil irányítópultról.',
    upgradeMessage: 'A mobilalkalmazás a Profi csomag része. Válts Profi csomagra a használatához!',
  },
  custom_branding: {
    name: 'Egyedi arculat',
    description: 'Saját logó, színek és arculat az ügyfélportálon és a dokumentumokon.',
    upgradeMessage: 'Az egyedi arculat a Profi csomag része. Válts Profi csomagra a használatához!',
  },
  priority_support: {
    name: 'Kiemelt támogatás',
    description: 'Elsőbbségi ügyfélszolgálat rövidebb válaszidővel.',
    upgradeMessage: 'A kiemelt támogatás a Haladó és a Profi csomag része. Válts magasabb csomagra!',
  },
  api_access: {
    name: 'API-hozzáférés',
    description: 'Programozott hozzáférés az iroda adataihoz API-kulcsokkal.',
    upgradeMessage: 'Az API-hozzáférés a Haladó és a Profi csomag része. Válts magasabb csomagra!',
  },
};

/** Spec 9: the recording period is the calendar month (UTC) containing `at`. */
export function monthPeriod(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
  return { start, end };
}

/** Spec 7.3: the oldest period_start the usage read accepts. */
export function usageWindowStart(now: Date): Date {
  return new Date(now.getTime() - USAGE_WINDOW_MS);
}

/** The limit and used count a metered action is checked against, for badges and errors. */
export function meteredUsage(action: MeteredAction, state: EntitlementState): { used: number; limit: number | null } {
  const rule = meteredRule[action];
  return { used: state.usage[rule.used], limit: state.entitlements[rule.limit] };
}
