// What an automation's actions do (issue 36.1, decision 0361). Each action is a call of the owning
// module's own service with the automation's Actor – the rule's author's permissions, RLS as the
// author – so it is checked, audited and written as a domain event exactly as if the author had
// clicked it, and its events carry the run's cause (depth) for the loop guard. `dryRun` resolves
// everything an action needs (matter, recipients, template) and describes it without writing.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fillText, type Facts } from '@shared/automations/conditions';
import type { ActionResult, AutomationAction } from '@shared/automations/automations';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { createDeadlineBodySchema } from '@shared/deadlines/matter-deadlines.schemas';
import { contactToInput } from '@shared/templates/variables';
import type { PersonActor } from '../../actor/actor';
import { contacts, matterParties, members, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { firstRecipientWhoSees, visibleMatter } from '../../matters/matter-access';
import { notify } from '../../notifications/notify';
import type { BlobStorage } from '../../storage';
import { addDeadline, addMatterNote, addMatterTask, contactForPrefill, generateFromTemplate, visibleTemplate } from '../../module-system/automation-services';

export interface ActionContext {
  tx: TenantTx;
  actor: PersonActor;
  facts: Facts;
  storage: BlobStorage;
  now: Date;
  ruleName: string;
  dryRun: boolean;
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

async function recipientsOf(c: ActionContext, action: Extract<AutomationAction, { type: 'notify' }>): Promise<string[]> {
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
  const inFirm = candidates.length ? (await c.tx.select({ userId: members.userId }).from(members).where(and(eq(members.organizationId, c.actor.tenantId), inArray(members.userId, candidates)))).map((r) => r.userId) : [];
  if (!matter) return inFirm;
  const seeing: string[] = [];
  for (const id of inFirm) if (await firstRecipientWhoSees(c.tx, matter.id, [id])) seeing.push(id);
  return seeing;
}

/** Template inputs: the rule's fixed values, then the matter's title and its client for the variables that take them. */
async function templateInputs(c: ActionContext, action: Extract<AutomationAction, { type: 'generate_document' }>, matter: { id: string; title: string } | null) {
  const template = await visibleTemplate(c.tx, action.templateId);
  const inputs: Record<string, unknown> = { ...action.inputs };
  let clientContactId: string | null = null;
  if (matter) {
    const [party] = await c.tx
      .select({ contact: contacts })
      .from(matterParties)
      .innerJoin(contacts, eq(contacts.id, matterParties.contactId))
      .where(and(eq(matterParties.matterId, matter.id), eq(matterParties.role, 'client')))
      .limit(1);
    for (const v of template.variables) {
      if (inputs[v.key] !== undefined) continue;
      if (v.source === 'matter') inputs[v.key] = matter.title;
      if (v.source === 'contact' && party && (v.type === 'natural_person' || v.type === 'company')) {
        inputs[v.key] = contactToInput(v.type, contactForPrefill(party.contact));
        clientContactId = party.contact.id;
      }
    }
  }
  return { template, inputs, clientContactId };
}

const personName = async (tx: TenantTx, ids: string[]) => (ids.length ? (await tx.select({ name: sql<string>`coalesce(${users.name}, ${users.email})` }).from(users).where(inArray(users.id, ids))).map((u) => u.name) : []);

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
        recipients.map((userId) => ({ userId, tenantId: actor.tenantId, kind: 'automation.notice', title, body: fillText(action.body, facts) || `Automatizálás: ${c.ruleName}`, link: matterId ? `/app/matters/${matterId}` : '/app/automations' })),
      );
      return { type: action.type, ok: true, summary, ref: null };
    }
    case 'generate_document': {
      const matterId = matterIdOf(action, facts);
      const matter = matterId ? await visibleMatter(tx, actor.tenantId, matterId) : null;
      const { template, inputs, clientContactId } = await templateInputs(c, action, matter);
      const summary = `Dokumentum „${template.name}” sablonból${matter ? ` a(z) ${matter.number} ügy dokumentumai közé` : ''}`;
      if (dryRun) return { type: action.type, ok: true, summary, ref: null };
      const generation = await generateFromTemplate(tx, c.storage, actor, { templateId: template.id, inputs, matterId: matter?.id ?? null, clientContactId });
      if (action.notify && matter) {
        const to = await firstRecipientWhoSees(tx, matter.id, [matter.responsibleLawyerId, actor.userId]);
        if (to) await notify(tx, { userId: to, tenantId: actor.tenantId, kind: 'automation.document', title: `Elkészült: ${template.name}`, body: `${matter.number} ${matter.title} – automatizálás: ${c.ruleName}`, link: `/app/matters/${matter.id}` });
      }
      return { type: action.type, ok: true, summary, ref: generation.id };
    }
  }
}
