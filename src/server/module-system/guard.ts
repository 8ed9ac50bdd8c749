// The module guard (decision 0090): every route whose URL lies under a module's API prefixes
// (the registry's, and those of modules given to buildApp) gets a check, added when the route is
// registered, so routes written later are covered without anyone remembering. It runs after the
// route's own guard (auth and permission, request-context.ts) and answers 403
// MODULE_NOT_INSTALLED when the firm has not installed the module. Factory modules share one API,
// /api/m/:moduleKey/…, and are checked with the key from the URL.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ExtraModuleDefinition } from '@shared/modules/catalog';
import { moduleRegistry } from '@shared/modules/registry';
import { HttpError } from '../lib/http-error';
import { BusCache } from '../lib/bus-cache';
import { INSTALLED_MODULES_TOPIC, installedModuleKeys, onInstalledModulesChanged } from './installed';
import { recordModuleUse } from './usage';

/** The record API of module-factory modules; the module key is the `moduleKey` path parameter. */
export const FACTORY_API_PREFIX = '/api/m/:moduleKey';

const underPrefix = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

/** The module a route URL belongs to: a key, 'factory' (key in the URL), or null (platform route). */
export function moduleOfRouteUrl(url: string, extra: readonly ExtraModuleDefinition[] = []): string | null {
  if (underPrefix(url, FACTORY_API_PREFIX)) return 'factory';
  const owner = [...moduleRegistry, ...extra].find((def) => def.apiPrefixes.some((prefix) => underPrefix(url, prefix)));
  return owner?.key ?? null;
}

function moduleKeyOf(request: FastifyRequest, owner: string): string | null {
  if (owner !== 'factory') return owner;
  const params = request.params as Record<string, unknown> | undefined;
  return typeof params?.moduleKey === 'string' ? params.moduleKey : null;
}

function requireInstalled(app: FastifyInstance, owner: string): onRequestHookHandler {
  const load = (tenantId: string) => installedModuleKeys(app.db, tenantId);
  // Callback style: with the firm's modules cached and the use already recorded this minute and
  // day – nearly every request – the check passes without a promise (decision 0272).
  return (request, _reply, done) => {
    const ctx = request.ctx;
    // A route without a signed-in guard is public by the allow-list (none is under a module today).
    if (!ctx) return done();
    const tenantId = ctx.tenantId;
    if (!tenantId) return done(new HttpError(403, 'NO_TENANT'));
    const key = moduleKeyOf(request, owner);
    const pass = (installed: Set<string>) => {
      if (!key || !installed.has(key)) throw new HttpError(403, 'MODULE_NOT_INSTALLED');
      return recordModuleUse(app.db, tenantId, key, ctx.user.id);
    };
    const cached = app.installedModules.peek(tenantId);
    let writing: Promise<unknown> | null;
    if (cached) {
      try {
        writing = pass(cached.value);
      } catch (error) {
        return done(error as Error);
      }
    } else {
      writing = app.installedModules.get(tenantId, load).then(pass);
    }
    if (!writing) return done();
    writing.then(() => done(), done);
  };
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

async function moduleGuardPlugin(app: FastifyInstance, options: { extraModules?: readonly ExtraModuleDefinition[] }) {
  app.decorate('moduleExtensions', { definitions: options.extraModules ?? [], providers: [] });
  // Installed modules per firm for as long as the request context is cached (≤ 1 s); installs and uninstalls on any instance
  // reach it through the bus (database trigger, migration 0021), and this instance's at once.
  app.decorate('installedModules', new BusCache<Set<string>>(app.bus, INSTALLED_MODULES_TOPIC, app.contextCache.ttlMs));
  const unsubscribe = onInstalledModulesChanged((tenantId) => app.installedModules.invalidate(tenantId));
  app.addHook('onClose', async () => void unsubscribe());
  // Registered after request-context: its onRoute hook has already moved the route's guard to
  // onRequest, so the module check is appended behind it.
  app.addHook('onRoute', (route) => {
    const owner = moduleOfRouteUrl(route.url, app.moduleExtensions.definitions);
    if (!owner) return;
    route.onRequest = [...asList(route.onRequest), requireInstalled(app, owner)] as typeof route.onRequest;
  });
}

export default fp(moduleGuardPlugin, { name: 'module-guard', dependencies: ['request-context'] });
