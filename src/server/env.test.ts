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

  it('chooses the S3 storage only with a bucket and keys, and checks the endpoint and bucket name', () => {
    expect(loadEnv({ NODE_ENV: 'test' }).STORAGE_DRIVER).toBe('local');
    expect(() => loadEnv({ NODE_ENV: 'test', STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET is required[\s\S]*S3_ACCESS_KEY_ID is required[\s\S]*S3_SECRET_ACCESS_KEY is required/);
    expect(() => loadEnv({ NODE_ENV: 'test', STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    const s3 = { NODE_ENV: 'test', STORAGE_DRIVER: 's3', S3_BUCKET: 'iroda-iratok', S3_ACCESS_KEY_ID: 'kulcs', S3_SECRET_ACCESS_KEY: 'titok' };
    expect(loadEnv(s3)).toMatchObject({ STORAGE_DRIVER: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(loadEnv(s3).S3_ENDPOINT).toBeUndefined();
    expect(loadEnv({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-central-1' })).toMatchObject({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'eu-central-1',
    });
    expect(() => loadEnv({ ...s3, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ ...s3, S3_BUCKET: 'Iroda_Iratok' })).toThrow(/S3_BUCKET is not a valid bucket name/);
  });
  it('takes the embedded database tuning of decision 0274: a PostgreSQL size for shared_buffers, a flag for optimised WebAssembly', () => {
    const defaults = loadEnv({ NODE_ENV: 'test' });
    expect(defaults.PGLITE_SHARED_BUFFERS).toBeUndefined();
    expect(defaults.PGLITE_OPTIMIZED_WASM).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: '' }).PGLITE_SHARED_BUFFERS).toBeUndefined();
    const tuned = loadEnv({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: '64MB', PGLITE_OPTIMIZED_WASM: 'true' });
    expect(tuned.PGLITE_SHARED_BUFFERS).toBe('64MB');
    expect(tuned.PGLITE_OPTIMIZED_WASM).toBe(true);
    for (const wrong of ['64', '64mb', '0MB', '64 MB', '-1MB', '1TB']) {
      expect(() => loadEnv({ NODE_ENV: 'test', PGLITE_SHARED_BUFFERS: wrong }), wrong).toThrow(/PGLITE_SHARED_BUFFERS/);
    }
    expect(() => loadEnv({ NODE_ENV: 'test', PGLITE_OPTIMIZED_WASM: 'maybe' })).toThrow(/PGLITE_OPTIMIZED_WASM/);
  });
});
