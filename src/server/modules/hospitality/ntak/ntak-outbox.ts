// The NTAK outbox (decision 0346): a message is written in the transaction of the change it
// reports, so a change is never reported without being made, nor made without being reported.
// Sending is a separate step (ntak-sender.ts). A property without an NTAK registration number
// reports nothing (it is not registered, or it uses another software).
import { hospitalityNtakMessages, hospitalityProperties } from '../../../db/schema';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant-scope';
import type { NtakMessageKind } from './ntak-schema';

export interface OutboxEntry {
  propertyId: string;
  kind: NtakMessageKind;
  payload: object;
  reservationId?: string | null;
  closedDay?: string | null;
  cancelled?: boolean;
}

/** Called when a message row was written: the job runtime's enqueue (set once at start). */
let onQueued: ((tx: TenantTx, messageId: string) => Promise<void>) | null = null;
export function setNtakQueueHook(hook: typeof onQueued) {
  onQueued = hook;
}

export async function queueNtakMessage(tx: TenantTx, tenantId: string, entry: OutboxEntry): Promise<string | null> {
  const [property] = await tx
    .select({ reg: hospitalityProperties.ntakRegistrationNumber })
    .from(hospitalityProperties)
    .where(and(eq(hospitalityProperties.tenantId, tenantId), eq(hospitalityProperties.id, entry.propertyId)));
  if (!property?.reg) return null;
  const [row] = await tx
    .insert(hospitalityNtakMessages)
    .values({
      tenantId,
      propertyId: entry.propertyId,
      kind: entry.kind,
      reservationId: entry.reservationId ?? null,
      closedDay: entry.closedDay ?? null,
      cancelled: entry.cancelled ?? false,
      payload: entry.payload as Record<string, unknown>,
      // The time of this write, not of its transaction (now()): messages written in one
      // transaction (a check-in of several units, the demo seed) keep their order when sent.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: hospitalityNtakMessages.id });
  if (onQueued) await onQueued(tx, row!.id);
  return row!.id;
}
