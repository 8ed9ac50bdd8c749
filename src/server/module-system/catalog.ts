// The catalogue as the server reads it (decision 0090): registry defaults + modules from
// elsewhere + the platform admin's overrides from module_catalog. Modules from elsewhere reach the
// app through `app.moduleExtensions`: fixed definitions given to buildApp (`extraModules`, the
// test and extension seam) and providers read per request (the module factory registers one that
// returns its published modules).
import type { FastifyInstance } from 'fastify';
import { type Catalog, type ExtraModuleDefinition, mergeCatalog } from '@shared/modules/catalog';
import type { Database } from '../db/client';
import { moduleCatalog } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

export type ExtraModulesProvider = (db: Database) => Promise<readonly ExtraModuleDefinition[]>;

export interface ModuleExtensions {
  /** Known when the app is built: their API prefixes are guarded like the registry's. */
  definitions: readonly ExtraModuleDefinition[];
  /** Read on every catalogue load (e.g. published factory modules). */
  providers: ExtraModulesProvider[];
}

declare module 'fastify' {
  interface FastifyInstance {
    moduleExtensions: ModuleExtensions;
  }
}

/** The merged catalogue; `extra` are definitions beyond the registry (factory modules). */
export async function loadCatalog(db: Database | TenantTx, extra: readonly ExtraModuleDefinition[] = []): Promise<Catalog> {
  const overrides = await db.select({ key: moduleCatalog.key, status: moduleCatalog.status, featured: moduleCatalog.featured, monthlyPriceHuf: moduleCatalog.monthlyPriceHuf }).from(moduleCatalog);
  return mergeCatalog(overrides, extra);
}

/** Every module beyond the registry that this app knows of now. */
export async function extraModules(app: FastifyInstance): Promise<ExtraModuleDefinition[]> {
  const provided = [];
  for (const provider of app.moduleExtensions.providers) provided.push(...(await provider(app.db)));
  return [...app.moduleExtensions.definitions, ...provided];
}

/** The app's catalogue: registry, extensions and overrides. */
export async function appCatalog(app: FastifyInstance): Promise<Catalog> {
  return loadCatalog(app.db, await extraModules(app));
}
