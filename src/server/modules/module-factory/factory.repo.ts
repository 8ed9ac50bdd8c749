// The module factory's platform data: designed modules, their drafts and published versions.
// Runs on the owner connection (platform admin) or inside a tenant transaction for reads only
// (vi_app may read the factory tables, never write them: migration 0016).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FactoryDefinition } from '@shared/module-factory/definition';
import type { Database } from '../../db/client';
import { factoryModules, factoryModuleVersions, tenantModules } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

type Db = Database | TenantTx;

export interface PublishedDefinition {
  version: number;
  definition: FactoryDefinition;
}

/** The latest published definition of a factory module; null for unknown or never-published keys. */
export async function latestPublished(db: Db, key: string): Promise<PublishedDefinition | null> {
  const [row] = await db
    .select({ version: factoryModuleVersions.version, definition: factoryModuleVersions.definition })
    .from(factoryModuleVersions)
    .where(eq(factoryModuleVersions.moduleKey, key))
    .orderBy(desc(factoryModuleVersions.version))
    .limit(1);
  return row ?? null;
}

/** Every published factory module's latest definition (for the store's catalogue). */
export async function allLatestPublished(db: Db): Promise<PublishedDefinition[]> {
  const rows = await db
    .select({ key: factoryModuleVersions.moduleKey, version: factoryModuleVersions.version, definition: factoryModuleVersions.definition })
    .from(factoryModuleVersions)
    .innerJoin(factoryModules, and(eq(factoryModules.key, factoryModuleVersions.moduleKey), eq(factoryModules.publishedVersion, factoryModuleVersions.version)))
    .orderBy(asc(factoryModuleVersions.moduleKey));
  return rows.map(({ version, definition }) => ({ version, definition }));
}

export function factoryRepo(db: Database) {
  return {
    async list() {
      const modules = await db.select().from(factoryModules).orderBy(desc(factoryModules.updatedAt));
      const keys = modules.map((m) => m.key);
      const versions = keys.length ? await db.select().from(factoryModuleVersions).where(inArray(factoryModuleVersions.moduleKey, keys)).orderBy(asc(factoryModuleVersions.version)) : [];
      const installs = keys.length
        ? await db
            .select({ key: tenantModules.moduleKey, n: count() })
            .from(tenantModules)
            .where(and(inArray(tenantModules.moduleKey, keys), eq(tenantModules.status, 'installed')))
            .groupBy(tenantModules.moduleKey)
        : [];
      return modules.map((m) => ({ module: m, versions: versions.filter((v) => v.moduleKey === m.key), installCount: installs.find((i) => i.key === m.key)?.n ?? 0 }));
    },
    async get(key: string) {
      const all = await this.list();
      return all.find((m) => m.module.key === key) ?? null;
    },
    async exists(key: string) {
      return (await db.$count(factoryModules, eq(factoryModules.key, key))) > 0;
    },
    async create(definition: FactoryDefinition, userId: string) {
      await db.insert(factoryModules).values({ key: definition.key, draft: definition, createdBy: userId });
    },
    async saveDraft(key: string, definition: FactoryDefinition | null) {
      await db.update(factoryModules).set({ draft: definition, updatedAt: new Date() }).where(eq(factoryModules.key, key));
    },
    /** Freezes the draft as version N+1 and makes it the published one, in one transaction. */
    async publish(key: string, definition: FactoryDefinition, userId: string): Promise<number> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ v: factoryModules.publishedVersion }).from(factoryModules).where(eq(factoryModules.key, key)).for('update');
        const version = (current?.v ?? 0) + 1;
        await tx.insert(factoryModuleVersions).values({ moduleKey: key, version, definition, publishedBy: userId });
        await tx.update(factoryModules).set({ status: 'published', publishedVersion: version, draft: null, updatedAt: new Date() }).where(eq(factoryModules.key, key));
        return version;
      });
    },
  };
}
