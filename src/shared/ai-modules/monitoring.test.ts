import { describe, expect, it } from 'vitest';
import type { Alert, UsageMetric } from './ai-modules.schemas';
import {
  acknowledgeAlert,
  alertState,
  AlertTransitionError,
  DEFAULT_ALERT_RULES,
  detectAnomalies,
  evaluateAlertRule,
  evaluateAlertRules,
  formatAlertEuro,
  formatRuleValue,
  isOffHours,
  resolveAlert,
  ruleValue,
} from './monitoring';

const now = new Date('2026-03-10T12:00:00Z');
const metric = (over: Partial<UsageMetric> = {}): UsageMetric => ({
  userId: 'u1',
  provider: 'openai',
  model: 'gpt-4o',
  taskType: 'general',
  tokensUsed: 100,
  cost: 0.01,
  responseTime: 800,
  success: true,
  timestamp: new Date(now.getTime() - 60_000).toISOString(),
  metadata: {},
  ...over,
});
let n = 0;
const id = () => `a${++n}`;
const [costRule, timeRule, volumeRule] = DEFAULT_ALERT_RULES as [(typeof DEFAULT_ALERT_RULES)[0], (typeof DEFAULT_ALERT_RULES)[0], (typeof DEFAULT_ALERT_RULES)[0]];

describe('spec 9 default alert rules', () => {
  it('cost per request above 1 €', () => {
    expect(costRule).toMatchObject({ type: 'cost', condition: 'greater_than', threshold: 1 });
    expect(evaluateAlertRule(costRule, [metric({ cost: 1 })], now, [], id)).toBeNull();
    const alert = evaluateAlertRule(costRule, [metric({ cost: 1.5 }), metric({ cost: 0.7 })], now, [], id);
    expect(alert).toMatchObject({ ruleId: 'default-cost', severity: 'warning', acknowledged: false, resolvedAt: null, metrics: { value: 1.1, threshold: 1, requests: 2 } });
    expect(alert?.message).toBe('Költség kérésenként: 1,10\u00a0EUR (küszöb: 1,00\u00a0EUR, időablak: 60 perc)');
    const cheap = evaluateAlertRule({ ...costRule, threshold: 0 }, [metric({ cost: 0.00042 })], now, [], id);
    expect(cheap?.message).toBe('Költség kérésenként: 0,0004\u00a0EUR (küszöb: 0,00\u00a0EUR, időablak: 60 perc)');
  });

  it('response time above 30000 ms; twice the threshold is critical', () => {
    expect(timeRule).toMatchObject({ type: 'response_time', threshold: 30000 });
    expect(evaluateAlertRule(timeRule, [metric({ responseTime: 30_000 })], now, [], id)).toBeNull();
    expect(evaluateAlertRule(timeRule, [metric({ responseTime: 31_000 })], now, [], id)?.severity).toBe('warning');
    expect(evaluateAlertRule(timeRule, [metric({ responseTime: 60_000 })], now, [], id)?.severity).toBe('critical');
  });

  it('all rules over one window give what each rule gives alone, in order; disabled and open ones none', () => {
    const window = [...Array.from({ length: 101 }, () => metric({ cost: 2.5, responseTime: 70_000 })), metric({ timestamp: '2026-03-10T10:00:00Z' })];
    const rules = [costRule, timeRule, volumeRule, { ...costRule, id: 'off', enabled: false }];
    const together = evaluateAlertRules(rules, window, now, [], () => 'x');
    expect(together).toEqual(rules.map((r) => evaluateAlertRule(r, window, now, [], () => 'x')));
    expect(together.map((a) => a?.severity ?? null)).toEqual(['critical', 'critical', 'info', null]);
    const open = { ...together[0]!, resolvedAt: null };
    expect(evaluateAlertRules(rules, window, now, [open], () => 'x')[0]).toBeNull();
  });

  it('usage volume above 100 requests in the window; older metrics do not count', () => {
    const hundred = Array.from({ length: 100 }, () => metric());
    expect(evaluateAlertRule(volumeRule, hundred, now, [], id)).toBeNull();
    expect(evaluateAlertRule(volumeRule, [...hundred, metric({ timestamp: '2026-03-10T10:00:00Z' })], now, [], id)).toBeNull();
    expect(evaluateAlertRule(volumeRule, [...hundred, metric()], now, [], id)?.severity).toBe('info');
  });

  it('does not raise a second alert while one is open, nor for a disabled rule', () => {
    const open = evaluateAlertRule(costRule, [metric({ cost: 2 })], now, [], id) as Alert;
    expect(evaluateAlertRule(costRule, [metric({ cost: 2 })], now, [open], id)).toBeNull();
    expect(evaluateAlertRule(costRule, [metric({ cost: 2 })], now, [resolveAlert(open, now)], id)).not.toBeNull();
    expect(evaluateAlertRule({ ...costRule, enabled: false }, [metric({ cost: 2 })], now, [], id)).toBeNull();
  });

  it('conditions less_than and equals, error rate in percent', () => {
    expect(evaluateAlertRule({ ...costRule, condition: 'less_than', threshold: 0.02 }, [metric()], now, [], id)).not.toBeNull();
    expect(evaluateAlertRule({ ...volumeRule, condition: 'equals', threshold: 1 }, [metric()], now, [], id)).not.toBeNull();
    expect(ruleValue('error_rate', [metric(), metric({ success: false }), metric(), metric()])).toBe(25);
    expect(ruleValue('cost', [])).toBeNull();
  });
});

