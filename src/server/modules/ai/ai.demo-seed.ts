// Demo data of the AI modules (issue 19): the demo firm has AI modules and Themis installed, no
// provider key (the embedded demo answers by retrieval alone), a firm budget, and one earlier
// conversation of the lawyer whose answer was retrieved from the seeded documents.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { aiBudgets, matters, themisConversations, themisMessages, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { retrievePassages } from './retrieval';
import { retrievalAnswer } from './themis.service';

export async function seedAiDemo(tx: TenantTx, tenantId: string, people: { ownerId: string }): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['ai-modules', 'themis']);
  const [lawyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
  if (!lawyer) return;
  const lawyerId = lawyer.id;
  await tx.insert(aiBudgets).values({ tenantId, userId: null, dailyLimit: 50, monthlyLimit: 500 });
  const question = 'Mennyi a vételár a Bartók Béla úti adásvételi szerződésben?';
  // Seeded as the owner, outside RLS: the conversation is on the lawyer's non-confidential
  // matter and retrieval is limited to it, so no confidential matter's passage lands in it.
  const [matter] = await tx.select({ id: matters.id }).from(matters).where(and(eq(matters.tenantId, tenantId), like(matters.title, 'Kiss Bence%'), eq(matters.confidential, false)));
  if (!matter) return;
  const citations = await retrievePassages(tx, { question, matterId: matter.id });
  const [conversation] = await tx
    .insert(themisConversations)
    .values({ tenantId, userId: lawyerId, matterId: matter.id, title: question, createdAt: new Date('2026-01-12T09:30:00Z'), updatedAt: new Date('2026-01-12T09:30:05Z') })
    .returning({ id: themisConversations.id });
  await tx.insert(themisMessages).values([
    { tenantId, conversationId: conversation!.id, userId: lawyerId, role: 'user', content: question, createdAt: new Date('2026-01-12T09:30:00Z') },
    { tenantId, conversationId: conversation!.id, userId: lawyerId, role: 'assistant', content: retrievalAnswer(citations), mode: 'retrieval', requestId: randomUUID(), citations, createdAt: new Date('2026-01-12T09:30:05Z') },
  ]);
}
