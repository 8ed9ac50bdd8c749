// Which browser the journeys and the bench look for (decision 0457): the headless shell first for
// the journeys, the full Chromium for Lighthouse, and an explicit path before either.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function candidates(env: { CHROMIUM_PATH?: string; CHROME_PATH?: string }) {
  vi.resetModules();
  vi.stubEnv('CHROMIUM_PATH', env.CHROMIUM_PATH ?? '');
  vi.stubEnv('CHROME_PATH', env.CHROME_PATH ?? '');
  const { chromiumCandidates, journeyChromiumCandidates } = await import('./chromium.mjs');
  return { full: chromiumCandidates, journeys: journeyChromiumCandidates };
}

describe('chromium candidates', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists the full Chromium after the headless shell when no path is set', async () => {
    const { full, journeys } = await candidates({});
    expect(journeys).toEqual(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
    expect(full).toEqual(['/usr/bin/chromium', '/usr/bin/chromium-browser']);
  });

  it('puts CHROMIUM_PATH first for the journeys and CHROME_PATH after the headless shell', async () => {
    const { full, journeys } = await candidates({ CHROMIUM_PATH: '/opt/a', CHROME_PATH: '/opt/b' });
    expect(journeys).toEqual(['/opt/a', '/usr/bin/chromium-headless-shell', '/opt/b', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
    expect(full).toEqual(['/opt/a', '/opt/b', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  });
});
