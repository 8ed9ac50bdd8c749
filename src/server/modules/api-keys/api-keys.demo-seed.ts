// Demo data of API keys (issue 36.2): the demo firm installs the module and has one key its
// administrator made for the bookkeeper's monthly sync, used yesterday. Its secret is drawn at
// random and thrown away: the demo shows a key's life on the page, never a key that works.
import { apiKeys } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { newKeySecret } from './api-keys.service';

export const API_KEYS_MODULE_KEY = 'api-keys';
export const DEMO_API_KEY_NAME = 'Könyvelőiroda – havi szinkron';

const DAY = 86_400_000;

export async function seedApiKeysDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople, now = new Date()): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, [API_KEYS_MODULE_KEY]);
  const { start, secretHash } = newKeySecret();
  await tx.insert(apiKeys).values({
    tenantId,
    name: DEMO_API_KEY_NAME,
    start,
    secretHash,
    scopes: ['canViewContacts', 'canViewTimeTracking'],
    createdBy: people.ownerId,
    createdAt: new Date(now.getTime() - 40 * DAY),
    expiresAt: new Date(now.getTime() + 140 * DAY),
    lastUsedAt: new Date(now.getTime() - DAY),
    // A documentation address (RFC 5737): the demo names no real network.
    lastUsedIp: '198.51.100.24',
  });
}
