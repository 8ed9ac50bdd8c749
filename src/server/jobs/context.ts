// What a job handler receives (decision 0280): the job, the actor it runs as (issue 33.1's Actor), the clock, a signal
// that says the instance is stopping, the lease, and the way into the database its scope allows –
// a firm's job only through withTenant (RLS holds), a platform job on the owner connection.
import type { Actor } from '../actor/actor';
import type { Database } from '../db/client';
import type { HandWrittenStatement, TenantTx } from '../db/tenant-scope';
import type { JobScope } from './definition';

export interface JobInfo {
  id: string;
  name: string;
  /** 1 for the first claim, 2 for the first retry … */
  attempt: number;
  key: string | null;
  tenantId: string | null;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

interface CommonContext {
  job: JobInfo;
  now(): Date;
  /** Aborted when the instance stops and waited long enough: stop at the next safe point (the job is released to another instance). */
  signal: AbortSignal;
  /** Holds the job for another lease (default: the definition's); throws LeaseLostError when another worker has it. */
  extendLease(ms?: number): Promise<void>;
  log: JobLogger;
}

export interface TenantJobContext extends CommonContext {
  tenantId: string;
  /**
   * The system working in the firm (`systemActor`, id `system:<job name>`). When the job was
   * enqueued for a user's action with `actingUserId`, that user is its `userId`: the job then sees
   * what the user saw under RLS (a confidential matter's document), with the system's permissions.
   */
  actor: Actor;
  /** Work in the firm's scope: withTenant, as the acting user when the job has one. */
  inTenant<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** The job's last transaction: its writes and the job's completion commit together, so they happen exactly once. */
  commit<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
  /**
   * `commit` for a last transaction of hand-written statements (decision 0504): they and the job's
   * completion go in one `selectAllInTenant` call; the rows of each statement come back. Throws
   * LeaseLostError, with nothing written, when another worker has the job.
   */
  commitStatements<Rows extends unknown[][]>(statements: HandWrittenStatement[]): Promise<Rows>;
}

export interface PlatformJobContext extends CommonContext {
  /** The owner connection: every firm's rows (a platform job's work names its tenants itself). */
  db: Database;
  /** The system actor for work the platform job does in one firm (audit entries, events, services). */
  actorFor(tenantId: string): Actor;
  /** The job's last transaction on the owner connection, committed with the job's completion. */
  commit<T>(work: (tx: TenantTx) => Promise<T>): Promise<T>;
}

export type JobContext<Scope extends JobScope> = Scope extends 'tenant' ? TenantJobContext : PlatformJobContext;

/** A handler's answer: nothing (done), or run again later without counting a failure (a poll, a wait). */
export type JobOutcome = void | { runAgainAt: Date };

export interface JobFailure {
  error: string;
  attempts: number;
  /** Gone to the dead letter (no retry left, or a permanent failure). */
  dead: boolean;
  nextRunAt: Date | null;
}
