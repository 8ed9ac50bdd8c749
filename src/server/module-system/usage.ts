// Last use and who uses a module: the module guard reports each passed request here. Per process,
// tenant_modules.last_used_at is stamped at most once a minute per firm and module, and the day's
// module_usage_daily row is written once per firm, module, user and day. The owner connection
// names the firm explicitly.
import { and, eq, lt, or, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { moduleUsageDaily, tenantModules } from '../db/schema';

const STAMP_EVERY_MS = 60_000;
const MAX_REMEMBERED = 10_000;
const lastStamped = new Map<string, number>();
const seenToday = new Set<string>();

function remember(store: { size: number; clear(): void }) {
  // A bound on memory: forgetting only costs one more (idempotent) write.
  if (store.size >= MAX_REMEMBERED) store.clear();
}

/**
 * Records a passed request's use of a module: the writes it needs, or null when the throttles
 * already remember this minute and day (nearly every request – the guard then passes without a
 * promise).
 */
export function recordModuleUse(db: Database, tenantId: string, moduleKey: string, userId: string, now = new Date()): Promise<void> | null {
  const firmModule = `${tenantId}\u0000${moduleKey}`;
  const last = lastStamped.get(firmModule);
  const stamp = last === undefined || now.getTime() - last >= STAMP_EVERY_MS;
  const userDay = `${firmModule}\u0000${userId}\u0000${now.toISOString().slice(0, 10)}`;
  const firstToday = !seenToday.has(userDay);
  if (!stamp && !firstToday) return null;
  if (stamp) {
    remember(lastStamped);
    lastStamped.set(firmModule, now.getTime());
  }
  if (firstToday) {
    remember(seenToday);
    seenToday.add(userDay);
  }
  return (async () => {
    if (stamp) {
      await db
        .update(tenantModules)
        .set({ lastUsedAt: now })
        .where(and(eq(tenantModules.tenantId, tenantId), eq(tenantModules.moduleKey, moduleKey), or(isNull(tenantModules.lastUsedAt), lt(tenantModules.lastUsedAt, now))));
    }
    if (firstToday)
      await db
        .insert(moduleUsageDaily)
        .values({ tenantId, moduleKey, userId, day: now.toISOString().slice(0, 10) })
        .onConflictDoNothing();
  })();
}

/** Forgets the throttles (tests that need a fresh stamp). */
export function resetModuleUseThrottle(): void {
  lastStamped.clear();
  seenToday.clear();
}
