// Automations (issue 36.1, decision 0360): a firm's rules of trigger → conditions → actions, as
// data validated by these schemas on the server and in the form. A trigger is a domain event of
// the firm (a matter created, a document uploaded, a payment recorded …) or a schedule; the
// conditions read the event's fields (conditions.ts); the actions are what the product can do for
// the firm through its own services: a task or a deadline on the matter, a notice to a person or a
// role, a document from a template into the vault, a note on the matter.
import { z } from 'zod';
import { conditionSchema } from './conditions';

export { type Condition, conditionOperatorLabels, conditionOperators, type ConditionOperator, conditionSchema } from './conditions';

interface TriggerField {
  key: string;
  label: string;
  /** Hungarian names of a coded field's values, for the run log. */
  values?: Readonly<Record<string, string>>;
}

interface TriggerEvent {
  label: string;
  /** Fields a condition or a `{{placeholder}}` may name (the payload's, plus subject/actor). */
  fields: readonly TriggerField[];
}

const f = (key: string, label: string, values?: Readonly<Record<string, string>>): TriggerField => ({ key, label, ...(values ? { values } : {}) });

/** Where a new matter came from (the `matter.created` event's `source`). */
const matterSources = { matters: 'az Ügyek oldalról', opportunity: 'megnyert lehetőségből', onboarding: 'ügyfél-átvilágításból' } as const;

/** The domain events a rule may react to, with the fields the form offers. */
export const triggerEvents = {
  'matter.created': { label: 'Új ügy jött létre', fields: [f('number', 'Ügyszám'), f('title', 'Ügy megnevezése'), f('practiceArea', 'Jogterület'), f('confidential', 'Bizalmas'), f('source', 'Forrás', matterSources)] },
  'matter.updated': { label: 'Ügy módosult', fields: [f('number', 'Ügyszám'), f('changed', 'Módosított mezők'), f('status.to', 'Új állapot')] },
  'matter.closed': { label: 'Ügy lezárult', fields: [f('number', 'Ügyszám'), f('status', 'Állapot (closed / archived)'), f('closedOn', 'Lezárás napja')] },
  'document.uploaded': { label: 'Dokumentum feltöltve', fields: [f('fileName', 'Fájlnév'), f('mime', 'Típus'), f('sizeBytes', 'Méret (bájt)'), f('matterId', 'Ügy azonosító'), f('source', 'Feltöltő modul')] },
  'document.generated': { label: 'Dokumentum generálva sablonból', fields: [f('templateId', 'Sablon azonosító'), f('matterId', 'Ügy azonosító')] },
  'deadline.created': { label: 'Új határidő', fields: [f('title', 'Határidő megnevezése'), f('kind', 'Fajta'), f('dueOn', 'Utolsó nap'), f('matterId', 'Ügy azonosító')] },
  'deadline.completed': { label: 'Határidő teljesítve', fields: [f('title', 'Határidő megnevezése'), f('dueOn', 'Utolsó nap'), f('matterId', 'Ügy azonosító')] },
  'invoice.issued': {
    label: 'Számla kiállítva',
    fields: [f('number', 'Számlaszám'), f('operation', 'Művelet'), f('grossAmountHuf', 'Bruttó összeg (Ft)'), f('matterId', 'Ügy azonosító'), f('paymentDate', 'Fizetési határidő')],
  },
  'payment.recorded': { label: 'Befizetés rögzítve', fields: [f('amount', 'Összeg'), f('method', 'Fizetési mód'), f('state', 'Számla fizetési állapota'), f('paidOn', 'Fizetés napja')] },
  'message.received': { label: 'Üzenet érkezett', fields: [f('to', 'Címzett (firm / customer)'), f('matterId', 'Ügy azonosító')] },
  'email.received': {
    label: 'E-mail érkezett',
    fields: [f('from', 'Feladó címe'), f('subject', 'Tárgy'), f('outcome', 'Hová került (filed / intake / unfiled)'), f('matterId', 'Ügy azonosító'), f('attachments', 'Mellékletek száma')],
  },
  'contact.created': { label: 'Új névjegy', fields: [f('name', 'Név'), f('kind', 'Fajta (person / organisation)')] },
  'time_entry.recorded': { label: 'Munkaidő rögzítve', fields: [f('minutes', 'Perc'), f('billable', 'Számlázható'), f('amount', 'Összeg'), f('matterId', 'Ügy azonosító')] },
  'opportunity.won': { label: 'Lehetőség megnyerve', fields: [f('matterNumber', 'Új ügy száma'), f('valueHuf', 'Érték (Ft)'), f('matterId', 'Ügy azonosító')] },
  // States the product reaches without anyone acting (decision 0438): found by the automations'
  // own sweep, once per rule and invoice / deadline (and last day), not written as domain events.
  'invoice.overdue': {
    label: 'Számla lejárt (fizetési határidő elmúlt, nincs kiegyenlítve)',
    fields: [
      f('number', 'Számlaszám'),
      f('customerName', 'Vevő'),
      f('paymentDate', 'Fizetési határidő'),
      f('daysOverdue', 'Napja lejárt'),
      f('openAmount', 'Nyitott összeg'),
      f('currency', 'Pénznem'),
      f('matterId', 'Ügy azonosító'),
    ],
  },
  'deadline.due': {
    label: 'Határidő N munkanapon belül lejár',
    fields: [f('title', 'Határidő megnevezése'), f('kind', 'Fajta'), f('dueOn', 'Utolsó nap'), f('workingDaysLeft', 'Hátralévő munkanapok'), f('matterId', 'Ügy azonosító')],
  },
} as const satisfies Record<string, TriggerEvent>;

