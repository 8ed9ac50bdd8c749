// Types of scripts/eslint-boundaries.js for its TypeScript test (the project does not check JS).
import type { ESLint } from 'eslint';

export interface Layer {
  from: string[];
  deny: string[];
  exceptTests?: boolean;
  message: string;
}

export function rootFromModuleUrl(url: string): string;
export function resolveImport(root: string, fromFile: string, source: string): string | null;
export function featureOf(repoRelative: string): string | null;
export const layers: Layer[];
export function createBoundaries(root: string): ESLint.Plugin & { rules: Record<string, NonNullable<ESLint.Plugin['rules']>[string]> };
declare const boundaries: ESLint.Plugin;
export default boundaries;
