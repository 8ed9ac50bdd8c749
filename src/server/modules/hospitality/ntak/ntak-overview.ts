// The NTAK page's reading: the settings, the last messages and each day's close status.
import { and, desc, eq, gte, isNotNull } from 'drizzle-orm';
import { addDays } from '@shared/dates/iso-date';
import { hospitalityNtakMessages, hospitalityProperties, hospitalityReservations } from '../../../db/schema';
import type { TenantTx } from '../../../db/tenant-scope';
import { ntakSettingsView } from './ntak-settings';

/**
 * A day's close: accepted by NTAK, refused (its latest), sent without NTAK's verdict yet (sending,
 * or tried and waiting for a retry), written but never sent (`queued`: e.g. no certificate yet), or none.
 */
export type DayStatus = 'accepted' | 'sent' | 'queued' | 'rejected' | 'missing';

/** The NTAK page: settings, the last 200 messages, and the close status of the last 60 days per property. */
export async function ntakOverview(tx: TenantTx, tenantId: string, today: string) {
  const settings = await ntakSettingsView(tx, tenantId);
  const messages = await tx
    .select({
      id: hospitalityNtakMessages.id,
      kind: hospitalityNtakMessages.kind,
      state: hospitalityNtakMessages.state,
      cancelled: hospitalityNtakMessages.cancelled,
      closedDay: hospitalityNtakMessages.closedDay,
      attempts: hospitalityNtakMessages.attempts,
      ntakId: hospitalityNtakMessages.ntakId,
      ntakErrors: hospitalityNtakMessages.ntakErrors,
      lastError: hospitalityNtakMessages.lastError,
      createdAt: hospitalityNtakMessages.createdAt,
      sentAt: hospitalityNtakMessages.sentAt,
      supersededBy: hospitalityNtakMessages.supersededBy,
      reservationId: hospitalityNtakMessages.reservationId,
      reservationNumber: hospitalityReservations.number,
      propertyId: hospitalityNtakMessages.propertyId,
    })
    .from(hospitalityNtakMessages)
    .leftJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityNtakMessages.reservationId))
    .where(eq(hospitalityNtakMessages.tenantId, tenantId))
    .orderBy(desc(hospitalityNtakMessages.createdAt), desc(hospitalityNtakMessages.id))
    .limit(200);
  const from = addDays(today, -60);
  const closes = await tx
    .select({
      propertyId: hospitalityNtakMessages.propertyId,
      day: hospitalityNtakMessages.closedDay,
      state: hospitalityNtakMessages.state,
      attempts: hospitalityNtakMessages.attempts,
      createdAt: hospitalityNtakMessages.createdAt,
    })
    .from(hospitalityNtakMessages)
    .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), eq(hospitalityNtakMessages.kind, 'NAPI_ZARAS'), gte(hospitalityNtakMessages.closedDay, from)));
  const properties = await tx
    .select({ id: hospitalityProperties.id, name: hospitalityProperties.name, reg: hospitalityProperties.ntakRegistrationNumber, since: hospitalityProperties.operatingSince })
    .from(hospitalityProperties)
    .where(eq(hospitalityProperties.tenantId, tenantId));
  const days = properties.map((p) => {
    const list: Array<{ date: string; status: DayStatus }> = [];
    for (let d = p.since && p.since > from ? p.since : from; d < today; d = addDays(d, 1)) {
      const mine = closes.filter((c) => c.propertyId === p.id && c.day === d).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const latest = mine[0];
      const status: DayStatus = mine.some((c) => c.state === 'accepted')
        ? 'accepted'
        : !latest
          ? 'missing'
          : latest.state === 'rejected'
            ? 'rejected'
            : latest.state === 'pending' && latest.attempts === 0
              ? 'queued'
              : 'sent';
      list.push({ date: d, status });
    }
    return { propertyId: p.id, propertyName: p.name, registrationNumber: p.reg, days: list.reverse() };
  });
  return { settings, messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })), days };
}

/** The registration number the connection check names (the firm's first registered property). */
export async function firstRegistrationNumber(tx: TenantTx, tenantId: string): Promise<string | null> {
  const [p] = await tx
    .select({ reg: hospitalityProperties.ntakRegistrationNumber })
    .from(hospitalityProperties)
    .where(and(eq(hospitalityProperties.tenantId, tenantId), isNotNull(hospitalityProperties.ntakRegistrationNumber)))
    .limit(1);
  return p?.reg ?? null;
}
