// The catalogue as the firm's store reads it (decision 0429): the same for every firm until the
// platform admin changes it (an override, a published factory module), so it is kept per app in a
// `BusCache` with the request context's TTL (≤ 1 s; nothing cached while the bus is down), like the
// firm's modules of decision 0412. The admin's changes publish on MODULE_CATALOG_TOPIC: seen at
// once on this instance, on the others as soon as the bus delivers, at the latest after the TTL.
import type { FastifyInstance } from 'fastify';
import type { Catalog } from '@shared/modules/catalog';
import { BusCache } from '../lib/bus-cache';
import type { InvalidationBus } from '../lib/invalidation-bus';
import { appCatalog } from './catalog';

export const MODULE_CATALOG_TOPIC = 'module-catalog';
const KEY = 'catalog';

const caches = new WeakMap<InvalidationBus, BusCache<Catalog>>();

/** Called once while the modules' routes register: the cache lives as long as the app. */
export function registerCatalogCache(app: FastifyInstance): void {
  caches.set(app.bus, new BusCache<Catalog>(app.bus, MODULE_CATALOG_TOPIC, app.contextCache.ttlMs));
  app.addHook('onClose', async () => {
    caches.delete(app.bus);
  });
}

/** The app's catalogue for reads that may be up to the TTL old (the store). */
export function cachedCatalog(app: FastifyInstance): Promise<Catalog> {
  const cache = caches.get(app.bus);
  return cache ? cache.get(KEY, () => appCatalog(app)) : appCatalog(app);
}

/** After a change of the catalogue (override, factory publish): every instance reloads it. */
export function catalogChanged(app: FastifyInstance): Promise<void> {
  return app.bus.publish(MODULE_CATALOG_TOPIC, KEY);
}
