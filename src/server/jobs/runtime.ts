// The job runtime (issue 33 point 3, decision 0280): one worker per app instance over the one
// `jobs` table, the same code on PGlite and PostgreSQL. The only claim of background work in the
// server is here: `FOR UPDATE SKIP LOCKED` picks a due job no other instance holds, and the same
// statement leases it (run_at = now + lease), so two instances never run one job at once and a job
// whose worker died (kill -9) is due again when its lease ends. A failure is retried with
// exponential backoff and jitter until the definition's attempts run out (the dead letter, which
// the platform admin sees). A firm's job runs inside its firm's scope (withTenant: RLS holds), a
// platform job on the owner connection. Recurring jobs are created once per schedule slot across
// instances by the unique key of that slot. Stopping stops claiming, lets running jobs finish for a
// grace period, then aborts and releases the rest to another instance.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { resultRows } from '../db/client';
import { jobs } from '../db/schema';
import { isJobNotHeld } from '../db/pg-errors';
import { type HandWrittenStatement, selectAllInTenant, type TenantTx, withTenant } from '../db/tenant-scope';
import { systemActor } from '../actor/actor';
import type { JobContext, JobFailure, JobLogger, JobOutcome, PlatformJobContext, TenantJobContext } from './context';
import { defineJob, type JobDefinition, type JobScope, LeaseLostError, PermanentJobError, retryDelayMs } from './definition';
import { z } from 'zod';

export type JobHandler<Payload, Scope extends JobScope> = (ctx: JobContext<Scope>, payload: Payload) => Promise<JobOutcome>;

export interface HandlerOptions<Payload, Scope extends JobScope> {
  /** Runs after a failure was recorded (e.g. to show it on the row the job works on); its own errors are only logged. */
  onFailure?: (ctx: JobContext<Scope>, payload: Payload, failure: JobFailure) => Promise<void>;
}

interface Registered {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown, JobScope>;
  onFailure?: HandlerOptions<unknown, JobScope>['onFailure'];
}

interface Schedule {
  definition: JobDefinition<unknown, 'platform'>;
  everyMs: number;
  payload: unknown;
  lastSlot: number | null;
}

/** A claimed row, as the claim returns it. */
interface ClaimedJob {
  id: string;
  name: string;
  tenantId: string | null;
  payload: unknown;
  payloadVersion: number;
  key: string | null;
  attempts: number;
  actingUserId: string | null;
  claimToken: string;
}

export type RunResult = 'succeeded' | 'snoozed' | 'retry' | 'dead' | 'lost' | 'released';

export interface JobRuntimeOptions {
  db: Database;
  /** This instance in `locked_by` (default: a random id). */
  workerId?: string;
  /** Jobs run at once by this instance's worker (0: it runs none, e.g. a web-only instance). */
  concurrency?: number;
  pollIntervalMs?: number;
  /** How long stop() lets running jobs finish before it aborts and releases them. */
  stopGraceMs?: number;
  now?: () => Date;
  random?: () => number;
  log?: JobLogger;
}

export interface DrainOptions {
  /** The clock the jobs see (tests move it); default the runtime's. */
  now?: () => Date;
  /** Only these jobs (by name). */
  names?: readonly string[];
  /** Safety stop for a job that keeps coming back due. */
  maxRuns?: number;
}

export interface DrainResult {
  runs: number;
  results: Array<{ id: string; name: string; result: RunResult }>;
}

/** Succeeded jobs are kept this long: their keys keep deduplicating (a recurring slot, an entity's job) meanwhile. */
export const SUCCEEDED_RETENTION_MS = 24 * 60 * 60_000;

/** The runtime's own job: deletes succeeded jobs past their retention (dead ones stay until the platform admin acts). */
export const pruneJobs = defineJob({ name: 'jobs.prune', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3 } });

