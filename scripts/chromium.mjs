// Finds the system Chromium used by Playwright (we never download browsers).
import { existsSync } from 'node:fs';

export const chromiumCandidates = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return chromiumCandidates.find((p) => existsSync(p)) ?? null;
}

export const chromiumMissingMessage = `Chromium was not found (looked at: ${chromiumCandidates.join(', ')}).
The end-to-end tests drive a real Chromium and are never skipped. Install Debian's package:
    sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary.`;
