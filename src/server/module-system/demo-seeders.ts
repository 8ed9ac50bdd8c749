// Demo data that a module creates through its own services rather than by inserting rows, so that
// the demo shows only what the product itself could have produced (e.g. invoices issued with the
// NAV rules, the XSD check and the gapless counter). db/seed.ts sits below the modules and cannot
// import them; it calls this, which gathers the seeds the modules' manifests declare.
import type { TenantTx } from '../db/tenant-scope';
import { manifests } from '../modules';

export interface DemoSeedPeople {
  /** The demo firm's administrator (installs the modules, issues the documents). */
  ownerId: string;
  /** Seeded contact ids by name. */
  contactIds: Record<string, string>;
  /** BETTER_AUTH_SECRET when the server seeds (it seals the demo guest register); absent in test templates. */
  serverSecret?: string;
}

export type ModuleDemoSeeder = (tx: TenantTx, tenantId: string, people: DemoSeedPeople) => Promise<void>;

/** Each module's demo seed (its manifest's `demoSeed`), in the manifests' order; each installs its module for the demo firm. */
export async function seedModuleDemos(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  for (const m of manifests) if (m.demoSeed) await m.demoSeed(tx, tenantId, people);
}