describe('spec 4 alert states: created → acknowledged → resolved', () => {
  it('moves forward only', () => {
    const created = evaluateAlertRule(costRule, [metric({ cost: 5 })], now, [], id) as Alert;
    expect(alertState(created)).toBe('created');
    const acknowledged = acknowledgeAlert(created);
    expect(alertState(acknowledged)).toBe('acknowledged');
    expect(() => acknowledgeAlert(acknowledged)).toThrow(AlertTransitionError);
    const resolved = resolveAlert(acknowledged, now);
    expect(alertState(resolved)).toBe('resolved');
    expect(resolved.resolvedAt).toBe(now.toISOString());
    expect(() => resolveAlert(resolved, now)).toThrow('Cannot resolve an alert that is resolved');
    expect(() => acknowledgeAlert(resolved)).toThrow('Cannot acknowledge an alert that is resolved');
  });
});

describe('spec 9 anomaly rules', () => {
  const op = (iso: string, ip = '10.0.0.1', success = true) => ({ timestamp: iso, ipAddress: ip, success });
  const working = (i: number) => op(new Date(Date.UTC(2026, 2, 10, 9, 0, i)).toISOString()); // 10:00 Budapest

  it('over 100 operations in 24 hours', () => {
    expect(
      detectAnomalies(
        Array.from({ length: 100 }, (_, i) => working(i)),
        now,
      ),
    ).toEqual([]);
    const a = detectAnomalies(
      Array.from({ length: 101 }, (_, i) => working(i)),
      now,
    );
    expect(a.map((x) => [x.type, x.value])).toEqual([['high_volume', 101]]);
    expect(detectAnomalies([...Array.from({ length: 100 }, (_, i) => working(i)), op('2026-03-09T11:00:00Z')], now)).toEqual([]);
  });

  it('over 20 operations before 6 or after 22 (Budapest time)', () => {
    expect(isOffHours(new Date('2026-03-10T04:59:00Z'))).toBe(true); // 05:59
    expect(isOffHours(new Date('2026-03-10T05:00:00Z'))).toBe(false); // 06:00
    expect(isOffHours(new Date('2026-03-10T20:59:00Z'))).toBe(false); // 21:59
    expect(isOffHours(new Date('2026-03-10T21:00:00Z'))).toBe(true); // 22:00
    const night = (i: number) => op(new Date(Date.UTC(2026, 2, 10, 2, i)).toISOString());
    expect(
      detectAnomalies(
        Array.from({ length: 20 }, (_, i) => night(i)),
        now,
      ),
    ).toEqual([]);
    expect(
      detectAnomalies(
        Array.from({ length: 21 }, (_, i) => night(i)),
        now,
      ).map((x) => x.type),
    ).toEqual(['off_hours']);
  });

  it('more than 5 IP addresses', () => {
    const ips = (k: number) => Array.from({ length: k }, (_, i) => op('2026-03-10T09:00:00Z', `10.0.0.${i}`));
    expect(detectAnomalies(ips(5), now)).toEqual([]);
    expect(detectAnomalies(ips(6), now).map((x) => [x.type, x.value])).toEqual([['many_ips', 6]]);
  });

  it('error rate over 20 percent (from 10 operations on)', () => {
    const ops = (failed: number, total: number) => Array.from({ length: total }, (_, i) => op('2026-03-10T09:00:00Z', '10.0.0.1', i >= failed));
    expect(detectAnomalies(ops(2, 10), now)).toEqual([]);
    expect(detectAnomalies(ops(3, 10), now).map((x) => x.type)).toEqual(['high_error_rate']);
    expect(detectAnomalies(ops(3, 9), now)).toEqual([]);
  });
});

describe('alert figures, Hungarian style (the English budget errors keep dot decimals)', () => {
  it('decimal comma, grouped thousands, four decimals below a cent', () => {
    expect([formatAlertEuro(0.8), formatAlertEuro(12_500.5), formatAlertEuro(0.00042), formatAlertEuro(0)]).toEqual(['0,80\u00a0EUR', '12\u00a0500,50\u00a0EUR', '0,0004\u00a0EUR', '0,00\u00a0EUR']);
    expect(formatRuleValue('response_time', 31_250.4)).toBe('31\u00a0250 ms');
    expect(formatRuleValue('error_rate', 12.46)).toBe('12,5%');
    expect(formatRuleValue('usage_volume', 150)).toBe('150');
    expect(formatRuleValue('spend', 1.5)).toBe('1,50\u00a0EUR');
  });
});
