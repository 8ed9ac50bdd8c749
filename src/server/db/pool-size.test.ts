import { describe, expect, it } from 'vitest';
import { defaultPoolMax } from './pool-size';
import { loadEnv } from '../env';

describe('the default PostgreSQL pool size (decision 0452)', () => {
  it('is twice the cores, at least 4 and at most 10', () => {
    expect([1, 2, 3, 4, 5, 16].map((cores) => defaultPoolMax(cores))).toEqual([4, 4, 6, 8, 10, 10]);
  });

  it('applies when DATABASE_POOL_MAX is unset or empty; a number is kept, a bad one refused', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).DATABASE_POOL_MAX).toBe(defaultPoolMax());
    expect(loadEnv({ NODE_ENV: 'test', DATABASE_POOL_MAX: '' }).DATABASE_POOL_MAX).toBe(defaultPoolMax());
    expect(loadEnv({ NODE_ENV: 'test', DATABASE_POOL_MAX: '12' }).DATABASE_POOL_MAX).toBe(12);
    expect(() => loadEnv({ NODE_ENV: 'test', DATABASE_POOL_MAX: '0' })).toThrow();
  });
});
