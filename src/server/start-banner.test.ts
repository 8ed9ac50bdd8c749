import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { demoModeBanner } from './start-banner';

describe('listen address and demo banner (issue 11, finding 3)', () => {
  it('listens on loopback in demo mode unless HOST is set, on every interface otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true', HOST: '' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'test' }).HOST).toBe('0.0.0.0');
    expect(loadEnv({ NODE_ENV: 'test' }).DEMO_ALLOW_REMOTE).toBe(false);
  });

  it('says which address serves demo mode', () => {
    const env = loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true' });
    expect(demoModeBanner(env, 'http://127.0.0.1:3000')).toContain('served at http://127.0.0.1:3000, to this machine only');
    const exposed = loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true', HOST: '0.0.0.0' });
    expect(demoModeBanner(exposed, 'http://127.0.0.1:3000')).toContain('answer only requests from this machine');
    const open = loadEnv({ NODE_ENV: 'test', DEMO_MODE: 'true', HOST: '0.0.0.0', DEMO_ALLOW_REMOTE: 'true' });
    expect(demoModeBanner(open, 'http://127.0.0.1:3000')).toMatch(/^WARNING – demo mode is open to the network/);
    expect(demoModeBanner(loadEnv({ NODE_ENV: 'test' }), 'http://127.0.0.1:3000')).toBeNull();
  });
});
