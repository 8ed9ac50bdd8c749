// Properties, their units, rate plans and out-of-order periods (issue 37 point 1). Reads take
// (tx, tenantId, …), changes (tx, actor, …) and write their audit entry; all inside the request's
// tenant transaction; the route checked the permission.
import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { propertyBodySchema, ratePlanBodySchema, unitBlockBodySchema, unitBodySchema } from '@shared/hospitality/hospitality.schemas';
import { hospitalityProperties, hospitalityRatePlans, hospitalityStays, hospitalityUnitBlocks, hospitalityUnits } from '../../db/schema';
import type { PersonActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { isExclusionViolation } from '../../db/pg-errors';
import { auditHospitality } from './hospitality-audit';

type PropertyBody = z.output<typeof propertyBodySchema>;
type UnitBody = z.output<typeof unitBodySchema>;
type RatePlanBody = z.output<typeof ratePlanBodySchema>;
type BlockBody = z.output<typeof unitBlockBodySchema>;

export async function propertyRow(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(hospitalityProperties)
    .where(and(eq(hospitalityProperties.tenantId, tenantId), eq(hospitalityProperties.id, id)));
  if (!row) throw new HttpError(404, 'HOSPITALITY_PROPERTY_NOT_FOUND');
  return row;
}

/** The firm's first property by name (the pages' default), or null. */
export async function firstProperty(tx: TenantTx, tenantId: string) {
  const [row] = await tx.select().from(hospitalityProperties).where(eq(hospitalityProperties.tenantId, tenantId)).orderBy(asc(hospitalityProperties.name), asc(hospitalityProperties.id)).limit(1);
  return row ?? null;
}

export async function listProperties(tx: TenantTx, tenantId: string, today: string) {
  const [properties, units, plans, blocks] = await Promise.all([
    tx.select().from(hospitalityProperties).where(eq(hospitalityProperties.tenantId, tenantId)).orderBy(asc(hospitalityProperties.name)),
    tx
      .select()
      .from(hospitalityUnits)
      .where(and(eq(hospitalityUnits.tenantId, tenantId), isNull(hospitalityUnits.archivedAt)))
      .orderBy(asc(hospitalityUnits.position), asc(hospitalityUnits.name)),
    tx.select().from(hospitalityRatePlans).where(eq(hospitalityRatePlans.tenantId, tenantId)).orderBy(asc(hospitalityRatePlans.name)),
    tx
      .select()
      .from(hospitalityUnitBlocks)
      .where(and(eq(hospitalityUnitBlocks.tenantId, tenantId), gt(hospitalityUnitBlocks.endsOn, today)))
      .orderBy(asc(hospitalityUnitBlocks.startsOn)),
  ]);
  return properties.map((p) => ({
    id: p.id,
    name: p.name,
    type: p.type,
    address: p.address,
    ntakRegistrationNumber: p.ntakRegistrationNumber,
    touristTax: p.touristTax,
    cancellationTerms: p.cancellationTerms,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    operatingSince: p.operatingSince,
    units: units
      .filter((u) => u.propertyId === p.id)
      .map((u) => ({
        id: u.id,
        name: u.name,
        building: u.building,
        ntakType: u.ntakType,
        capacity: u.capacity,
        singleBeds: u.singleBeds,
        doubleBeds: u.doubleBeds,
        extraBeds: u.extraBeds,
        position: u.position,
        housekeeping: u.housekeeping,
        blocks: blocks.filter((b) => b.unitId === u.id).map((b) => ({ id: b.id, kind: b.kind, startsOn: b.startsOn, endsOn: b.endsOn, reason: b.reason })),
      })),
    ratePlans: plans.filter((r) => r.propertyId === p.id).map((r) => ({ id: r.id, name: r.name, basePrice: r.basePrice, minStay: r.minStay, seasons: r.seasons, unitIds: r.unitIds, isDefault: r.isDefault })),
  }));
}

export async function createProperty(tx: TenantTx, actor: PersonActor, body: PropertyBody): Promise<{ id: string }> {
  const [row] = await tx
    .insert(hospitalityProperties)
    .values({ tenantId: actor.tenantId, ...body })
    .returning({ id: hospitalityProperties.id });
  await auditHospitality(tx, actor, 'property_create', row!.id, { name: body.name });
  return row!;
}

export async function updateProperty(tx: TenantTx, actor: PersonActor, id: string, body: PropertyBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  await propertyRow(tx, tenantId, id);
  await tx
    .update(hospitalityProperties)
    .set({ ...body, updatedAt: new Date() })
    .where(and(eq(hospitalityProperties.tenantId, tenantId), eq(hospitalityProperties.id, id)));
  await auditHospitality(tx, actor, 'property_update', id, { name: body.name });
  return { id };
}

function sameUnitName(error: unknown) {
  const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
}

export async function createUnit(tx: TenantTx, actor: PersonActor, body: UnitBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  await propertyRow(tx, tenantId, body.propertyId);
  try {
    const [row] = await tx
      .insert(hospitalityUnits)
      .values({ tenantId, ...body })
      .returning({ id: hospitalityUnits.id });
    await auditHospitality(tx, actor, 'unit_create', row!.id, { name: body.name });
    return row!;
  } catch (e) {
    if (sameUnitName(e)) throw new HttpError(409, 'VALIDATION_ERROR', 'Ilyen nevű egység már van ebben az épületben.', { name: 'Ilyen nevű egység már van ebben az épületben.' });
    throw e;
  }
}

export async function unitRow(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, id)));
  if (!row) throw new HttpError(404, 'HOSPITALITY_UNIT_NOT_FOUND');
  return row;
}

