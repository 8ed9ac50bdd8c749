// The platform admin's side of the job runtime (decision 0280): jobs by state across every firm
// (the owner connection – only routes behind requirePlatformAdmin call this), and a dead job sent
// back to the queue (its attempts start again) or discarded. Retry and discard act only on a job
// that is still in the dead letter, so two admins (or a double click) act once.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type JobState, jobs, tenants } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

const jobColumns = {
  id: jobs.id,
  name: jobs.name,
  tenantId: jobs.tenantId,
  tenantName: tenants.name,
  state: jobs.state,
  attempts: jobs.attempts,
  lastError: jobs.lastError,
  runAt: jobs.runAt,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  finishedAt: jobs.finishedAt,
};

type JobListRow = {
  id: string;
  name: string;
  tenantId: string | null;
  tenantName: string | null;
  state: JobState;
  attempts: number;
  lastError: string | null;
  runAt: Date;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
};

function jobOut(r: JobListRow) {
  return {
    id: r.id,
    name: r.name,
    tenant: r.tenantId ? { id: r.tenantId, name: r.tenantName ?? '' } : null,
    state: r.state,
    attempts: r.attempts,
    lastError: r.lastError,
    runAt: r.runAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

export async function listJobs(db: Database, query: { state: JobState; limit: number; offset: number }) {
  const [items, [total], byState] = await Promise.all([
    db.select(jobColumns).from(jobs).leftJoin(tenants, eq(tenants.id, jobs.tenantId)).where(eq(jobs.state, query.state)).orderBy(desc(jobs.updatedAt), jobs.id).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(jobs).where(eq(jobs.state, query.state)),
    db
      .select({ state: jobs.state, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.state} <> 'succeeded'`)
      .groupBy(jobs.state),
  ]);
  const n = (state: JobState) => byState.find((s) => s.state === state)?.n ?? 0;
  return { items: items.map(jobOut), total: total?.n ?? 0, counts: { queued: n('queued'), running: n('running'), dead: n('dead') } };
}

/** Null when there is no such job; `notDead` when it is no longer in the dead letter. */
export async function retryDeadJob(tx: TenantTx, id: string, now = new Date()) {
  const [row] = await tx
    .update(jobs)
    .set({ state: 'queued', attempts: 0, runAt: now, finishedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id, name: jobs.name, tenantId: jobs.tenantId, lastError: jobs.lastError });
  return row ?? ((await exists(tx, id)) ? 'notDead' : null);
}

export async function discardDeadJob(tx: TenantTx, id: string) {
  const [row] = await tx
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.state, 'dead')))
    .returning({ id: jobs.id, name: jobs.name, tenantId: jobs.tenantId, lastError: jobs.lastError, attempts: jobs.attempts });
  return row ?? ((await exists(tx, id)) ? 'notDead' : null);
}

async function exists(tx: TenantTx, id: string): Promise<boolean> {
  return (await tx.$count(jobs, eq(jobs.id, id))) > 0;
}