export type TriggerEventType = keyof typeof triggerEvents;
export const triggerEventTypes = Object.keys(triggerEvents) as [TriggerEventType, ...TriggerEventType[]];

/** Triggers found by the automations' sweep, not by a domain event (decision 0438). */
export const sweptTriggerTypes = ['invoice.overdue', 'deadline.due'] as const satisfies readonly TriggerEventType[];
export type SweptTriggerType = (typeof sweptTriggerTypes)[number];
export const isSweptTrigger = (type: string): type is SweptTriggerType => (sweptTriggerTypes as readonly string[]).includes(type);
/** The domain events a rule may react to (every trigger type but the swept ones). */
export const domainTriggerTypes = triggerEventTypes.filter((t): t is Exclude<TriggerEventType, SweptTriggerType> => !isSweptTrigger(t));

export const MAX_DUE_WORKING_DAYS = 60;

/** Fields every event carries besides its payload. */
export const commonFields: readonly TriggerField[] = [f('subject.type', 'Tárgy típusa'), f('subject.id', 'Tárgy azonosító'), f('actor.kind', 'Ki váltotta ki (user / apiKey / automation / system)')];

export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleFrequencyLabels: Readonly<Record<ScheduleFrequency, string>> = { daily: 'naponta', weekly: 'hetente', monthly: 'havonta' };

export const triggerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('event'),
    eventType: z.enum(triggerEventTypes),
    /** `deadline.due`: this many working days before the last day (0 = on the last day). */
    workingDays: z.number().int().min(0).max(MAX_DUE_WORKING_DAYS).nullable().optional(),
  }),
  z.object({
    kind: z.literal('schedule'),
    frequency: z.enum(scheduleFrequencies),
    /** Hour of the day in Budapest time. */
    hour: z.number().int().min(0).max(23),
    /** 1 = Monday … 7 = Sunday (weekly). */
    weekday: z.number().int().min(1).max(7).nullable().default(null),
    /** 1–28 (monthly; no 29–31, so every month has it). */
    dayOfMonth: z.number().int().min(1).max(28).nullable().default(null),
  }),
]);
export type Trigger = z.infer<typeof triggerSchema>;

export const notifyRecipientKinds = ['matter_responsible', 'author', 'user', 'role'] as const;
/** An e-mail may also go to the matter's client (its client party's e-mail address). */
export const emailRecipientKinds = [...notifyRecipientKinds, 'matter_client'] as const;
export const contactKindsOfAction = ['person', 'organisation'] as const;
export const notifyRoles = ['tenant', 'lawyer'] as const;

const text = (max: number, message: string) => z.string().trim().min(1, message).max(max);
/** A matter's or a person's id (text ids: built-in rows are not UUIDs). */
const optionalId = z.string().trim().min(1).max(100).nullable().default(null);

/** A task or a deadline's last day: this many days after the run (0 = that day). */
const dueInDays = z.number().int().min(0).max(365).nullable().default(null);

