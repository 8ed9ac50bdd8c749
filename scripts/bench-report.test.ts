// The bench's targets (issue 40.4): each hot row is judged against its engine's ceiling route of
// the same run – its share of the ceiling's req/s and its p99 against 1.5 × the ceiling's p99.
import { describe, expect, it } from 'vitest';
import { ceilingTarget, P99_OF_CEILING } from '../bench/lib/report.mjs';

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
