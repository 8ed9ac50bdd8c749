// Demo data of automations (decision 0364): the demo firm installs the module, and its
// administrator's three rules are made through the module's own service (validated, audited):
// invoices of a million forints or more announced to the office managers (on); the engagement
// contract generated for every new matter (off until the firm fills in its own fee and bank
// account); a Monday-morning reminder to review the week's deadlines (off: on the Alap plan's one
// run a month it would use the firm's run before the admin tries a rule of their own).
import { builtinTemplates } from '@shared/document-templates/builtin-templates';
import type { RuleBody } from '@shared/automations/automations';
import { userActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { builtinTemplateId, syncBuiltinTemplates } from '../../db/builtin-templates';
import { createAutomation } from './automations.service';
import { MODULE_KEY } from './automations.engine';

const engagement = builtinTemplates.find((t) => t.slug === 'megbizasi-szerzodes-ugyvedi')!;

export const demoRules: RuleBody[] = [
  {
    name: 'Milliós számla: szóljon az irodavezetőnek',
    description: 'Minden legalább 1 000 000 Ft bruttó összegű kiállított számláról értesítést kapnak az irodavezetők.',
    enabled: true,
    trigger: { kind: 'event', eventType: 'invoice.issued' },
    conditions: [{ field: 'grossAmountHuf', op: 'gte', value: 1_000_000 }],
    actions: [{ type: 'notify', recipient: 'role', role: 'tenant', userId: null, title: 'Nagy összegű számla: {{number}}', body: 'Bruttó {{grossAmountHuf}} Ft, fizetési határidő: {{paymentDate}}.' }],
  },
  {
    name: 'Új ügy: megbízási szerződés és feladat',
    description: 'Új ügy nyitásakor elkészül a megbízási szerződés tervezete az ügy iratai közé, a felelős ügyvéd értesítést és aláíratási feladatot kap. Bekapcsolás előtt írd át a díjat és a bankszámlaszámot!',
    enabled: false,
    trigger: { kind: 'event', eventType: 'matter.created' },
    conditions: [{ field: 'source', op: 'eq', value: 'matters' }],
    actions: [
      {
        type: 'generate_document',
        templateId: builtinTemplateId(engagement.slug),
        inputs: Object.fromEntries(engagement.variables.filter((v) => !v.source && v.example !== undefined).map((v) => [v.key, v.example])),
        notify: true,
        matterId: null,
      },
      { type: 'create_task', title: 'Megbízási szerződés aláíratása ({{number}})', dueInDays: 5, assigneeId: null, matterId: null },
    ],
  },
  {
    name: 'Hétfő reggeli határidő-áttekintés',
    description: 'Minden hétfőn 8 órakor emlékeztető a heti határidők átnézésére. (Az Alap csomag havi egy futása miatt kikapcsolva.)',
    enabled: false,
    trigger: { kind: 'schedule', frequency: 'weekly', hour: 8, weekday: 1, dayOfMonth: null },
    conditions: [],
    actions: [{ type: 'notify', recipient: 'author', userId: null, role: null, title: 'Heti határidő-áttekintés', body: 'Nézd át a heti határidőket a Határidők oldalon.' }],
  },
];

export async function seedAutomationsDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, [MODULE_KEY]);
  // The engagement contract rule names a built-in template: the library first (idempotent; the
  // templates demo later finds it in place).
  await syncBuiltinTemplates(tx);
  const actor = userActor({ tenantId, userId: people.ownerId, roles: ['tenant', 'lawyer'] });
  for (const rule of demoRules) await createAutomation(tx, actor, rule);
}
