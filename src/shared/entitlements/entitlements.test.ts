import { describe, expect, it } from 'vitest';
import { hasPermission } from '../permissions/permissions';
import { CREDIT_UNIT_PRICE_HUF, proformaNumber, PROFORMA_NUMBER_PATTERN, VAT_RATE_PERCENT, withVat } from './billing';
import {
  checkAccess,
  creditSpendPermission,
  DEFAULT_ENTITLEMENTS,
  type Entitlements,
  type EntitlementState,
  featureCatalogue,
  featureKeys,
  limitLevel,
  limitWarnings,
  MAX_USAGE_PERCENT,
  metered,
  meteredActionPermission,
  monthPeriod,
  USAGE_WINDOW_MS,
  usagePercent,
  usageWindowStart,
  WARNING_THRESHOLD,
  ZERO_USAGE,
} from './entitlements';

function state(entitlements: Partial<Entitlements> = {}, agents = 0, automations = 0): EntitlementState {
  return { entitlements: { ...DEFAULT_ENTITLEMENTS, ...entitlements }, usage: { ...ZERO_USAGE, agents, automations } };
}

describe('spec 9 constants', () => {
  it('defaults to 2 agents, 1 automation and no flags without a plan', () => {
    expect(DEFAULT_ENTITLEMENTS).toEqual({
      agents_limit: 2,
      automations_limit: 1,
      mobile_app: false,
      custom_branding: false,
      priority_support: false,
      api_access: false,
    });
    expect(Object.isFrozen(DEFAULT_ENTITLEMENTS)).toBe(true);
  });
  it('reads usage over 30 days = 2 592 000 000 ms, warns at 80 %, caps at 100 %', () => {
    expect(USAGE_WINDOW_MS).toBe(2_592_000_000);
    expect(USAGE_WINDOW_MS).toBe(30 * 24 * 60 * 60 * 1000);
    expect(WARNING_THRESHOLD).toBe(0.8);
    expect(MAX_USAGE_PERCENT).toBe(100);
    expect(usageWindowStart(new Date('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });
  it('records per calendar month, first to last day, across year ends and leap years', () => {
    const nov = monthPeriod(new Date('2026-11-22T21:00:00Z'));
    expect([nov.start.toISOString().slice(0, 10), nov.end.toISOString().slice(0, 10)]).toEqual(['2026-11-01', '2026-11-30']);
    const dec = monthPeriod(new Date('2026-12-31T23:59:59Z'));
    expect(dec.end.toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(monthPeriod(new Date('2028-02-10T00:00:00Z')).end.toISOString().slice(0, 10)).toBe('2028-02-29');
  });
  it('catalogues all six features with name, description and upgrade message', () => {
    expect(featureKeys).toEqual(['agent_run', 'automation_run', 'mobile_app', 'custom_branding', 'priority_support', 'api_access']);
    for (const key of featureKeys) {
      const entry = featureCatalogue[key];
      expect(entry.name.length).toBeGreaterThan(2);
      expect(entry.description.length).toBeGreaterThan(10);
      expect(entry.upgradeMessage).toMatch(/csomag/);
    }
  });
});

describe('spec 5 access checks', () => {
  it('denies every action with entitlements_not_loaded while nothing is loaded', () => {
    for (const action of [...featureKeys, 'whatever']) {
      expect(checkAccess(action, null)).toEqual({ allowed: false, reason: 'entitlements_not_loaded' });
      expect(checkAccess(action, undefined)).toEqual({ allowed: false, reason: 'entitlements_not_loaded' });
    }
  });
  it('allows agent_run below the limit with the remaining count', () => {
    expect(checkAccess('agent_run', state({}, 0))).toEqual({ allowed: true, remaining: 2 });
    expect(checkAccess('agent_run', state({}, 1))).toEqual({ allowed: true, remaining: 1 });
  });
  it('denies agent_run at or above the limit with agents_limit_exceeded, usage and limit', () => {
    expect(checkAccess('agent_run', state({}, 2))).toEqual({ allowed: false, reason: 'agents_limit_exceeded', current_usage: 2, limit: 2 });
    expect(checkAccess('agent_run', state({}, 7))).toEqual({ allowed: false, reason: 'agents_limit_exceeded', current_usage: 7, limit: 2 });
  });
  it('allows automation_run below the limit and denies at it with automations_limit_exceeded', () => {
    expect(checkAccess('automation_run', state({}, 0, 0))).toEqual({ allowed: true, remaining: 1 });
    expect(checkAccess('automation_run', state({}, 0, 1))).toEqual({ allowed: false, reason: 'automations_limit_exceeded', current_usage: 1, limit: 1 });
  });
  it('treats a null limit as unlimited, with remaining null', () => {
    expect(checkAccess('agent_run', state({ agents_limit: null }, 10_000))).toEqual({ allowed: true, remaining: null });
    expect(checkAccess('automation_run', state({ automations_limit: null }, 0, 999))).toEqual({ allowed: true, remaining: null });
  });
  it('denies everything metered when a limit is 0', () => {
    expect(checkAccess('agent_run', state({ agents_limit: 0 }))).toMatchObject({ allowed: false, reason: 'agents_limit_exceeded' });
  });
  it.each(['mobile_app', 'custom_branding', 'priority_support', 'api_access'] as const)('%s needs its plan flag', (flag) => {
    expect(checkAccess(flag, state())).toEqual({ allowed: false, reason: `${flag}_not_included` });
    expect(checkAccess(flag, state({ [flag]: true }))).toEqual({ allowed: true, remaining: null });
  });
  it('denies an unknown action with unknown_action', () => {
    expect(checkAccess('teleport', state())).toEqual({ allowed: false, reason: 'unknown_action' });
    expect(checkAccess('', state())).toEqual({ allowed: false, reason: 'unknown_action' });
  });
});

describe('spec 9 usage percentage and warnings', () => {
  it('computes the percentage, capped at 100; unlimited is 0 %', () => {
    expect(usagePercent(0, 10)).toBe(0);
    expect(usagePercent(8, 10)).toBe(80);
    expect(usagePercent(25, 10)).toBe(100);
    expect(usagePercent(5, null)).toBe(0);
    expect(usagePercent(0, 0)).toBe(100);
  });
  it('is ok below 80 %, approaching from 80 % and reached at the limit', () => {
    expect(limitLevel(7, 10)).toBe('ok');
    expect(limitLevel(8, 10)).toBe('approaching');
    expect(limitLevel(9, 10)).toBe('approaching');
    expect(limitLevel(10, 10)).toBe('reached');
    expect(limitLevel(1000, null)).toBe('ok');
  });
  it('warns in Hungarian near the limit (buy one more or upgrade) and at it (upgrade)', () => {
    expect(limitWarnings(state({ agents_limit: 10, automations_limit: 5 }, 8, 1))).toEqual([
      {
        action: 'agent_run',
        level: 'approaching',
        used: 8,
        limit: 10,
        message: 'Közeledsz az AI ügynökök havi limitjéhez (8/10). Vásárolj még egy futtatást kreditből, vagy válts magasabb csomagra!',
      },
    ]);
    const reached = limitWarnings(state({}, 2, 1));
    expect(reached.map((w) => [w.action, w.level])).toEqual([
      ['agent_run', 'reached'],
      ['automation_run', 'reached'],
    ]);
    expect(reached[1]?.message).toBe('Elérted az automatizációk havi limitjét (1/1). A folytatáshoz válts magasabb csomagra!');
    expect(limitWarnings(state({ agents_limit: null, automations_limit: null }, 500, 500))).toEqual([]);
  });
});

describe('billing money rules', () => {
  it('adds 27 % VAT rounded to whole forints', () => {
    expect(VAT_RATE_PERCENT).toBe(27);
    expect(withVat(14_900)).toEqual({ net: 14_900, vat: 4_023, gross: 18_923 });
    expect(withVat(10 * CREDIT_UNIT_PRICE_HUF)).toEqual({ net: 2_000, vat: 540, gross: 2_540 });
  });
  it('numbers pro-formas DIJBEKERO-<year>-<six digits>', () => {
    expect(proformaNumber(2026, 1)).toBe('DIJBEKERO-2026-000001');
    expect(proformaNumber(2027, 123_456)).toBe('DIJBEKERO-2027-123456');
    expect(PROFORMA_NUMBER_PATTERN.test(proformaNumber(2026, 42))).toBe(true);
  });
});

describe("who may use the firm's quota and credits (decision 0071)", () => {
  it('gives no metered action and no credit spending to customers; tenants may do both; lawyers run but do not pay', () => {
    for (const action of metered) {
      expect(hasPermission('customer', meteredActionPermission[action])).toBe(false);
      expect(hasPermission('tenant', meteredActionPermission[action])).toBe(true);
      expect(hasPermission('lawyer', meteredActionPermission[action])).toBe(true);
    }
    expect(hasPermission('customer', creditSpendPermission)).toBe(false);
    expect(hasPermission('lawyer', creditSpendPermission)).toBe(false);
    expect(hasPermission('tenant', creditSpendPermission)).toBe(true);
  });
});
