// Demo data of the integrations page (issue 36.5): the demo firm installs the module and has one
// webhook endpoint – its practice-management system's address, subscribed to new matters, issued
// invoices and recorded payments – switched off by hand, so the demo never sends to an address
// that does not exist. Its secret is sealed with the server's secret, so it is only created when
// the server seeds (test templates have none).
import { webhookEndpoints } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { sealSecret } from '../../lib/secret-box';
import { newWebhookSecret } from '../../lib/standard-webhooks';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { SECRET_PURPOSE } from './webhooks.service';

export const INTEGRATIONS_MODULE_KEY = 'integrations';

export async function seedWebhooksDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, [INTEGRATIONS_MODULE_KEY]);
  if (!people.serverSecret) return;
  const secret = newWebhookSecret();
  await tx.insert(webhookEndpoints).values({
    tenantId,
    url: 'https://ugyvitel.kovacs-ugyved.hu/webhooks/virtualis-iroda',
    description: 'Ügyviteli rendszer szinkronja (a demóban kikapcsolva)',
    events: ['matter.created', 'invoice.issued', 'payment.recorded'],
    secret: sealSecret(people.serverSecret, SECRET_PURPOSE, secret),
    secretStart: secret.slice(0, 10),
    enabled: false,
    disabledReason: 'manual',
    disabledAt: new Date(),
    createdBy: people.ownerId,
  });
}
