// Demo data of the AI modules (issue 19): the demo firm has AI modules and Themis installed, no
// provider key (the embedded demo answers by retrieval alone), a firm budget, one earlier
// conversation of the lawyer whose answer was retrieved from the seeded documents, its alert rule
// set with an own rule and e-mail targets, and three alerts: new, acknowledged and resolved
// (decision 0254). The alerts are dated relative to the seeding, inside the 7 days kept (0253),
// and count as mailed: the demo's sweep sends no e-mail for them.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { aiAlertRules, aiAlerts, aiBudgets, matters, themisConversations, themisMessages, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { ensureDefaultRules } from './alerts.repo';
import { retrievePassages } from './retrieval';
import { retrievalAnswer } from './themis.service';
import { isoDateInZone } from '@shared/dates/iso-date';

export async function seedAiDemo(tx: TenantTx, tenantId: string, people: { ownerId: string }): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['ai-modules', 'themis']);
  const [lawyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
  if (!lawyer) return;
  const lawyerId = lawyer.id;
  await tx.insert(aiBudgets).values({ tenantId, userId: null, dailyLimit: 50, monthlyLimit: 500 });
  await seedAlerts(tx, tenantId, people.ownerId, lawyerId);
  const question = 'Mennyi a vételár a Bartók Béla úti adásvételi szerződésben?';
  // Seeded as the owner, outside RLS: the conversation is on the lawyer's non-confidential
  // matter and retrieval is limited to it, so no confidential matter's passage lands in it.
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), like(matters.title, 'Kiss Bence%'), eq(matters.confidential, false)));
  if (!matter) return;
  const citations = await retrievePassages(tx, { question, matterId: matter.id });
  const [conversation] = await tx
    .insert(themisConversations)
    .values({ tenantId, userId: lawyerId, matterId: matter.id, title: question, createdAt: new Date('2026-01-12T09:30:00Z'), updatedAt: new Date('2026-01-12T09:30:05Z') })
    .returning({ id: themisConversations.id });
  await tx.insert(themisMessages).values([
    { tenantId, conversationId: conversation!.id, userId: lawyerId, role: 'user', content: question, createdAt: new Date('2026-01-12T09:30:00Z') },
    {
      tenantId,
      conversationId: conversation!.id,
      userId: lawyerId,
      role: 'assistant',
      content: retrievalAnswer(citations),
      mode: 'retrieval',
      requestId: randomUUID(),
      citations,
      createdAt: new Date('2026-01-12T09:30:05Z'),
    },
  ]);
}

const HOUR_MS = 3_600_000;

async function seedAlerts(tx: TenantTx, tenantId: string, ownerId: string, lawyerId: string): Promise<void> {
  await ensureDefaultRules(tx, tenantId);
  const rules = await tx.select({ id: aiAlertRules.id, builtin: aiAlertRules.builtin }).from(aiAlertRules).where(eq(aiAlertRules.tenantId, tenantId));
  const rule = (builtin: string) => rules.find((r) => r.builtin === builtin)!.id;
  const office = 'iroda@kovacs-ugyved.hu';
  await tx
    .update(aiAlertRules)
    .set({ notificationTargets: [office] })
    .where(and(eq(aiAlertRules.tenantId, tenantId), eq(aiAlertRules.builtin, 'budget-80')));
  await tx.insert(aiAlertRules).values({ tenantId, name: 'Drága kérés (0,50 € felett)', type: 'cost', threshold: 0.5, timeWindowMs: HOUR_MS, notificationTargets: [office], createdBy: ownerId });
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
  const day = isoDateInZone(at(2));
  await tx.insert(aiAlerts).values([
    {
      tenantId,
      ruleId: rule('budget-50'),
      type: 'budget',
      severity: 'info',
      title: 'Az AI-költségkeret 50%-a elérve (napi)',
      message: 'Az iroda napi AI-költése €25,40, a keret €50,00 (50%).',
      metrics: { spend: 25.4, limit: 50, threshold: 50 },
      dedupeKey: `budget:firm:${tenantId}:daily:${day}:50`,
      createdAt: at(2),
      mailedAt: at(2),
    },
    {
      tenantId,
      ruleId: rule('default-response-time'),
      type: 'response_time',
      severity: 'warning',
      title: 'Lassú AI-válaszidő',
      message: 'Válaszidő: 34\u00a0200 ms (küszöb: 30\u00a0000 ms, időablak: 60 perc)',
      metrics: { value: 34_200, threshold: 30_000, requests: 6 },
      openKey: `rule:${rule('default-response-time')}`,
      createdAt: at(26),
      mailedAt: at(26),
      acknowledgedAt: at(24),
      acknowledgedBy: ownerId,
    },
    {
      tenantId,
      ruleId: rule('anomaly-off-hours'),
      type: 'anomaly_off_hours',
      severity: 'warning',
      title: 'Szokatlan AI-használat: Munkaidőn kívüli műveletek',
      message: '23 AI-művelet munkaidőn kívül (6 óra előtt vagy 22 óra után; határ: 20)',
      metrics: { value: 23, threshold: 20, operations: 41 },
      subjectUserId: lawyerId,
      openKey: `anomaly:${rule('anomaly-off-hours')}:${lawyerId}`,
      createdAt: at(74),
      mailedAt: at(74),
      acknowledgedAt: at(70),
      acknowledgedBy: ownerId,
      resolvedAt: at(50),
      resolvedBy: ownerId,
    },
  ]);
}
