// Gathers the modules' parts of the route-guard harness (decision 0424): every
// `modules/<x>/<x>.route-guards.ts`, found by Vite's import.meta.glob, so a new module's part is
// picked up without a list to edit. The merged maps are what the harness reads; a key two parts
// both declare, or a file without a default part, fails on import.
import type { RouteGuard } from '../plugins/request-context';
import type { Foreign } from './route-guard-foreign';
import type { RouteGuardPart } from './route-guard-part';

const files = import.meta.glob<{ default?: RouteGuardPart }>('../modules/*/*.route-guards.ts', { eager: true });

export interface GatheredPart {
  /** The module folder the part lives in. */
  module: string;
  file: string;
  part: RouteGuardPart;
}

export const routeGuardParts: readonly GatheredPart[] = Object.entries(files).map(([file, exports]) => {
  const module = file.split('/')[2]!;
  if (!file.endsWith(`/${module}/${module}.route-guards.ts`)) throw new Error(`${file}: a module's route-guard part is named after its folder (${module}.route-guards.ts)`);
  if (!exports.default?.guards) throw new Error(`${file} has no default export made with defineRouteGuardPart`);
  return { module, file, part: exports.default };
});

function merged<V>(pick: (part: RouteGuardPart) => Record<string, V> | undefined, what: string): Record<string, V> {
  const out: Record<string, V> = {};
  const owner: Record<string, string> = {};
  for (const { module, part } of routeGuardParts) {
    for (const [key, value] of Object.entries(pick(part) ?? {})) {
      if (key in out) throw new Error(`${what} "${key}" is declared by both the ${owner[key]} and the ${module} module's route-guard parts`);
      out[key] = value;
      owner[key] = module;
    }
  }
  return out;
}

/**
 * The reviewed permission of every guarded route (spec 3.2/6), gathered from the modules' parts.
 * The harness compares it with the guard the route really carries, so a weakened guard fails, and
 * a new route fails until someone decides (and writes down in its module's part) who may call it.
 */
export const expectedGuards: Record<string, RouteGuard> = merged((p) => p.guards, 'The guard of');
/**
 * Path parameters naming another tenant's or another user's object, per route URL. An id that is
 * not a non-empty string (an object no part made, a misspelt name) throws instead of becoming a
 * harmless 404 that would pass.
 */
export const foreignIds: Record<string, (f: Foreign) => Record<string, string>> = Object.fromEntries(
  Object.entries(merged((p) => p.foreignIds, 'The foreign ids of')).map(([url, ids]) => [
    url,
    (f: Foreign) => {
      const params = ids(f);
      for (const [name, value] of Object.entries(params)) {
        if (typeof value !== 'string' || value === '') throw new Error(`${url}: the foreign id "${name}" is ${JSON.stringify(value)} – no route-guard part made that object of the other firm`);
      }
      return params;
    },
  ]),
);
/** A body that passes validation, for object-level attempts on routes that take one. */
export const validBodies: Record<string, unknown> = merged((p) => p.bodies, 'The body of');
/** The query a GET route cannot answer without (e.g. which table a CSV export is of). */
export const validQueries: Record<string, string> = merged((p) => p.queries, 'The query of');

/** Entries of the parts naming a route the app does not register (`METHOD /url`, or a URL for foreignIds). */
export function staleEntries(routeKeys: readonly string[]): string[] {
  const keys = new Set(routeKeys);
  const urls = new Set(routeKeys.map((k) => k.slice(k.indexOf(' ') + 1)));
  return routeGuardParts.flatMap(({ module, part }) =>
    [...[part.guards, part.bodies, part.queries].flatMap((map) => Object.keys(map ?? {}).filter((k) => !keys.has(k))), ...Object.keys(part.foreignIds ?? {}).filter((url) => !urls.has(url))].map(
      (entry) => `${module}: ${entry}`,
    ),
  );
}

/**
 * Each part names only its own module's routes: every entry's route is one the part's guards
 * declare (so bodies, queries and ids sit with the guard), and the routes under one registry
 * module's API prefixes are all declared by the same part. `ownerOf` maps a URL to its registry
 * module (moduleOfRouteUrl), or null for a platform route.
 */
export function misplacedEntries(ownerOf: (url: string) => string | null): string[] {
  const partOfOwner = new Map<string, string>();
  const out: string[] = [];
  for (const { module, part } of routeGuardParts) {
    const guarded = Object.keys(part.guards);
    const guardedUrls = new Set(guarded.map((k) => k.slice(k.indexOf(' ') + 1)));
    for (const map of [part.bodies, part.queries]) for (const key of Object.keys(map ?? {})) if (!(key in part.guards)) out.push(`${module}: ${key} has no guard in the same part`);
    for (const url of Object.keys(part.foreignIds ?? {})) if (!guardedUrls.has(url)) out.push(`${module}: foreign ids of ${url}, no route of which the part guards`);
    for (const key of guarded) {
      const owner = ownerOf(key.slice(key.indexOf(' ') + 1));
      if (!owner) continue;
      const first = partOfOwner.get(owner);
      if (first === undefined) partOfOwner.set(owner, module);
      else if (first !== module) out.push(`${module}: ${key} lies under the ${owner} module's prefixes, whose other routes the ${first} part declares`);
    }
  }
  return out;
}
