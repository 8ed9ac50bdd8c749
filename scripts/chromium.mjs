// Finds the system Chromium used by Playwright (we never download browsers).
import { existsSync } from 'node:fs';

const fullChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export const chromiumCandidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, ...fullChromium].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((p) => existsSync(p)) ?? null;
}

/**
 * The journeys' browser: Debian's chromium-headless-shell when it is installed (the same Chromium
 * without the full browser's shell; the journeys took 19 % less CPU on it, decision 0457), else
 * the full Chromium. CHROMIUM_PATH chooses one. Lighthouse and the bench's page walk keep the full
 * browser (findChromium): they measure what a user's browser does.
 */
export const journeyChromiumCandidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', process.env.CHROME_PATH, ...fullChromium].filter(Boolean);

export function findJourneyChromium() {
  return journeyChromiumCandidates.find((p) => existsSync(p)) ?? null;
}

export const chromiumMissingMessage = `Chromium was not found (looked at: ${journeyChromiumCandidates.join(', ')}).
The end-to-end tests drive a real Chromium and are never skipped. Install Debian's package:
    sudo apt-get update && sudo apt-get install -y chromium-headless-shell
(or chromium), or point CHROMIUM_PATH at an existing Chromium/Chrome binary.`;
