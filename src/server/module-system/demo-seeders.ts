// Demo data that a module creates through its own services rather than by inserting rows, so that
// the demo shows only what the product itself could have produced (e.g. invoices issued with the
// NAV rules, the XSD check and the gapless counter). db/seed.ts sits below the modules and cannot
// import them; it calls this list, which the module system owns like the record counters.
import type { TenantTx } from '../db/tenant-scope';
import { seedInvoicesDemo } from '../modules/invoices/invoices.demo-seed';
import { seedAiDemo } from '../modules/ai/ai.demo-seed';
import { seedHospitalityDemo } from '../modules/hospitality/hospitality.demo-seed';
import { seedPortalDemo } from '../modules/portal/portal.demo-seed';
import { seedApiKeysDemo } from '../modules/api-keys/api-keys.demo-seed';
import { seedAutomationsDemo } from '../modules/automations/automations.demo-seed';
import { seedWebhooksDemo } from '../modules/webhooks/webhooks.demo-seed';

export interface DemoSeedPeople {
  /** The demo firm's administrator (installs the modules, issues the documents). */
  ownerId: string;
  /** Seeded contact ids by name. */
  contactIds: Record<string, string>;
  /** BETTER_AUTH_SECRET when the server seeds (it seals the demo guest register); absent in test templates. */
  serverSecret?: string;
}

export type ModuleDemoSeeder = (tx: TenantTx, tenantId: string, people: DemoSeedPeople) => Promise<void>;

/** In order; each installs its module for the demo firm. */
export const moduleDemoSeeders: readonly { key: string; seed: ModuleDemoSeeder }[] = [
  { key: 'invoice-generator', seed: seedInvoicesDemo },
  { key: 'themis', seed: seedAiDemo },
  { key: 'hospitality', seed: seedHospitalityDemo },
  { key: 'client-portal', seed: seedPortalDemo },
  { key: 'api-keys', seed: seedApiKeysDemo },
  { key: 'automations', seed: seedAutomationsDemo },
  { key: 'integrations', seed: seedWebhooksDemo },
];

export async function seedModuleDemos(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  for (const seeder of moduleDemoSeeders) await seeder.seed(tx, tenantId, people);
}