export const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('create_task'),
    title: text(200, 'Add meg a feladat megnevezését.'),
    dueInDays,
    /** null: the matter's responsible lawyer. */
    assigneeId: optionalId,
    /** The matter when the event has none (a schedule): null takes the event's matter. */
    matterId: optionalId,
  }),
  z.object({
    type: z.literal('create_deadline'),
    title: text(200, 'Add meg a határidő megnevezését.'),
    dueInDays: z.number().int().min(0).max(365),
    matterId: optionalId,
  }),
  z.object({
    type: z.literal('notify'),
    recipient: z.enum(notifyRecipientKinds),
    userId: optionalId,
    role: z.enum(notifyRoles).nullable().default(null),
    title: text(200, 'Add meg az értesítés címét.'),
    body: z.string().trim().max(2000).default(''),
  }),
  z.object({
    type: z.literal('generate_document'),
    templateId: z.string().trim().min(1, 'Válassz sablont.').max(100),
    /** Fixed values of the template's variables; those taken from the matter or its client are filled in at run time. */
    inputs: z.record(z.string(), z.unknown()).default({}),
    /** Tell the matter's responsible lawyer that the document is ready. */
    notify: z.boolean().default(true),
    matterId: optionalId,
  }),
  z.object({
    type: z.literal('add_note'),
    body: text(4000, 'Add meg a feljegyzés szövegét.'),
    matterId: optionalId,
  }),
  z.object({
    type: z.literal('send_email'),
    recipient: z.enum(emailRecipientKinds),
    userId: optionalId,
    role: z.enum(notifyRoles).nullable().default(null),
    subject: text(200, 'Add meg a levél tárgyát.'),
    body: text(5000, 'Add meg a levél szövegét.'),
    matterId: optionalId,
  }),
  z.object({
    type: z.literal('create_contact'),
    kind: z.enum(contactKindsOfAction),
    /** An organisation's name; a person's is family + given name. Placeholders allowed. */
    name: z.string().trim().max(200).default(''),
    familyName: z.string().trim().max(100).default(''),
    givenName: z.string().trim().max(100).default(''),
    email: z.string().trim().max(200).default(''),
    phone: z.string().trim().max(50).default(''),
    notes: z.string().trim().max(2000).default(''),
  }),
  z.object({
    type: z.literal('call_webhook'),
    /** One of the firm's webhook endpoints (Integrációk); delivered, signed and retried like every webhook. */
    endpointId: z.string().trim().min(1, 'Válassz webhook-végpontot.').max(100),
  }),
]);
export type AutomationAction = z.infer<typeof actionSchema>;
export type AutomationActionType = AutomationAction['type'];

export const actionTypeLabels: Readonly<Record<AutomationActionType, string>> = {
  create_task: 'Feladat létrehozása az ügyben',
  create_deadline: 'Határidő felvétele az ügyhöz',
  notify: 'Értesítés küldése',
  generate_document: 'Dokumentum generálása sablonból a dokumentumtárba',
  add_note: 'Feljegyzés az ügyhöz',
  send_email: 'E-mail küldése',
  create_contact: 'Névjegy létrehozása',
  call_webhook: 'Webhook hívása',
};

export const MAX_ACTIONS = 10;
export const MAX_CONDITIONS = 10;

