// What an automation's actions do (issue 36.1, decision 0361). Each action is a call of the owning
// module's own service, imported from its face (listed in module.ts's dependsOn), with the
// automation's Actor – the rule's author's permissions, RLS as the author – so it is checked,
// audited and written as a domain event exactly as if the author had clicked it, and its events
// carry the run's cause (depth) for the loop guard. `dryRun` resolves
// everything an action needs (matter, recipients, template) and describes it without writing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fillText, type Facts } from '@shared/automations/conditions';
import type { ActionResult, AutomationAction } from '@shared/automations/automations';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { contactInputSchema } from '@shared/contacts/contacts.schemas';
import { createDeadlineBodySchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import type { PersonActor } from '../../actor/actor';
import { contacts, matterParties, members, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { firstRecipientWhoSees, visibleMatter } from '../matters';
import type { OutgoingMail } from '../../mail/claimed-mail';
import { automationMail } from '../../mail/templates';
import { notify } from '../../notifications/notify';
import type { BlobStorage } from '../../storage';
import { addContact } from '../contacts';
import { addDeadline } from '../compliance-tracker';
import { addMatterNote, addMatterTask } from '../matters';
import { type DocumentRenders, generateFromTemplate, prefillFromMatter, visibleTemplate } from '../document-templates';
import { enqueueWebhookEvent } from '../integrations';

export interface ActionContext {
  tx: TenantTx;
  actor: PersonActor;
  facts: Facts;
  storage: BlobStorage;
  now: Date;
  ruleName: string;
  dryRun: boolean;
  /** The rule and its run, named in a webhook's payload. */
  ruleId?: string;
  runId?: string | null;
  /** The run's e-mails, sent after its commit (at most once; a rolled-back run sends none). */
  outgoing?: OutgoingMail[];
  /** The documents rendered outside the run's transaction (decision 0414); a dry run renders none. */
  renders?: DocumentRenders;
}

/** The matter an action works on: its own, else the event's subject or the payload's matterId. */
function matterIdOf(action: { matterId?: string | null }, facts: Facts): string | null {
  if (action.matterId) return action.matterId;
  const subject = facts.subject as { type?: unknown; id?: unknown } | undefined;
  if (subject?.type === 'matter' && typeof subject.id === 'string') return subject.id;
  return typeof facts.matterId === 'string' ? facts.matterId : null;
}

async function matterOf(c: ActionContext, action: { matterId?: string | null }) {
  const id = matterIdOf(action, c.facts);
  if (!id) throw new DomainError('AUTOMATION_NO_MATTER');
  return visibleMatter(c.tx, c.actor.tenantId, id);
}

const dueDay = (now: Date, days: number | null) => (days === null ? null : addDays(todayInBudapest(now), days));

/** Members of the firm holding `role` (comma-separated roles column). */
async function membersWithRole(tx: TenantTx, tenantId: string, role: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, tenantId), sql`${role} = any(string_to_array(${members.role}, ','))`));
  return rows.map((r) => r.userId);
}

async function recipientsOf(c: ActionContext, action: Extract<AutomationAction, { type: 'notify' | 'send_email' }>): Promise<string[]> {
  const matterId = matterIdOf(action as { matterId?: string | null }, c.facts);
  const matter = matterId ? await visibleMatter(c.tx, c.actor.tenantId, matterId) : null;
  let candidates: string[];
  if (action.recipient === 'author') candidates = [c.actor.userId];
  else if (action.recipient === 'user') candidates = action.userId ? [action.userId] : [];
  else if (action.recipient === 'role') candidates = await membersWithRole(c.tx, c.actor.tenantId, action.role ?? 'tenant');
  else {
    if (!matter) throw new DomainError('AUTOMATION_NO_MATTER');
    candidates = matter.responsibleLawyerId ? [matter.responsibleLawyerId] : [];
  }
  // Still a member of the firm, and – about a matter – only someone who sees it (a confidential
  // matter's notice never reaches a colleague outside its team).
  const inFirm = candidates.length
    ? (
        await c.tx
          .select({ userId: members.userId })
          .from(members)
          .where(and(eq(members.organizationId, c.actor.tenantId), inArray(members.userId, candidates)))
      ).map((r) => r.userId)
    : [];
  if (!matter) return inFirm;
  const seeing: string[] = [];
  for (const id of inFirm) if (await firstRecipientWhoSees(c.tx, matter.id, [id])) seeing.push(id);
  return seeing;
}