const noopLog: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const errorText = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error)).slice(0, 2000);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export class JobRuntime {
  readonly workerId: string;
  private readonly db: Database;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly stopGraceMs: number;
  private readonly clock: () => Date;
  private readonly random: () => number;
  private readonly log: JobLogger;
  private readonly handlers = new Map<string, Registered>();
  private readonly schedules = new Map<string, Schedule>();
  private readonly running = new Map<string, { promise: Promise<RunResult>; controller: AbortController; job: ClaimedJob }>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private tickAgain = false;
  private stopping = false;

  constructor(options: JobRuntimeOptions) {
    this.db = options.db;
    this.workerId = options.workerId ?? `worker-${randomUUID()}`;
    this.concurrency = options.concurrency ?? 2;
    this.pollIntervalMs = options.pollIntervalMs ?? 1_000;
    this.stopGraceMs = options.stopGraceMs ?? 5_000;
    this.clock = options.now ?? (() => new Date());
    this.random = options.random ?? Math.random;
    this.log = options.log ?? noopLog;
    this.handle(pruneJobs, async (ctx) => {
      await ctx.db.delete(jobs).where(and(eq(jobs.state, 'succeeded'), lt(jobs.finishedAt, new Date(ctx.now().getTime() - SUCCEEDED_RETENTION_MS))));
    });
    this.recurring(pruneJobs, 60 * 60_000, {});
  }

  /** Binds the code that runs a declared job (one handler per name). */
  handle<Payload, Scope extends JobScope>(definition: JobDefinition<Payload, Scope>, handler: JobHandler<Payload, Scope>, options: HandlerOptions<Payload, Scope> = {}): void {
    if (this.handlers.has(definition.name)) throw new Error(`job ${definition.name} already has a handler`);
    this.handlers.set(definition.name, {
      definition: definition as JobDefinition<unknown>,
      handler: handler as JobHandler<unknown, JobScope>,
      ...(options.onFailure ? { onFailure: options.onFailure as HandlerOptions<unknown, JobScope>['onFailure'] } : {}),
    });
  }

  /**
   * A platform job created every `everyMs` (0: never), once per slot across instances: the slot's
   * number is its key. A new slot's job is not created while the previous one is still queued or
   * running, so a slow run is never overlapped by the next.
   */
  recurring<Payload>(definition: JobDefinition<Payload, 'platform'>, everyMs: number, payload: Payload): void {
    if (everyMs <= 0) {
      this.schedules.delete(definition.name);
      return;
    }
    this.schedules.set(definition.name, { definition: definition as JobDefinition<unknown, 'platform'>, everyMs, payload: definition.payload.parse(payload), lastSlot: null });
  }

  /** Names with a handler (what this instance can run). */
  handledNames(): string[] {
    return [...this.handlers.keys()];
  }

  /** Fails when a declared job has no handler or a handler's job is not declared (checked when the app is ready). */
  verify(declared: readonly JobDefinition<unknown>[]): void {
    const names = new Set([pruneJobs.name, ...declared.map((d) => d.name)]);
    if (names.size !== declared.length + 1) throw new Error('two declared jobs share a name');
    const missing = [...names].filter((n) => !this.handlers.has(n));
    const undeclared = [...this.handlers.keys()].filter((n) => !names.has(n));
    if (missing.length || undeclared.length) throw new Error(`jobs without a handler: ${missing.join(', ') || '–'}; handled but not declared: ${undeclared.join(', ') || '–'}`);
  }

  // ---- the worker ---------------------------------------------------------------------------

  start(): void {
    if (this.timer || this.stopping || this.concurrency <= 0) return;
    this.timer = setInterval(() => this.kick(), this.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  /** Claims and runs due jobs now instead of at the next poll (e.g. right after an enqueue on this instance). */
  kick(): void {
    if (this.stopping || !this.timer) return;
    if (this.ticking) {
      this.tickAgain = true;
      return;
    }
    this.ticking = this.tick()
      .catch((error: unknown) => this.log.error({ err: error }, 'job worker tick failed'))
      .finally(() => {
        this.ticking = null;
        if (this.tickAgain) {
          this.tickAgain = false;
          this.kick();
        }
      });
  }

  private async tick(): Promise<void> {
    await this.scheduleRecurring(this.clock());
    while (!this.stopping && this.running.size < this.concurrency) {
      const names = this.claimableNames();
      if (names.length === 0) return;
      const job = await this.claim(names, this.clock());
      if (!job) return;
      const controller = new AbortController();
      const promise = this.execute(job, controller.signal, this.clock)
        .catch((error: unknown) => {
          this.log.error({ err: error, job: job.id, name: job.name }, 'job run failed outside its handler');
          return 'lost' as const;
        })
        .finally(() => {
          this.running.delete(job.id);
          this.kick();
        });
      this.running.set(job.id, { promise, controller, job });
    }
  }

  /** Names this instance may claim now: handled, and under their definition's concurrency here. */
  private claimableNames(): string[] {
    const busy = new Map<string, number>();
    for (const { job } of this.running.values()) busy.set(job.name, (busy.get(job.name) ?? 0) + 1);
    return [...this.handlers.values()].filter((h) => h.definition.concurrency === null || (busy.get(h.definition.name) ?? 0) < h.definition.concurrency).map((h) => h.definition.name);
  }

  /**
   * Stops claiming; running jobs get `stopGraceMs` to finish, then their signal is aborted and they
   * are released (due at once, the attempt not counted) for another instance or the next start.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
    if (this.running.size === 0) return;
    const all = () => Promise.allSettled([...this.running.values()].map((r) => r.promise));
    const finished = await Promise.race([all().then(() => true), sleep(this.stopGraceMs).then(() => false)]);
    if (finished) return;
    // Released first, so the aborted handler's own failure no longer finds the claim.
    const left = [...this.running.values()];
    await Promise.all(left.map((r) => this.release(r.job)));
    for (const r of left) r.controller.abort(new Error('the instance is stopping'));
    this.log.info({ released: left.map((r) => r.job.id) }, 'jobs released on stop');
    // A handler that honours the signal ends here; one that does not is left to the process exit.
    await Promise.race([all(), sleep(1_000)]);
  }

  /** Runs due jobs one after another until none is due (tests and one-off tools); no worker needed. */
  async drain(options: DrainOptions = {}): Promise<DrainResult> {
    const clock = options.now ?? this.clock;
    const wanted = options.names ? new Set(options.names) : null;
    const names = this.handledNames().filter((n) => !wanted || wanted.has(n));
    const result: DrainResult = { runs: 0, results: [] };
    const max = options.maxRuns ?? 1_000;
    for (;;) {
      const job = await this.claim(names, clock());
      if (!job) return result;
      if (++result.runs > max) throw new Error(`drain: more than ${max} runs (a job keeps coming back due)`);
      const outcome = await this.execute(job, new AbortController().signal, clock);
      result.results.push({ id: job.id, name: job.name, result: outcome });
    }
  }

  /** Creates the due slot's job of each schedule (once per slot and instance; the key dedupes across instances). */
  async scheduleRecurring(now: Date): Promise<void> {
    for (const s of this.schedules.values()) {
      if (!this.handlers.has(s.definition.name)) continue;
      const slot = Math.floor(now.getTime() / s.everyMs);
      if (s.lastSlot === slot) continue;
      await this.db.execute(sql`
        insert into jobs (id, name, tenant_id, payload, payload_version, key, run_at, created_at, updated_at)
        select ${randomUUID()}, ${s.definition.name}, null, ${JSON.stringify(s.payload)}::jsonb, ${s.definition.version}, ${`every-${s.everyMs}:${slot}`}, ${now}, ${now}, ${now}
        where not exists (select 1 from jobs where name = ${s.definition.name} and tenant_id is null and state in ('queued', 'running'))
        on conflict do nothing`);
      s.lastSlot = slot;
    }
  }

  // ---- one job ------------------------------------------------------------------------------

  /** Takes the oldest due job of these names that no other worker holds, and leases it. */
  private async claim(names: readonly string[], now: Date): Promise<ClaimedJob | null> {
    if (names.length === 0) return null;
    const leases = Object.fromEntries(names.map((n) => [n, this.handlers.get(n)!.definition.leaseMs]));
    const token = randomUUID();
    const [row] = resultRows<{ id: string; name: string; tenant_id: string | null; payload: unknown; payload_version: number; key: string | null; attempts: number; acting_user_id: string | null }>(
      await this.db.execute(sql`
        update jobs j
        set state = 'running', attempts = j.attempts + 1, locked_by = ${this.workerId}, claim_token = ${token},
          run_at = ${now}::timestamptz + ((${JSON.stringify(leases)}::jsonb ->> j.name)::bigint * interval '1 millisecond'), updated_at = ${now}
        where j.id = (
          select id from jobs
          where state in ('queued', 'running') and run_at <= ${now} and name in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
          order by run_at, id
          limit 1
          for update skip locked)
        returning j.id, j.name, j.tenant_id, j.payload, j.payload_version, j.key, j.attempts, j.acting_user_id`),
    );
    if (!row) return null;
    return { id: row.id, name: row.name, tenantId: row.tenant_id, payload: row.payload, payloadVersion: row.payload_version, key: row.key, attempts: row.attempts, actingUserId: row.acting_user_id, claimToken: token };
  }

  /** This claim's row (a released or re-claimed job is not ours any more). */
  private ours(job: ClaimedJob) {
    return and(eq(jobs.id, job.id), eq(jobs.claimToken, job.claimToken));
  }

  private async execute(job: ClaimedJob, signal: AbortSignal, clock: () => Date): Promise<RunResult> {
    const registered = this.handlers.get(job.name);
    if (!registered) return this.release(job);
    const { definition } = registered;
    if (job.payloadVersion > definition.version) {
      // Enqueued by a newer instance during a rolling deploy: left for it.
      await this.db
        .update(jobs)
        .set({
          state: 'queued',
          runAt: new Date(clock().getTime() + 60_000),
          attempts: Math.max(0, job.attempts - 1),
          lockedBy: null,
          claimToken: null,
          lastError: `payload version ${job.payloadVersion} is newer than this instance's ${definition.version}`,
          updatedAt: clock(),
        })
        .where(this.ours(job));
      return 'released';
    }
    let committed = false;
    let ctx: JobContext<JobScope> | undefined;
    let payload: unknown;
    try {
      ctx = this.contextOf(job, definition, signal, clock, () => (committed = true));
      const stored = job.payloadVersion < definition.version && definition.upgrade ? definition.upgrade(job.payload, job.payloadVersion) : job.payload;
      const parsed = definition.payload.safeParse(stored);
      if (!parsed.success) throw new PermanentJobError(`invalid payload: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      payload = parsed.data;
      const outcome = await registered.handler(ctx, payload);
      if (committed) return 'succeeded';
      if (outcome && 'runAgainAt' in outcome) {
        const moved = await this.db
          .update(jobs)
          .set({ state: 'queued', runAt: outcome.runAgainAt, attempts: 0, lockedBy: null, claimToken: null, lastError: null, updatedAt: clock() })
          .where(this.ours(job))
          .returning({ id: jobs.id });
        return moved.length ? 'snoozed' : this.lost(job);
      }
      const done = await this.db.update(jobs).set(this.doneFields(clock())).where(this.ours(job)).returning({ id: jobs.id });
      return done.length ? 'succeeded' : this.lost(job);
    } catch (error) {
      if (committed) {
        // Its work and its completion were committed together; what failed after that changes nothing.
        this.log.error({ err: error, job: job.id, name: job.name }, 'job failed after its commit');
        return 'succeeded';
      }
      if (error instanceof LeaseLostError) return this.lost(job);
      return this.fail(job, registered, ctx, payload, error, clock);
    }
  }

  private doneFields(now: Date) {
    return { state: 'succeeded' as const, lockedBy: null, claimToken: null, lastError: null, finishedAt: now, updatedAt: now };
  }

  private lost(job: ClaimedJob): 'lost' {
    this.log.warn({ job: job.id, name: job.name }, 'job lease lost: another worker has taken it');
    return 'lost';
  }

  private async fail(job: ClaimedJob, registered: Registered, ctx: JobContext<JobScope> | undefined, payload: unknown, error: unknown, clock: () => Date): Promise<RunResult> {
    const { retry } = registered.definition;
    const dead = error instanceof PermanentJobError || (retry.maxAttempts !== null && job.attempts >= retry.maxAttempts);
    const now = clock();
    const nextRunAt = dead ? null : new Date(now.getTime() + retryDelayMs(retry, job.attempts, this.random));
    const message = errorText(error);
    const recorded = await this.db
      .update(jobs)
      .set({ state: dead ? 'dead' : 'queued', ...(nextRunAt ? { runAt: nextRunAt } : {}), lastError: message, lockedBy: null, claimToken: null, updatedAt: now, ...(dead ? { finishedAt: now } : {}) })
      .where(this.ours(job))
      .returning({ id: jobs.id });
    if (!recorded.length) return this.lost(job);
    this.log[dead ? 'error' : 'warn']({ err: error, job: job.id, name: job.name, attempts: job.attempts, nextRunAt }, dead ? 'job failed for good: moved to the dead letter' : 'job failed: retried later');
    if (registered.onFailure && ctx && payload !== undefined) {
      await registered
        .onFailure(ctx, payload, { error: message, attempts: job.attempts, dead, nextRunAt })
        .catch((hookError: unknown) => this.log.error({ err: hookError, job: job.id, name: job.name }, 'job failure hook failed'));
    }
    return dead ? 'dead' : 'retry';
  }

  /** Gives a claimed job back (due now, the attempt not counted). */
  private async release(job: ClaimedJob): Promise<'released'> {
    await this.db
      .update(jobs)
      .set({ state: 'queued', runAt: this.clock(), attempts: Math.max(0, job.attempts - 1), lockedBy: null, claimToken: null, updatedAt: this.clock() })
      .where(and(this.ours(job), eq(jobs.state, 'running')))
      .catch((error: unknown) => this.log.error({ err: error, job: job.id }, 'releasing a job failed (it is due again when its lease ends)'));
    return 'released';
  }

  private contextOf(job: ClaimedJob, definition: JobDefinition<unknown>, signal: AbortSignal, clock: () => Date, onCommit: () => void): JobContext<JobScope> {
    const finish = async (tx: TenantTx) => {
      const done = await tx.update(jobs).set(this.doneFields(clock())).where(this.ours(job)).returning({ id: jobs.id });
      if (!done.length) throw new LeaseLostError(job.id);
    };
    // `finish` as one hand-written statement, for a transaction sent in one call: it raises VI002
    // (rolling the transaction back) when the claim is gone, since nothing can look at its rows first.
    const finishStatement = (): HandWrittenStatement => ({
      text: `with done as (update jobs set state = 'succeeded', locked_by = null, claim_token = null, last_error = null, finished_at = $1, updated_at = $1
        where id = $2 and claim_token = $3 returning 1) select public.vi_assert_job_held(exists (select 1 from done)) as held`,
      values: [clock().toISOString(), job.id, job.claimToken],
    });
    const common = {
      job: { id: job.id, name: job.name, attempt: job.attempts, key: job.key, tenantId: job.tenantId },
      now: clock,
      signal,
      log: this.log,
      extendLease: async (ms = definition.leaseMs) => {
        const held = await this.db
          .update(jobs)
          .set({ runAt: new Date(clock().getTime() + ms), updatedAt: clock() })
          .where(and(this.ours(job), eq(jobs.state, 'running')))
          .returning({ id: jobs.id });
        if (!held.length) throw new LeaseLostError(job.id);
      },
    };
    if (definition.scope === 'platform') {
      const ctx: PlatformJobContext = {
        ...common,
        db: this.db,
        actorFor: (tenantId) => systemActor(tenantId, job.name),
        commit: async (work) => {
          const result = await this.db.transaction(async (tx) => {
            const r = await work(tx);
            await finish(tx);
            return r;
          });
          onCommit();
          return result;
        },
      };
      return ctx;
    }
    if (!job.tenantId) throw new PermanentJobError(`job ${job.name} is a firm's job but has no tenant`);
    const tenantId = job.tenantId;
    const scope = job.actingUserId ? { userId: job.actingUserId } : {};
    const ctx: TenantJobContext = {
      ...common,
      tenantId,
      actor: { ...systemActor(tenantId, job.name), userId: job.actingUserId },
      inTenant: (work) => withTenant(this.db, tenantId, work, scope),
      commit: async (work) => {
        const result = await withTenant(
          this.db,
          tenantId,
          async (tx) => {
            const r = await work(tx);
            await finish(tx);
            return r;
          },
          scope,
        );
        onCommit();
        return result;
      },
      commitStatements: async <Rows extends unknown[][]>(statements: HandWrittenStatement[]) => {
        let results: unknown[][];
        try {
          results = await selectAllInTenant<unknown[][]>(this.db, tenantId, [...statements, finishStatement()], scope);
        } catch (error) {
          if (isJobNotHeld(error)) throw new LeaseLostError(job.id);
          throw error;
        }
        onCommit();
        return results.slice(0, statements.length) as Rows;
      },
    };
    return ctx;
  }
}

/** Jobs of the given states for tests and the admin view's counts. */
export async function countJobs(db: Database, names?: readonly string[]) {
  const rows = await db
    .select({ state: jobs.state, n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(names ? inArray(jobs.name, [...names]) : undefined)
    .groupBy(jobs.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n])) as Partial<Record<(typeof jobs.$inferSelect)['state'], number>>;
}
