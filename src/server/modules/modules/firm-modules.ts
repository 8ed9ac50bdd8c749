// The firm's modules as `/api/me` carries them (decision 0412), so that a page load needs no
// `/api/modules` or `/api/modules/installed`. Cached per firm like the installed-module keys the
// guard reads (≤ the request context's TTL, nothing while the bus is down): an install or an
// uninstall on any instance reaches it through the database trigger's bus message (migration
// 0021), a settings change through the message its service publishes.
import type { FastifyInstance } from 'fastify';
import type { FirmModules } from '@shared/modules/navigation';
import { BusCache } from '../../lib/bus-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import { INSTALLED_MODULES_TOPIC, onInstalledModulesChanged } from '../../module-system/installed';
import { loadFirmModules } from './modules.service';

const caches = new WeakMap<InvalidationBus, BusCache<FirmModules>>();

/** Called once while the modules' routes register: the cache lives as long as the app. */
export function registerFirmModulesCache(app: FastifyInstance): void {
  const cache = new BusCache<FirmModules>(app.bus, INSTALLED_MODULES_TOPIC, app.contextCache.ttlMs);
  caches.set(app.bus, cache);
  const unsubscribe = onInstalledModulesChanged((tenantId) => cache.invalidate(tenantId));
  app.addHook('onClose', async () => {
    unsubscribe();
    caches.delete(app.bus);
  });
}

/** The firm's modules for a member acting in it. */
export function firmModules(app: FastifyInstance, tenantId: string, userId: string): Promise<FirmModules> {
  const load = () => loadFirmModules(app, tenantId, userId);
  const cache = caches.get(app.bus);
  return cache ? cache.get(tenantId, load) : load();
}