/**
 * Template inputs: the rule's fixed values, then what the matter gives the other variables – the
 * same prefill as the generation form's (decision 0376): its title, its client as a person or a
 * company with its representative, numbers and seat, the responsible lawyer, the fee, the firm.
 */
async function templateInputs(c: ActionContext, action: Extract<AutomationAction, { type: 'generate_document' }>, matter: { id: string } | null) {
  const template = await visibleTemplate(c.tx, action.templateId);
  const prefill = matter ? await prefillFromMatter(c.tx, c.actor.tenantId, template.variables, matter.id, { contactVariablesTakeClient: true }) : null;
  const inputs: Record<string, unknown> = { ...prefill?.inputs, ...action.inputs };
  return { template, inputs, clientContactId: prefill?.clientContactId ?? null };
}

const personName = async (tx: TenantTx, ids: string[]) =>
  ids.length
    ? (
        await tx
          .select({ name: sql<string>`coalesce(${users.name}, ${users.email})` })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((u) => u.name)
    : [];

/** The e-mail addresses of an e-mail action: colleagues who see the matter, or the matter's client. */
async function emailRecipients(c: ActionContext, action: Extract<AutomationAction, { type: 'send_email' }>): Promise<{ name: string; email: string }[]> {
  if (action.recipient !== 'matter_client') {
    const ids = await recipientsOf(c, action);
    return ids.length
      ? c.tx
          .select({ name: sql<string>`coalesce(${users.name}, ${users.email})`, email: users.email })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
  }
  const matter = await matterOf(c, action);
  const [party] = await c.tx
    .select({ name: contacts.name, email: contacts.email })
    .from(matterParties)
    .innerJoin(contacts, eq(contacts.id, matterParties.contactId))
    .where(and(eq(matterParties.matterId, matter.id), eq(matterParties.role, 'client')))
    .limit(1);
  if (!party?.email) throw new DomainError('AUTOMATION_NO_RECIPIENT_EMAIL');
  return [{ name: party.name, email: party.email }];
}

/** A contact's values from the action's filled texts, checked by the contacts' own schema. */
function contactValues(action: Extract<AutomationAction, { type: 'create_contact' }>, facts: Facts) {
  const fill = (v: string) => (v ? fillText(v, facts).trim() : '');
  const parsed = contactInputSchema.safeParse({
    kind: action.kind,
    ...(action.kind === 'person' ? { familyName: fill(action.familyName), givenName: fill(action.givenName) } : { name: fill(action.name) }),
    email: fill(action.email) || null,
    phone: fill(action.phone) || null,
    notes: fill(action.notes) || null,
  });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    throw new DomainError('AUTOMATION_CONTACT_INVALID', undefined, fields);
  }
  return parsed.data;
}

