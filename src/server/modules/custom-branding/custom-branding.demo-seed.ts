// Demo data of the firm's branding (decision 0448): the demo firm has the module and shows its
// customers its own short name and monogram logo on a dark green – a colour white text reads well on.
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { demoLogoPng } from './custom-branding.demo-logo';
import { firmBrandings } from './custom-branding.schema';

export const DEMO_BRANDING = { displayName: 'Kovács Ügyvédi Iroda', accentColor: '#14532d' } as const;

export async function seedBrandingDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['custom-branding']);
  const logo = demoLogoPng(DEMO_BRANDING.accentColor);
  await tx.insert(firmBrandings).values({ tenantId, ...DEMO_BRANDING, logo, logoType: 'image/png', logoUpdatedAt: new Date(), updatedBy: people.ownerId });
}
