// Types of scripts/chromium.mjs for playwright.config.ts (the project does not check JS).
export const chromiumCandidates: string[];
export function findChromium(): string | null;
export const journeyChromiumCandidates: string[];
export function findJourneyChromium(): string | null;
export const chromiumMissingMessage: string;