/** Runs (or, in a dry run, describes) one action; throws the owning service's error when it fails. */
export async function runAction(c: ActionContext, action: AutomationAction): Promise<ActionResult> {
  const { tx, actor, facts, dryRun } = c;
  switch (action.type) {
    case 'create_task': {
      const matter = await matterOf(c, action);
      const title = fillText(action.title, facts);
      const dueOn = dueDay(c.now, action.dueInDays);
      const assigneeId = action.assigneeId ?? matter.responsibleLawyerId ?? null;
      const summary = `Feladat a(z) ${matter.number} ügyben: ${title}${dueOn ? ` (határidő: ${dueOn})` : ''}`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      const taskId = await addMatterTask(tx, actor, matter.id, { title, dueOn, assigneeId });
      return { type: action.type, ok: true, summary, ref: taskId };
    }
    case 'create_deadline': {
      const matter = await matterOf(c, action);
      const title = fillText(action.title, facts);
      const dueOn = dueDay(c.now, action.dueInDays)!;
      const summary = `Határidő a(z) ${matter.number} ügyben: ${title} (utolsó nap: ${dueOn})`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      const item = await addDeadline(tx, actor, createDeadlineBodySchema.parse({ kind: 'fixed', matterId: matter.id, title, dueOn }));
      return { type: action.type, ok: true, summary, ref: item.id };
    }
    case 'add_note': {
      const matter = await matterOf(c, action);
      const body = fillText(action.body, facts);
      const summary = `Feljegyzés a(z) ${matter.number} ügyhöz: ${body.slice(0, 120)}`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      const noteId = await addMatterNote(tx, actor, matter.id, body);
      return { type: action.type, ok: true, summary, ref: noteId };
    }
    case 'notify': {
      const recipients = await recipientsOf(c, action);
      const names = await personName(tx, recipients);
      const title = fillText(action.title, facts);
      const summary = recipients.length ? `Értesítés „${title}” – címzett: ${names.join(', ')}` : `Értesítés „${title}” – nincs címzett, aki láthatja`;
      if (dryRun || recipients.length === 0) return { type: action.type, ok: true, summary, ref: null };
      const matterId = matterIdOf(action as { matterId?: string | null }, facts);
      await notify(
        tx,
        recipients.map((userId) => ({
          userId,
          tenantId: actor.tenantId,
          kind: 'automation.notice',
          title,
          body: fillText(action.body, facts) || `Automatizálás: ${c.ruleName}`,
          link: matterId ? `/app/matters/${matterId}` : '/app/automations',
        })),
      );
      return { type: action.type, ok: true, summary, ref: null };
    }
    case 'generate_document': {
      const matterId = matterIdOf(action, facts);
      const matter = matterId ? await visibleMatter(tx, actor.tenantId, matterId) : null;
      const { template, inputs, clientContactId } = await templateInputs(c, action, matter);
      const summary = `Dokumentum „${template.name}” sablonból${matter ? ` a(z) ${matter.number} ügy dokumentumai közé` : ''}`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      if (!c.renders) throw new Error('a generated document needs the run within withDocumentRenders');
      const generation = await generateFromTemplate(tx, c.storage, c.renders, actor, { templateId: template.id, inputs, matterId: matter?.id ?? null, clientContactId });
      if (action.notify && matter) {
        const to = await firstRecipientWhoSees(tx, matter.id, [matter.responsibleLawyerId, actor.userId]);
        if (to)
          await notify(tx, {
            userId: to,
            tenantId: actor.tenantId,
            kind: 'automation.document',
            title: `Elkészült: ${template.name}`,
            body: `${matter.number} ${matter.title} – automatizálás: ${c.ruleName}`,
            link: `/app/matters/${matter.id}`,
          });
      }
      return { type: action.type, ok: true, summary, ref: generation.id };
    }
    case 'send_email': {
      const to = await emailRecipients(c, action);
      const subject = fillText(action.subject, facts);
      const summary = to.length ? `E-mail „${subject}” – címzett: ${to.map((r) => r.name).join(', ')}` : `E-mail „${subject}” – nincs címzett, aki láthatja`;
      if (dryRun || to.length === 0 || !c.outgoing) return { type: action.type, ok: true, summary, ref: null };
      const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, actor.tenantId));
      const body = fillText(action.body, facts);
      for (const r of to) c.outgoing.push({ to: r.email, ...automationMail(r.name, subject, body, firm?.name ?? '') });
      return { type: action.type, ok: true, summary, ref: null };
    }
    case 'create_contact': {
      const values = contactValues(action, facts);
      const name = values.kind === 'person' ? `${values.familyName ?? ''} ${values.givenName ?? ''}`.trim() : (values.name ?? '');
      const summary = `Névjegy: ${name}${values.email ? ` (${values.email})` : ''}`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      const contact = await addContact(tx, actor, values);
      return { type: action.type, ok: true, summary, ref: contact.id };
    }
    case 'call_webhook': {
      const summary = 'Webhook: aláírt üzenet a kiválasztott végpontnak (automation.triggered)';
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      // The firm's endpoint through the webhooks' own outbox: signed, retried for 3 days, logged,
      // and every attempt checked against the outbound address rules (decisions 0426, 0427).
      const data = { rule: { id: c.ruleId ?? null, name: c.ruleName }, runId: c.runId ?? null, trigger: facts };
      const [delivery] = await enqueueWebhookEvent(tx, actor.tenantId, { type: 'automation.triggered', data, endpointIds: [action.endpointId], occurredAt: c.now }, actor.userId);
      if (!delivery) throw new DomainError('AUTOMATION_WEBHOOK_UNAVAILABLE');
      return { type: action.type, ok: true, summary, ref: delivery };
    }
  }
}