export async function updateUnit(tx: TenantTx, actor: PersonActor, id: string, body: UnitBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  const unit = await unitRow(tx, tenantId, id);
  if (unit.propertyId !== body.propertyId) throw new HttpError(400, 'VALIDATION_ERROR', 'Egység nem tehető át másik szálláshelyre.', { propertyId: 'Egység nem tehető át másik szálláshelyre.' });
  await tx
    .update(hospitalityUnits)
    .set(body)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, id)));
  await auditHospitality(tx, actor, 'unit_update', id, { name: body.name });
  return { id };
}

/** Deletes a unit nobody ever booked; a unit with stays is archived (its history and NTAK closes keep it). */
export async function removeUnit(tx: TenantTx, actor: PersonActor, id: string): Promise<{ id: string; archived: boolean }> {
  const { tenantId } = actor;
  await unitRow(tx, tenantId, id);
  const [used] = await tx
    .select({ one: sql`1` })
    .from(hospitalityStays)
    .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.unitId, id)))
    .limit(1);
  if (used)
    await tx
      .update(hospitalityUnits)
      .set({ archivedAt: new Date() })
      .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, id)));
  else await tx.delete(hospitalityUnits).where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, id)));
  await auditHospitality(tx, actor, 'unit_remove', id, { archived: !!used });
  return { id, archived: !!used };
}

async function checkPlanUnits(tx: TenantTx, tenantId: string, propertyId: string, unitIds: readonly string[]) {
  if (unitIds.length === 0) return;
  const found = await tx
    .select({ id: hospitalityUnits.id })
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.propertyId, propertyId), inArray(hospitalityUnits.id, [...unitIds])));
  if (found.length !== new Set(unitIds).size) throw new HttpError(400, 'HOSPITALITY_UNIT_NOT_FOUND');
}

/** A property has one default plan: making one default clears the others. */
async function clearOtherDefaults(tx: TenantTx, tenantId: string, propertyId: string, keepId: string) {
  await tx
    .update(hospitalityRatePlans)
    .set({ isDefault: false })
    .where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.propertyId, propertyId), sql`${hospitalityRatePlans.id} <> ${keepId}`));
}

export async function createRatePlan(tx: TenantTx, actor: PersonActor, body: RatePlanBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  await propertyRow(tx, tenantId, body.propertyId);
  await checkPlanUnits(tx, tenantId, body.propertyId, body.unitIds);
  const [row] = await tx
    .insert(hospitalityRatePlans)
    .values({ tenantId, ...body })
    .returning({ id: hospitalityRatePlans.id });
  if (body.isDefault) await clearOtherDefaults(tx, tenantId, body.propertyId, row!.id);
  await auditHospitality(tx, actor, 'rate_plan_create', row!.id, { name: body.name });
  return row!;
}

