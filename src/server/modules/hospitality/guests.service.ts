// The guest register (issue 37 point 4, decision 0344): the personal data the law requires at
// check-in, sealed at rest and opened only for who may see the register; and the retention job
// that empties it on the first day after 31 December of the year after collection. NTAK's
// anonymous guest rows stay (statistics, daily closes of past days).
import { and, desc, eq, ilike, isNull, lt, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { Database } from '../../db/client';
import { hospitalityGuestRegister, hospitalityGuests, hospitalityReservations, hospitalityUnits } from '../../db/schema';
import type { PersonActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';
import { openSecret } from '../../lib/secret-box';
import { auditHospitality } from './hospitality-audit';
import { GUEST_REGISTER_PURPOSE } from './reservations.service';

export async function listGuests(tx: TenantTx, tenantId: string, q: { q?: string | undefined; limit: number; offset: number }) {
  const where = [eq(hospitalityGuests.tenantId, tenantId)];
  if (q.q) where.push(ilike(hospitalityGuestRegister.displayName, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const rows = await tx
    .select({
      id: hospitalityGuests.id,
      name: hospitalityGuestRegister.displayName,
      purgedAt: hospitalityGuestRegister.purgedAt,
      purgeAfter: hospitalityGuestRegister.purgeAfter,
      gender: hospitalityGuests.gender,
      birthYear: hospitalityGuests.birthYear,
      nationality: hospitalityGuests.nationality,
      residenceCountry: hospitalityGuests.residenceCountry,
      residencePostcode: hospitalityGuests.residencePostcode,
      touristTaxExemption: hospitalityGuests.touristTaxExemption,
      checkedInAt: hospitalityGuests.checkedInAt,
      checkedOutAt: hospitalityGuests.checkedOutAt,
      reservationId: hospitalityReservations.id,
      reservationNumber: hospitalityReservations.number,
      arrival: hospitalityReservations.arrival,
      departure: hospitalityReservations.departure,
      unitName: hospitalityUnits.name,
    })
    .from(hospitalityGuests)
    .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityGuests.reservationId))
    .leftJoin(hospitalityGuestRegister, eq(hospitalityGuestRegister.guestId, hospitalityGuests.id))
    .leftJoin(hospitalityUnits, eq(hospitalityUnits.id, hospitalityGuests.unitId))
    .where(and(...where))
    .orderBy(desc(hospitalityReservations.arrival), desc(hospitalityGuests.createdAt))
    .limit(q.limit)
    .offset(q.offset);
  return rows.map((r) => ({ ...r, purgedAt: r.purgedAt?.toISOString() ?? null, checkedInAt: r.checkedInAt?.toISOString() ?? null, checkedOutAt: r.checkedOutAt?.toISOString() ?? null }));
}

/** One guest's register entry, opened (null data once purged); every reading of personal data is audited. */
export async function guestRegisterEntry(tx: TenantTx, actor: PersonActor, guestId: string, serverSecret: string) {
  const [row] = await tx
    .select()
    .from(hospitalityGuestRegister)
    .where(and(eq(hospitalityGuestRegister.tenantId, actor.tenantId), eq(hospitalityGuestRegister.guestId, guestId)));
  if (!row) throw notFound();
  await auditHospitality(tx, actor, 'guest_register_read', guestId);
  return {
    guestId,
    collectedOn: row.collectedOn,
    purgeAfter: row.purgeAfter,
    purgedAt: row.purgedAt?.toISOString() ?? null,
    data: row.data ? (JSON.parse(openSecret(serverSecret, GUEST_REGISTER_PURPOSE, row.data)) as Record<string, unknown>) : null,
  };
}

/**
 * The retention job's work: empties every register entry whose keeping period ended before
 * `today` (Budapest), for all firms (owner connection). Idempotent: a second run finds nothing.
 */
export async function purgeGuestRegister(db: Database, today = todayInBudapest()): Promise<number> {
  const purged = await db
    .update(hospitalityGuestRegister)
    .set({ data: null, displayName: null, purgedAt: sql`now()` })
    .where(and(lt(hospitalityGuestRegister.purgeAfter, today), isNull(hospitalityGuestRegister.purgedAt)))
    .returning({ id: hospitalityGuestRegister.guestId });
  return purged.length;
}
