// The three template pages of /app/automations (issue 36.1, decision 0363). Each states what the
// product does in that area today and starts a rule of the engine from a preset – nothing here
// claims a feature that is not running:
// - document generation: "on an event, generate from a template into the vault and notify";
// - deadline reminders: the firm's lead times on the existing exactly-once reminders, who gets
//   them and through which channels, plus rules on deadline events;
// - e-mail to case: the firm's inbound addresses and rules (inbound-mail-settings.tsx), and rules
//   on received e-mails (`email.received`) and portal messages.
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { AutomationRule, TriggerEventType } from '@shared/automations/automations';
import { PageHeader } from '@client/components/ui/page-header';
import { Button } from '@client/components/ui/button';
import { type RuleInput, useAutomations } from '../api/automations-api';
import { RuleForm } from './rule-form';
import { InboundMailSettings } from './inbound-mail-settings';
import { RunStatus } from './run-log';

function BackLink() {
  return (
    <Link to="/app/automations" className="text-sm text-indigo-700 underline dark:text-indigo-300">
      ← Vissza az automatizálásokhoz
    </Link>
  );
}

/** The firm's rules that match `filter`, with a preset to start a new one (for those who may build rules). */
type PresetProps = { filter: (r: AutomationRule) => boolean; preset: RuleInput; newLabel: string };

function PresetRules({ canBuild, ...props }: PresetProps & { canBuild: boolean }) {
  if (!canBuild) return <p className="text-sm text-slate-700 dark:text-slate-300">Szabályt az iroda beállításaira jogosult kolléga (irodavezető) hozhat létre az Automatizálások oldalon.</p>;
  return <FirmPresetRules {...props} />;
}

function FirmPresetRules({ filter, preset, newLabel }: PresetProps) {
  const list = useAutomations();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const rules = list.data?.items.filter(filter) ?? [];
  return (
    <section aria-labelledby="preset-rules" className="space-y-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preset-rules" className="text-lg font-semibold">
          Az iroda ilyen szabályai
        </h2>
        {!open && <Button onClick={() => setOpen(true)}>{newLabel}</Button>}
      </div>
      {saved && (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          A szabály elkészült: „{saved}”. A futásnaplója az Automatizálások oldalon látható.
        </p>
      )}
      {list.isPending ? (
        <p className="text-sm">Betöltés…</p>
      ) : rules.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">Még nincs ilyen szabály.</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {rules.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium">{r.name}</span>
              <span className="flex items-center gap-2">
                {r.enabled ? 'Bekapcsolva' : 'Kikapcsolva'}
                {r.lastRun && <RunStatus status={r.lastRun.status} />}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <RuleForm
          rule={null}
          initial={preset}
          onCancel={() => setOpen(false)}
          onDone={(rule) => {
            setOpen(false);
            setSaved(rule.name);
          }}
        />
      )}
    </section>
  );
}

const usesAction = (type: string) => (r: AutomationRule) => r.actions.some((a) => a.type === type);
const onEvents = (types: TriggerEventType[]) => (r: AutomationRule) => r.trigger.kind === 'event' && types.includes(r.trigger.eventType);

export function DocumentGenerationPage({ canBuild }: { canBuild: boolean }) {
  const preset: RuleInput = {
    name: 'Megbízási szerződés új ügyhöz',
    description: 'Új ügy nyitásakor elkészül a megbízási szerződés tervezete az ügy dokumentumai közé, és a felelős ügyvéd értesítést kap.',
    enabled: true,
    trigger: { kind: 'event', eventType: 'matter.created' },
    conditions: [],
    actions: [{ type: 'generate_document', templateId: '', inputs: {}, notify: true, matterId: null }],
  };
  return (
    <div className="space-y-6">
      <BackLink />
      <PageHeader title="Dokumentumgenerálás eseményre">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Egy esemény – például egy új ügy – után a rendszer a kiválasztott sablonból elkészíti az iratot az ügy és az ügyfél adataival (az ügy tárgya, a megbízó adatai a névjegyből), DOCX és PDF formában az ügy
          dokumentumai közé menti, és értesíti az ügy felelős ügyvédjét. A sablon többi változójának értékét a szabályban adod meg.
        </p>
      </PageHeader>
      <PresetRules canBuild={canBuild} filter={usesAction('generate_document')} preset={preset} newLabel="Új dokumentumgeneráló szabály" />
    </div>
  );
}

/** `reminderSettings`: the deadline tracker's own lead-time card (the app composes the features). */
export function DeadlineRemindersPage({ reminderSettings, canBuild }: { reminderSettings: ReactNode; canBuild: boolean }) {
  const preset: RuleInput = {
    name: 'Új határidő: szóljon az irodavezetőknek',
    description: '',
    enabled: true,
    trigger: { kind: 'event', eventType: 'deadline.created' },
    conditions: [],
    actions: [{ type: 'notify', recipient: 'role', role: 'tenant', userId: null, title: 'Új határidő: {{title}}', body: 'Utolsó nap: {{dueOn}}' }],
  };
  return (
    <div className="space-y-6">
      <BackLink />
      <PageHeader title="Határidő-emlékeztetők">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Minden nyitott határidőről a rendszer a beállított munkanapokkal előtte emlékeztet – minden időpontban pontosan egyszer. Csatornák: értesítés a csengőben és e-mail. Címzett: a határidő felelőse; ha nincs, a
          határidő rögzítője, végül az ügy felelős ügyvédje – mindig csak olyan kolléga, aki az ügyet láthatja (bizalmas ügyben a csapat tagja).
        </p>
      </PageHeader>
      {reminderSettings}
      <PresetRules canBuild={canBuild} filter={onEvents(['deadline.created', 'deadline.completed'])} preset={preset} newLabel="Új szabály határidő-eseményre" />
    </div>
  );
}

/** `canBuild`: the module's right (canEditSettings) – changes the inbound rules and builds rules; others read. */
export function EmailToCasePage({ canBuild }: { canBuild: boolean }) {
  const preset: RuleInput = {
    name: 'Beérkezett e-mail: szóljon az ügy felelősének',
    description: '',
    enabled: true,
    trigger: { kind: 'event', eventType: 'email.received' },
    conditions: [{ field: 'outcome', op: 'eq', value: 'filed' }],
    actions: [{ type: 'notify', recipient: 'matter_responsible', userId: null, role: null, title: 'Új e-mail az ügyben: {{subject}}', body: 'Feladó: {{from}}' }],
  };
  return (
    <div className="space-y-6">
      <BackLink />
      <PageHeader title="E-mailből ügy">
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">
          Az iroda és minden ügy saját bejövő címet kap. A beérkező levél a válaszlánc, az ügy címe, a tárgyban szereplő ügyszám vagy a feladó egyetlen nyitott ügye alapján az ügyhöz kerül feljegyzésként, a mellékletei a
          dokumentumtárba (a feltöltési korlátokkal), a feladó a névjegyéhez. Ha egyik sem illik rá, új lehetőség (megkeresés) lesz belőle. Ugyanaz a levél kétszer nem kerül be.
        </p>
      </PageHeader>
      <InboundMailSettings canEdit={canBuild} />
      <PresetRules canBuild={canBuild} filter={onEvents(['email.received', 'message.received'])} preset={preset} newLabel="Új szabály beérkezett e-mailre" />
    </div>
  );
}
