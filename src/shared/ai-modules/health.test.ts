import { describe, expect, it } from 'vitest';
import { evaluateHealth } from './health';

const ok = { requests: 0, failures: 0, invalidKey: false };

describe('spec 4 provider health', () => {
  it('healthy without problems', () => {
    expect(evaluateHealth(ok)).toBe('healthy');
    expect(evaluateHealth({ ...ok, requests: 50, failures: 4, probe: { ok: true, latencyMs: 10_000, invalidKey: false } })).toBe('healthy');
  });

  it('degraded: latency above 10 s, 10–50 % errors, or a failed request', () => {
    expect(evaluateHealth({ ...ok, probe: { ok: true, latencyMs: 10_001, invalidKey: false } })).toBe('degraded');
    expect(evaluateHealth({ ...ok, requests: 10, failures: 1 })).toBe('degraded');
    expect(evaluateHealth({ ...ok, requests: 10, failures: 5 })).toBe('degraded');
    expect(evaluateHealth({ ...ok, requests: 3, failures: 1 })).toBe('degraded');
  });

  it('down: invalid key, a failed check, latency above 30 s, or more than 50 % errors', () => {
    expect(evaluateHealth({ ...ok, invalidKey: true })).toBe('down');
    expect(evaluateHealth({ ...ok, probe: { ok: false, latencyMs: 5, invalidKey: false } })).toBe('down');
    expect(evaluateHealth({ ...ok, probe: { ok: false, latencyMs: 5, invalidKey: true } })).toBe('down');
    expect(evaluateHealth({ ...ok, probe: { ok: true, latencyMs: 30_001, invalidKey: false } })).toBe('down');
    expect(evaluateHealth({ ...ok, requests: 10, failures: 6 })).toBe('down');
  });

  it('judges an error rate only from 10 requests on (below: a failure is "degraded")', () => {
    expect(evaluateHealth({ ...ok, requests: 2, failures: 2 })).toBe('degraded');
    expect(evaluateHealth({ ...ok, requests: 9, failures: 9 })).toBe('degraded');
  });
});
