// The deadline tables the routes used to query themselves (decision 0270): deletes, the firm's lead
// times, the daily-digest preference and the deadline ↔ document links. Every function runs in
// the request's tenant transaction (`tx`, RLS by tenant and user) and takes the tenant explicitly.
import { and, eq, isNull } from 'drizzle-orm';
import { complianceObligations, deadlineDocuments, deadlineSettings, deadlineUserPrefs, documents, matterDeadlines } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

export async function deleteDeadline(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(matterDeadlines).where(and(eq(matterDeadlines.tenantId, tenantId), eq(matterDeadlines.id, id)));
}

export async function deleteObligation(tx: TenantTx, tenantId: string, id: string): Promise<void> {
  await tx.delete(complianceObligations).where(and(eq(complianceObligations.tenantId, tenantId), eq(complianceObligations.id, id)));
}

/** The firm's reminder lead days, or null when it set none. */
export async function leadDaysOf(tx: TenantTx, tenantId: string): Promise<number[] | null> {
  const [row] = await tx.select({ leadDays: deadlineSettings.leadDays }).from(deadlineSettings).where(eq(deadlineSettings.tenantId, tenantId));
  return row?.leadDays ?? null;
}

export async function saveLeadDays(tx: TenantTx, tenantId: string, userId: string, leadDays: number[]): Promise<void> {
  await tx
    .insert(deadlineSettings)
    .values({ tenantId, leadDays, updatedBy: userId })
    .onConflictDoUpdate({ target: deadlineSettings.tenantId, set: { leadDays, updatedBy: userId, updatedAt: new Date() } });
}

export async function dailyDigestOf(tx: TenantTx, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ dailyDigest: deadlineUserPrefs.dailyDigest })
    .from(deadlineUserPrefs)
    .where(and(eq(deadlineUserPrefs.tenantId, tenantId), eq(deadlineUserPrefs.userId, userId)));
  return row?.dailyDigest ?? false;
}

export async function saveDailyDigest(tx: TenantTx, tenantId: string, userId: string, dailyDigest: boolean): Promise<void> {
  await tx
    .insert(deadlineUserPrefs)
    .values({ tenantId, userId, dailyDigest })
    .onConflictDoUpdate({ target: [deadlineUserPrefs.tenantId, deadlineUserPrefs.userId], set: { dailyDigest, updatedAt: new Date() } });
}

/** A live document of the firm the user may see (RLS), with its matter; undefined otherwise. */
export async function linkableDocument(tx: TenantTx, tenantId: string, documentId: string): Promise<{ id: string; matterId: string | null } | undefined> {
  const [doc] = await tx
    .select({ id: documents.id, matterId: documents.matterId })
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, documentId), isNull(documents.deletedAt)));
  return doc;
}

export async function linkDocument(tx: TenantTx, tenantId: string, deadlineId: string, documentId: string, userId: string): Promise<void> {
  await tx.insert(deadlineDocuments).values({ tenantId, deadlineId, documentId, linkedBy: userId }).onConflictDoNothing();
}

/** Removes the link; false when there was none. */
export async function unlinkDocument(tx: TenantTx, deadlineId: string, documentId: string): Promise<boolean> {
  const removed = await tx
    .delete(deadlineDocuments)
    .where(and(eq(deadlineDocuments.deadlineId, deadlineId), eq(deadlineDocuments.documentId, documentId)))
    .returning({ id: deadlineDocuments.documentId });
  return removed.length > 0;
}
