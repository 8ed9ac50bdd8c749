// Last use and who uses a module: the module guard reports each passed request here; at most once
// a minute per firm, module and user (per process) it stamps tenant_modules.last_used_at and the
// day's row of module_usage_daily. The owner connection names the firm explicitly.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { moduleUsageDaily, tenantModules } from '../db/schema';

const THROTTLE_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const lastStamped = new Map<string, number>();

export async function recordModuleUse(db: Database, tenantId: string, moduleKey: string, userId: string, now = new Date()): Promise<void> {
  const id = `${tenantId}\u0000${moduleKey}\u0000${userId}`;
  const last = lastStamped.get(id);
  if (last !== undefined && now.getTime() - last < THROTTLE_MS) return;
  if (lastStamped.size >= MAX_REMEMBERED) lastStamped.clear();
  lastStamped.set(id, now.getTime());
  await db
    .update(tenantModules)
    .set({ lastUsedAt: now })
    .where(and(eq(tenantModules.tenantId, tenantId), eq(tenantModules.moduleKey, moduleKey), sql`coalesce(${tenantModules.lastUsedAt} < ${now}, true)`));
  await db.insert(moduleUsageDaily).values({ tenantId, moduleKey, userId, day: now.toISOString().slice(0, 10) }).onConflictDoNothing();
}

/** Forgets the throttle (tests that need a fresh stamp). */
export function resetModuleUseThrottle(): void {
  lastStamped.clear();
}