export const ruleBodySchema = z
  .object({
    name: text(120, 'Add meg a szabály nevét.'),
    description: z.string().trim().max(1000).default(''),
    enabled: z.boolean().default(true),
    trigger: triggerSchema,
    conditions: z.array(conditionSchema).max(MAX_CONDITIONS).default([]),
    actions: z.array(actionSchema).min(1, 'Adj meg legalább egy műveletet.').max(MAX_ACTIONS),
  })
  .superRefine((rule, ctx) => {
    rule.actions.forEach((a, i) => {
      if (a.type === 'notify' && a.recipient === 'user' && !a.userId) ctx.addIssue({ code: 'custom', path: ['actions', i, 'userId'], message: 'Válaszd ki a címzettet.' });
      if (a.type === 'notify' && a.recipient === 'role' && !a.role) ctx.addIssue({ code: 'custom', path: ['actions', i, 'role'], message: 'Válaszd ki a szerepkört.' });
      if (a.type === 'send_email' && a.recipient === 'user' && !a.userId) ctx.addIssue({ code: 'custom', path: ['actions', i, 'userId'], message: 'Válaszd ki a címzettet.' });
      if (a.type === 'send_email' && a.recipient === 'role' && !a.role) ctx.addIssue({ code: 'custom', path: ['actions', i, 'role'], message: 'Válaszd ki a szerepkört.' });
      if (a.type === 'create_contact' && a.kind === 'organisation' && !a.name) ctx.addIssue({ code: 'custom', path: ['actions', i, 'name'], message: 'Add meg a szervezet nevét.' });
      if (a.type === 'create_contact' && a.kind === 'person' && (!a.familyName || !a.givenName))
        ctx.addIssue({ code: 'custom', path: ['actions', i, a.familyName ? 'givenName' : 'familyName'], message: 'Add meg a személy vezeték- és utónevét.' });
    });
    if (rule.trigger.kind === 'event' && rule.trigger.eventType === 'deadline.due' && (rule.trigger.workingDays === null || rule.trigger.workingDays === undefined))
      ctx.addIssue({ code: 'custom', path: ['trigger', 'workingDays'], message: 'Add meg, hány munkanappal a lejárat előtt induljon.' });
    if (rule.trigger.kind === 'schedule') {
      if (rule.trigger.frequency === 'weekly' && !rule.trigger.weekday) ctx.addIssue({ code: 'custom', path: ['trigger', 'weekday'], message: 'Add meg a hét napját.' });
      if (rule.trigger.frequency === 'monthly' && !rule.trigger.dayOfMonth) ctx.addIssue({ code: 'custom', path: ['trigger', 'dayOfMonth'], message: 'Add meg a hónap napját.' });
      if (rule.conditions.length > 0) ctx.addIssue({ code: 'custom', path: ['conditions'], message: 'Ütemezett szabálynak nincs eseménye, így feltétele sem lehet.' });
    }
  });
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const runStatuses = ['queued', 'succeeded', 'failed', 'refused', 'skipped', 'dry_run'] as const;
export type RunStatus = (typeof runStatuses)[number];
export const runStatusLabels: Readonly<Record<RunStatus, string>> = {
  queued: 'Várakozik',
  succeeded: 'Sikeres',
  failed: 'Hibás',
  refused: 'Csomaglimit miatt elutasítva',
  skipped: 'Kihagyva',
  dry_run: 'Próbafuttatás',
};

export const actionResultSchema = z.object({
  type: z.string(),
  ok: z.boolean(),
  /** What it did or would do, in Hungarian ("Feladat: Megbízási szerződés aláíratása"). */
  summary: z.string(),
  /** The row it made (task, deadline, generation, note, notification ids). */
  ref: z.string().nullable(),
});
export type ActionResult = z.infer<typeof actionResultSchema>;

export const automationRunSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  status: z.enum(runStatuses),
  eventId: z.string().nullable(),
  eventType: z.string(),
  depth: z.number().int(),
  inputs: z.record(z.string(), z.unknown()),
  results: z.array(actionResultSchema),
  error: z.string().nullable(),
  /** The plan gate's reason when refused (spec 3.4). */
  gateReason: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomationRun = z.infer<typeof automationRunSchema>;

export const automationRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  trigger: triggerSchema,
  conditions: z.array(conditionSchema),
  actions: z.array(actionSchema),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: automationRunSchema.pick({ status: true, createdAt: true }).nullable(),
  runCount: z.number().int(),
});
export type AutomationRule = z.infer<typeof automationRuleSchema>;

export const automationListSchema = z.object({
  items: z.array(automationRuleSchema),
  /** This month's runs and the plan's limit (null: unlimited), for the usage badge. */
  usage: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
});

export const runListSchema = z.object({ items: z.array(automationRunSchema) });

export const setEnabledBodySchema = z.object({ enabled: z.boolean() });

export const pastEventSchema = z.object({ id: z.string(), type: z.string(), occurredAt: z.string(), subjectType: z.string(), subjectId: z.string(), summary: z.string() });
export const pastEventListSchema = z.object({ items: z.array(pastEventSchema) });

export const dryRunBodySchema = z.object({ eventId: z.string().trim().min(1, 'Válassz egy korábbi eseményt.').max(100).nullable().default(null) });

/** A rule's trigger in words ("Új ügy jött létre", "Naponta 8 órakor"). */
export function triggerText(trigger: Trigger): string {
  if (trigger.kind === 'event' && trigger.eventType === 'deadline.due') return `Határidő ${trigger.workingDays ?? 0} munkanapon belül lejár`;
  if (trigger.kind === 'event') return triggerEvents[trigger.eventType].label;
  const days = ['hétfőn', 'kedden', 'szerdán', 'csütörtökön', 'pénteken', 'szombaton', 'vasárnap'];
  if (trigger.frequency === 'daily') return `Naponta ${trigger.hour} órakor`;
  if (trigger.frequency === 'weekly') return `Hetente ${days[(trigger.weekday ?? 1) - 1]} ${trigger.hour} órakor`;
  return `Havonta ${trigger.dayOfMonth ?? 1}-én ${trigger.hour} órakor`;
}