export async function ratePlanRow(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(hospitalityRatePlans)
    .where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.id, id)));
  if (!row) throw new HttpError(404, 'HOSPITALITY_RATE_PLAN_NOT_FOUND');
  return row;
}

export async function updateRatePlan(tx: TenantTx, actor: PersonActor, id: string, body: RatePlanBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  const plan = await ratePlanRow(tx, tenantId, id);
  if (plan.propertyId !== body.propertyId) throw new HttpError(400, 'HOSPITALITY_RATE_PLAN_NOT_FOUND');
  await checkPlanUnits(tx, tenantId, body.propertyId, body.unitIds);
  await tx
    .update(hospitalityRatePlans)
    .set(body)
    .where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.id, id)));
  if (body.isDefault) await clearOtherDefaults(tx, tenantId, body.propertyId, id);
  await auditHospitality(tx, actor, 'rate_plan_update', id, { name: body.name });
  return { id };
}

export async function deleteRatePlan(tx: TenantTx, actor: PersonActor, id: string): Promise<{ id: string }> {
  const { tenantId } = actor;
  await ratePlanRow(tx, tenantId, id);
  await tx.delete(hospitalityRatePlans).where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.id, id)));
  await auditHospitality(tx, actor, 'rate_plan_delete', id);
  return { id };
}

/**
 * Takes a unit out of order / out of service for [startsOn, endsOn). The unit row is locked so a
 * booking of it waits (bookings take a share lock); a holding stay in the period refuses it.
 */
export async function createBlock(tx: TenantTx, actor: PersonActor, unitId: string, body: BlockBody): Promise<{ id: string }> {
  const { tenantId } = actor;
  const [unit] = await tx
    .select()
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, unitId)))
    .for('update');
  if (!unit) throw new HttpError(404, 'HOSPITALITY_UNIT_NOT_FOUND');
  const [stay] = await tx
    .select({ id: hospitalityStays.id })
    .from(hospitalityStays)
    .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.unitId, unitId), eq(hospitalityStays.holds, true), lt(hospitalityStays.startsOn, body.endsOn), gt(hospitalityStays.endsOn, body.startsOn)))
    .limit(1);
  if (stay) throw new HttpError(409, 'HOSPITALITY_BLOCK_HAS_STAYS');
  try {
    const [row] = await tx
      .insert(hospitalityUnitBlocks)
      .values({ tenantId, unitId, ...body, createdBy: actor.userId })
      .returning({ id: hospitalityUnitBlocks.id });
    await auditHospitality(tx, actor, 'block_create', row!.id, { unitId, ...body });
    return row!;
  } catch (e) {
    if (isExclusionViolation(e)) throw new HttpError(409, 'HOSPITALITY_BLOCK_OVERLAP');
    throw e;
  }
}

export async function deleteBlock(tx: TenantTx, actor: PersonActor, id: string): Promise<{ id: string }> {
  const [row] = await tx
    .delete(hospitalityUnitBlocks)
    .where(and(eq(hospitalityUnitBlocks.tenantId, actor.tenantId), eq(hospitalityUnitBlocks.id, id)))
    .returning({ id: hospitalityUnitBlocks.id });
  if (!row) throw notFound();
  await auditHospitality(tx, actor, 'block_delete', id);
  return row;
}

/** Out-of-order/out-of-service periods of these units overlapping [from, to). */
export async function blocksIn(tx: TenantTx, tenantId: string, unitIds: readonly string[], from: string, to: string) {
  if (unitIds.length === 0) return [];
  return tx
    .select()
    .from(hospitalityUnitBlocks)
    .where(and(eq(hospitalityUnitBlocks.tenantId, tenantId), inArray(hospitalityUnitBlocks.unitId, [...unitIds]), lt(hospitalityUnitBlocks.startsOn, to), gt(hospitalityUnitBlocks.endsOn, from)));
}
