import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults for the embedded setup', () => {
    const env = loadEnv({ NODE_ENV: 'test' });
    expect(env.PORT).toBe(3000);
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe('auto');
    expect(env.DEMO_MODE).toBe(false);
  });

  it('names every invalid variable', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('requires a configured secret for PostgreSQL in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/x' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1/x', BETTER_AUTH_SECRET: 'x'.repeat(32) }).BETTER_AUTH_SECRET).toHaveLength(32);
  });

  it('generates and keeps a private secret for the embedded database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vi-env-'));
    const first = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    const second = loadEnv({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(first.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);
    expect(existsSync(join(dir, '.auth-secret'))).toBe(true);
    expect(readFileSync(join(dir, '.auth-secret'), 'utf8')).toBe(first.BETTER_AUTH_SECRET);
  });
});
