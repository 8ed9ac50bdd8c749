// Typed job definitions (decision 0280). A definition is pure data a module declares (and other
// code may import to enqueue): its name, whose work it is (a firm's or the platform's), the zod
// schema of its payload with a version, and its retry policy. The handler – the code that does
// the work, with the app's services at hand – is bound by the module's plugin (`app.jobs.handle`).
import type { z } from 'zod';

export type JobScope = 'tenant' | 'platform';

export interface RetryPolicy {
  /** Claims before the job goes to the dead letter; null: never (it is retried without end). */
  maxAttempts: number | null;
  /** The first retry's delay; each further one doubles it, up to capMs, with jitter. */
  baseMs: number;
  capMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 5, baseMs: 10_000, capMs: 60 * 60_000 };
/** How long a claim holds a job before another instance may take it (a long job extends it). */
export const DEFAULT_LEASE_MS = 5 * 60_000;

export interface JobDefinition<Payload = unknown, Scope extends JobScope = JobScope> {
  /** `<module>.<what>`, unique; stored in every job row. */
  readonly name: string;
  readonly scope: Scope;
  /** The payload's current version; rows of older versions are passed through `upgrade`. */
  readonly version: number;
  readonly payload: z.ZodType<Payload>;
  /** Turns a payload stored by an older version into the current shape. */
  readonly upgrade?: (payload: unknown, fromVersion: number) => unknown;
  readonly retry: RetryPolicy;
  readonly leaseMs: number;
  /** At most this many of these jobs run at once on one instance (e.g. 1 for OCR: it takes a core). */
  readonly concurrency: number | null;
}

export interface JobDefinitionInput<Schema extends z.ZodType, Scope extends JobScope> {
  name: string;
  scope: Scope;
  version?: number;
  payload: Schema;
  upgrade?: (payload: unknown, fromVersion: number) => unknown;
  retry?: Partial<RetryPolicy>;
  leaseMs?: number;
  concurrency?: number;
}

const NAME = /^[a-z][a-z0-9-]*\.[a-z][a-z0-9.-]*$/;

export function defineJob<Schema extends z.ZodType, Scope extends JobScope>(input: JobDefinitionInput<Schema, Scope>): JobDefinition<z.infer<Schema>, Scope> {
  if (!NAME.test(input.name)) throw new Error(`job name ${input.name} is not <module>.<what> in lower case`);
  const version = input.version ?? 1;
  if (!Number.isInteger(version) || version < 1) throw new Error(`job ${input.name}: version must be a positive integer`);
  return {
    name: input.name,
    scope: input.scope,
    version,
    payload: input.payload as z.ZodType<z.infer<Schema>>,
    ...(input.upgrade ? { upgrade: input.upgrade } : {}),
    retry: { ...DEFAULT_RETRY, ...input.retry },
    leaseMs: input.leaseMs ?? DEFAULT_LEASE_MS,
    concurrency: input.concurrency ?? null,
  };
}

/** The delay before retry number `attempts` (1 = the first failure): exponential, capped, with "equal" jitter (half fixed, half random). */
export function retryDelayMs(policy: Pick<RetryPolicy, 'baseMs' | 'capMs'>, attempts: number, random: () => number = Math.random): number {
  const full = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/** Thrown by a handler for a failure no retry can mend (a payload that names nothing, a refusal): straight to the dead letter. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** The claim is no longer this worker's (its lease ran out and another instance took the job). */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`job ${jobId}: the lease was lost to another worker`);
    this.name = 'LeaseLostError';
  }
}
