// The bench's targets (issue 40.4): each hot row is judged against its engine's ceiling route of
// the same run – its share of the ceiling's req/s and its p99 against 1.5 × the ceiling's p99.
import { describe, expect, it } from 'vitest';
import { runLighthouse, type LighthouseReport } from '../bench/lib/lighthouse.mjs';
import { ceilingTarget, lighthouseTarget, P99_OF_CEILING, pageWalkTarget } from '../bench/lib/report.mjs';

const ceiling = { requestsPerSecond: 200, p99Ms: 800 };

describe('bench targets against the same run’s ceiling', () => {
  it('meets the target at the share and within 1.5 × the ceiling p99', () => {
    expect(P99_OF_CEILING).toBe(1.5);
    expect(ceilingTarget('Lista', { requestsPerSecond: 120, p99Ms: 1200 }, ceiling, 60).met).toBe(true);
  });

  it('misses it below the share, or with a p99 above 1.5 × the ceiling’s', () => {
    expect(ceilingTarget('Lista', { requestsPerSecond: 119, p99Ms: 900 }, ceiling, 60).met).toBe(false);
    const slow = ceilingTarget('Lista', { requestsPerSecond: 190, p99Ms: 1201 }, ceiling, 60);
    expect(slow.met).toBe(false);
    expect(slow.actual).toContain('p99 1,201 ms vs ≤ 1,200 ms (ceiling 800 ms)');
  });

  it('does not judge a row or a ceiling the run did not measure', () => {
    expect(ceilingTarget('Lista', undefined, ceiling, 60)).toMatchObject({ met: null, actual: 'not measured in this run' });
    expect(ceilingTarget('Lista', { requestsPerSecond: 1, p99Ms: 1 }, undefined, 60).met).toBeNull();
  });
});

describe('page targets (issue 40 point 5)', () => {
  const scored = (performance: number) => ({ scores: { performance } });

  it('wants Lighthouse performance ≥ 95 on all four pages', () => {
    expect(lighthouseTarget({ signIn: scored(96), dashboard: scored(95), matters: scored(99), matter: scored(97) }).met).toBe(true);
    const one = lighthouseTarget({ signIn: scored(96), dashboard: scored(94), matters: scored(99), matter: scored(97) });
    expect(one.met).toBe(false);
    expect(one.actual).toContain('Dashboard 94');
    expect(lighthouseTarget({ signIn: scored(99), dashboard: scored(99) }).met).toBe(false);
    expect(lighthouseTarget({ signIn: scored(99), dashboard: { error: 'x', scores: scored(0).scores }, matters: scored(99), matter: scored(99) }).met).toBe(false);
    expect(lighthouseTarget({ skipped: 'BENCH_SKIP_LIGHTHOUSE=1' }).met).toBeNull();
  });

  it('runs Lighthouse again on a page it could not load, and says so', () => {
    const scoredReport: LighthouseReport = { url: '/login', scores: { performance: 97 } };
    const failing = (failures: number) => {
      let calls = 0;
      return () => (++calls <= failures ? { url: '/login', error: 'NO_NAVSTART' } : scoredReport);
    };
    expect(runLighthouse('/login', {}, failing(0))).toEqual(scoredReport);
    expect(runLighthouse('/login', {}, failing(2))).toEqual({ ...scoredReport, attempts: 3 });
    expect(runLighthouse('/login', {}, failing(3))).toEqual({ url: '/login', error: 'NO_NAVSTART', attempts: 3 });
    const runtimeFailure = runLighthouse('/login', { attempts: 2 }, () => ({ url: '/login', runtimeError: 'NO_FCP', scores: { performance: 0 } }));
    expect(runtimeFailure).toMatchObject({ runtimeError: 'NO_FCP', attempts: 2 });
  });

  it('wants every page at its heading within 1 s, and every page to show one', () => {
    const page = (url: string, ms: number) => ({ path: url, url, ms, heading: 'Ügyek' });
    expect(pageWalkTarget({ pages: [page('/app/a', 400), page('/app/b', 1000)], errors: [] }).met).toBe(true);
    const slow = pageWalkTarget({ pages: [page('/app/a', 400), page('/app/b', 1001)], errors: [] });
    expect(slow.met).toBe(false);
    expect(slow.actual).toContain('1 of 2 over 1 s');
    expect(slow.actual).toContain('/app/b 1,001 ms');
    expect(pageWalkTarget({ pages: [page('/app/a', 400)], errors: ['/app/c: timeout'] }).met).toBe(false);
    expect(pageWalkTarget({ error: 'no chromium', pages: [], errors: [] }).met).toBeNull();
    expect(pageWalkTarget(undefined).met).toBeNull();
  });
});
