// Demo data of the mobile module (decision 0516): the demo firm has the module – on its Alap plan
// the page shows the Profi upgrade card, as a firm's would. No device: a demo subscription would be
// a made-up push address every push fails on; a device is what a real browser registers.
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';

export async function seedMobileDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['mobile']);
}
