// Sending the NTAK outbox (decision 0346). One step per message: mark it sending (attempts + 1) in
// a short transaction, send it with its id as NTAK's idempotency key, record NTAK's verdict. A crash
// or kill -9 between the steps leaves the message `sending`; the next step sends it again with the
// same id and NTAK answers the first verdict, so every message is accepted exactly once. A send
// without a verdict (network, 5xx, refused credentials) puts it back to `pending` with the error,
// to be retried. The daily close asks NTAK's scheduler for the days it still waits for.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { hospitalityNtakMessages, hospitalityProperties } from '../../../db/schema';
import type { PersonActor } from '../../../actor/actor';
import type { TenantTx } from '../../../db/tenant-scope';
import { HttpError } from '../../../lib/http-error';
import { auditHospitality } from '../hospitality-audit';
import { buildDailyClose } from './daily-close';
import { askNtakScheduler, NtakTransportError, sendNtakMessage, type NtakConnection } from './ntak-client';
import { queueNtakMessage } from './ntak-outbox';

export type Transact = <T>(work: (tx: TenantTx) => Promise<T>) => Promise<T>;

// A type alias, not an interface: the routes' loose response schema needs it index-compatible.
export type SendResult = {
  id: string;
  state: 'accepted' | 'rejected' | 'pending';
  error?: string;
};

/** Sends one message of the firm (pending or left sending by a crash). */
export async function deliverNtakMessage(transact: Transact, tenantId: string, id: string, conn: NtakConnection): Promise<SendResult | null> {
  const claimed = await transact(async (tx) => {
    const [row] = await tx
      .update(hospitalityNtakMessages)
      .set({ state: 'sending', attempts: sql`${hospitalityNtakMessages.attempts} + 1` })
      .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), eq(hospitalityNtakMessages.id, id), inArray(hospitalityNtakMessages.state, ['pending', 'sending'])))
      .returning();
    if (!row) return null;
    const [property] = await tx.select({ reg: hospitalityProperties.ntakRegistrationNumber }).from(hospitalityProperties).where(eq(hospitalityProperties.id, row.propertyId));
    return { row, reg: property?.reg ?? null };
  });
  if (!claimed?.reg) return null;
  try {
    const verdict = await sendNtakMessage(conn, claimed.reg, claimed.row.kind, claimed.row.id, claimed.row.payload);
    const accepted = verdict.statusz === 'ELFOGADVA';
    await transact((tx) =>
      tx
        .update(hospitalityNtakMessages)
        .set({ state: accepted ? 'accepted' : 'rejected', ntakId: verdict.ntakAzonosito, ntakErrors: verdict.hibak.map((h) => ({ code: h.kod, message: h.uzenet })), lastError: null, sentAt: new Date() })
        .where(eq(hospitalityNtakMessages.id, id)),
    );
    return { id, state: accepted ? 'accepted' : 'rejected' };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await transact((tx) => tx.update(hospitalityNtakMessages).set({ state: 'pending', lastError: error }).where(eq(hospitalityNtakMessages.id, id)));
    if (e instanceof NtakTransportError) return { id, state: 'pending', error };
    throw e;
  }
}

/**
 * Sends the firm's waiting messages in the order they were written (a reservation before its
 * check-in), stopping at the first one without a verdict so none overtakes it.
 */
export async function sendPending(transact: Transact, tenantId: string, conn: NtakConnection, limit = 100): Promise<SendResult[]> {
  const waiting = await transact((tx) =>
    tx
      .select({ id: hospitalityNtakMessages.id })
      .from(hospitalityNtakMessages)
      .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), inArray(hospitalityNtakMessages.state, ['pending', 'sending'])))
      .orderBy(asc(hospitalityNtakMessages.createdAt), asc(hospitalityNtakMessages.id))
      .limit(limit),
  );
  const results: SendResult[] = [];
  for (const { id } of waiting) {
    const result = await deliverNtakMessage(transact, tenantId, id, conn);
    if (!result) continue;
    results.push(result);
    if (result.state === 'pending') break;
  }
  return results;
}

/** Writes the daily close of one day, built from the stored facts, into the outbox (to be sent in order). */
export async function queueDailyClose(tx: TenantTx, tenantId: string, propertyId: string, day: string): Promise<string | null> {
  return queueNtakMessage(tx, tenantId, { propertyId, kind: 'NAPI_ZARAS', closedDay: day, payload: await buildDailyClose(tx, tenantId, propertyId, day) });
}

/**
 * Asks NTAK's scheduler which days of each registered property still need a daily close and
 * queues one for each day that has none waiting or accepted (up to 60, possibly far back).
 */
export async function queueRequestedCloses(transact: Transact, tenantId: string, conn: NtakConnection): Promise<Array<{ propertyId: string; day: string }>> {
  const properties = await transact((tx) => tx.select({ id: hospitalityProperties.id, reg: hospitalityProperties.ntakRegistrationNumber }).from(hospitalityProperties).where(eq(hospitalityProperties.tenantId, tenantId)));
  const queued: Array<{ propertyId: string; day: string }> = [];
  for (const p of properties) {
    if (!p.reg) continue;
    const days = await askNtakScheduler(conn, p.reg);
    await transact(async (tx) => {
      const existing = days.length
        ? await tx
            .select({ day: hospitalityNtakMessages.closedDay })
            .from(hospitalityNtakMessages)
            .where(
              and(
                eq(hospitalityNtakMessages.tenantId, tenantId),
                eq(hospitalityNtakMessages.propertyId, p.id),
                eq(hospitalityNtakMessages.kind, 'NAPI_ZARAS'),
                inArray(hospitalityNtakMessages.closedDay, days),
                inArray(hospitalityNtakMessages.state, ['pending', 'sending', 'accepted']),
              ),
            )
        : [];
      const have = new Set(existing.map((e) => e.day));
      for (const day of days) {
        if (have.has(day)) continue;
        await queueDailyClose(tx, tenantId, p.id, day);
        queued.push({ propertyId: p.id, day });
      }
    });
  }
  return queued;
}

/** A rejected message sent again: rebuilt from today's facts (a daily close) or as it was, as a new message. */
export async function resubmit(tx: TenantTx, actor: PersonActor, id: string): Promise<{ id: string }> {
  const { tenantId } = actor;
  const [row] = await tx
    .select()
    .from(hospitalityNtakMessages)
    .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), eq(hospitalityNtakMessages.id, id)));
  if (!row) throw new HttpError(404, 'NOT_FOUND');
  if (row.state !== 'rejected' || row.supersededBy) throw new HttpError(409, 'HOSPITALITY_NTAK_NOT_REJECTED');
  const payload = row.kind === 'NAPI_ZARAS' && row.closedDay ? await buildDailyClose(tx, tenantId, row.propertyId, row.closedDay) : row.payload;
  const newId = await queueNtakMessage(tx, tenantId, { propertyId: row.propertyId, kind: row.kind, reservationId: row.reservationId, closedDay: row.closedDay, cancelled: row.cancelled, payload });
  await tx.update(hospitalityNtakMessages).set({ supersededBy: newId }).where(eq(hospitalityNtakMessages.id, id));
  await auditHospitality(tx, actor, 'ntak_resubmit', newId ?? id, { original: id });
  return { id: newId ?? id };
}
