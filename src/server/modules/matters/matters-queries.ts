// The matter writes the routes used to issue themselves (decision 0270): the matter's fields, its
// team, parties, notes and tasks. Every function runs in the request's tenant transaction (`tx`,
// RLS by tenant and user: a confidential matter outside the user's team is invisible here too).
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateMatterBodySchema } from '@shared/matters/matters.schemas';
import { matterNotes, matterParties, matters, matterTasks, matterTeam } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

type MatterPatch = z.infer<typeof updateMatterBodySchema> & { closedOn?: string | null };

export async function saveMatter(tx: TenantTx, tenantId: string, id: string, patch: MatterPatch): Promise<void> {
  await tx.update(matters).set({ ...patch, updatedAt: new Date() }).where(and(eq(matters.tenantId, tenantId), eq(matters.id, id)));
}

/** Puts the user in the matter's team (nothing when already there). */
export async function joinTeam(tx: TenantTx, tenantId: string, matterId: string, userId: string): Promise<void> {
  await tx.insert(matterTeam).values({ tenantId, matterId, userId }).onConflictDoNothing();
}

/** Takes the user out of the team; false when not in it. */
export async function leaveTeam(tx: TenantTx, matterId: string, userId: string): Promise<boolean> {
  const removed = await tx.delete(matterTeam).where(and(eq(matterTeam.matterId, matterId), eq(matterTeam.userId, userId))).returning({ userId: matterTeam.userId });
  return removed.length > 0;
}

/** Removes a party; its name, or undefined when the matter has no such party. */
export async function removeParty(tx: TenantTx, matterId: string, partyId: string): Promise<string | undefined> {
  const [removed] = await tx.delete(matterParties).where(and(eq(matterParties.matterId, matterId), eq(matterParties.id, partyId))).returning({ id: matterParties.id, name: matterParties.name });
  return removed?.name;
}

export async function addNote(tx: TenantTx, tenantId: string, matterId: string, body: string, authorId: string): Promise<string> {
  const [row] = await tx.insert(matterNotes).values({ tenantId, matterId, body, authorId }).returning({ id: matterNotes.id });
  return row!.id;
}

export async function addTask(tx: TenantTx, tenantId: string, matterId: string, task: { title: string; dueOn?: string | null | undefined; assigneeId?: string | null | undefined }): Promise<string> {
  const [row] = await tx
    .insert(matterTasks)
    .values({ tenantId, matterId, title: task.title, dueOn: task.dueOn ?? null, assigneeId: task.assigneeId ?? null })
    .returning({ id: matterTasks.id });
  return row!.id;
}

/** Marks a task done or open again; false when the matter has no such task. */
export async function setTaskDone(tx: TenantTx, matterId: string, taskId: string, done: boolean): Promise<boolean> {
  const updated = await tx
    .update(matterTasks)
    .set({ done, doneAt: done ? sql`now()` : null })
    .where(and(eq(matterTasks.matterId, matterId), eq(matterTasks.id, taskId)))
    .returning({ id: matterTasks.id });
  return updated.length > 0;
}
