// Published factory modules in the module system (decision 0102): the store's catalogue lists them
// (a provider of app.moduleExtensions), the uninstall dry run and my modules count their records
// (the dynamic record counter of its manifest). Their pages are /app/modulok/:key, their API /api/m/:key, guarded by
// the module guard's factory prefix.
import { and, count, eq } from 'drizzle-orm';
import type { FactoryDefinition } from '@shared/module-factory/definition';
import type { ExtraModuleDefinition } from '@shared/modules/catalog';
import type { Database } from '../../db/client';
import { factoryRecords } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { allLatestPublished, latestPublished } from './factory.repo';

/** A published definition as a store entry: free, in every plan, used with the contacts permission. */
export function factoryStoreDefinition(def: FactoryDefinition): ExtraModuleDefinition {
  const upper = (text: string) => text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
  return {
    key: def.key,
    source: 'factory',
    name: def.name,
    description: def.description,
    dataKept: { hu: `${upper(def.entityName.hu)} rekordok és mezőértékeik.`, en: `${upper(def.entityName.en || def.entityName.hu)} records and their field values.` },
    category: def.category,
    icon: def.icon,
    pages: [`modulok/${def.key}`],
    apiPrefixes: [`/api/m/${def.key}`],
    // Contact links are optional references (decision 0102): no install dependency on contacts.
    dependsOn: [],
    minPlan: 'alap',
    monthlyPriceHuf: 0,
    status: 'active',
    usePermission: 'canViewContacts',
    released: true,
  };
}

export async function publishedFactoryModules(db: Database): Promise<ExtraModuleDefinition[]> {
  return (await allLatestPublished(db)).map((p) => factoryStoreDefinition(p.definition));
}

/** The record count of a published factory module's key; null for any other key. */
export async function countFactoryRecords(db: Database | TenantTx, tenantId: string, key: string) {
  const published = await latestPublished(db, key);
  if (!published) return null;
  const [row] = await db
    .select({ n: count() })
    .from(factoryRecords)
    .where(and(eq(factoryRecords.tenantId, tenantId), eq(factoryRecords.moduleKey, key)));
  const entity = published.definition.entityName;
  return [{ label: { hu: `${entity.hu} rekordok`, en: `${entity.en || entity.hu} records` }, count: row?.n ?? 0 }];
}
