// The firm's pipeline as the opportunities and CRM modules read it (decision 0128): the stages
// (laid down from the default pipeline on first use), the open pipeline's value for the dashboard
// and the per-stage sums of the CRM chart.
import { and, asc, eq, sql } from 'drizzle-orm';
import { defaultStages } from '@shared/opportunities/opportunities';
import type { OpportunityStats, Stage } from '@shared/opportunities/opportunities.schemas';
import { opportunities, opportunityStages } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

/** The firm's stages in board order; the default pipeline is laid down on first use. */
export async function stagesOf(tx: TenantTx, tenantId: string): Promise<Stage[]> {
  const read = () => tx.select().from(opportunityStages).where(eq(opportunityStages.tenantId, tenantId)).orderBy(asc(opportunityStages.position), asc(opportunityStages.createdAt));
  let rows = await read();
  if (rows.length === 0) {
    // Two first requests at once: the unique name index lets only one set in.
    await tx
      .insert(opportunityStages)
      .values(defaultStages.map((s, position) => ({ tenantId, name: s.name, kind: s.kind, position })))
      .onConflictDoNothing();
    rows = await read();
  }
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, position: r.position }));
}

/** The open pipeline (stages of kind "open"): what the dashboard shows as pipeline value. */
export async function opportunityStats(tx: TenantTx, tenantId: string): Promise<OpportunityStats> {
  await stagesOf(tx, tenantId);
  const [row] = await tx
    .select({
      n: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${opportunities.valueHuf}), 0)`.mapWith(Number),
      weighted: sql<number>`coalesce(sum(round(${opportunities.valueHuf} * ${opportunities.probability} / 100.0)), 0)`.mapWith(Number),
    })
    .from(opportunities)
    .innerJoin(opportunityStages, eq(opportunityStages.id, opportunities.stageId))
    .where(and(eq(opportunities.tenantId, tenantId), eq(opportunityStages.kind, 'open')));
  return { openCount: row?.n ?? 0, pipelineValueHuf: row?.value ?? 0, weightedValueHuf: row?.weighted ?? 0 };
}

/** Per stage: count, value and weighted value (the CRM chart). */
export async function pipelineByStage(tx: TenantTx, tenantId: string) {
  const stages = await stagesOf(tx, tenantId);
  const sums = await tx
    .select({
      stageId: opportunities.stageId,
      n: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`coalesce(sum(${opportunities.valueHuf}), 0)`.mapWith(Number),
      weighted: sql<number>`coalesce(sum(round(${opportunities.valueHuf} * ${opportunities.probability} / 100.0)), 0)`.mapWith(Number),
    })
    .from(opportunities)
    .where(eq(opportunities.tenantId, tenantId))
    .groupBy(opportunities.stageId);
  return stages.map((s) => {
    const sum = sums.find((x) => x.stageId === s.id);
    return { ...s, count: sum?.n ?? 0, valueHuf: sum?.value ?? 0, weightedValueHuf: sum?.weighted ?? 0 };
  });
}
