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
/** A manifest's `dependsOn`: the names with their text index, none, or why it is not a literal array. */
export type DependsOn = { names: { name: string; index: number }[]; index?: number; error?: undefined } | { error: string; index: number; names?: undefined };
export function parseDependsOn(text: string): DependsOn;
export function createBoundaries(root: string): ESLint.Plugin & { rules: Record<string, NonNullable<ESLint.Plugin['rules']>[string]> };
declare const boundaries: ESLint.Plugin;
export default boundaries;
