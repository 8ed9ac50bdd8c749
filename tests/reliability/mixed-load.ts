// A bounded mixed load over loopback HTTP: each worker is one signed-in lawyer who lists the
// firm's contacts, reads its profile and the health endpoint, renames itself (a write through
// PATCH /api/profile, read back at once) and now and then signs in again (a new session row, read back
// at the end). Every response status is recorded with its time, so callers can judge windows.
import { inArray } from 'drizzle-orm';
import type { DatabaseHandle } from '@server/db/client';
import { users } from '@server/db/schema';
import { signInHttp } from './harness';

export interface LoadWorker {
  email: string;
  cookie: string;
}

export interface Sample {
  /** ms since the start of the load when the request was sent, and when its answer arrived. */
  at: number;
  doneAt: number;
  op: string;
  status: number;
  detail?: string;
}

export interface LoadReport {
  samples: Sample[];
  acknowledgedWrites: number;
  /** Writes acknowledged with 2xx whose effect a later read did not show. */
  lostWrites: string[];
  /** Acknowledged writes whose immediate read-back could not run (non-2xx read); checked at the end instead. */
  deferredChecks: number;
  sessionsCreated: number;
}

const ops = [
  { name: 'list-contacts', weight: 45 },
  { name: 'me', weight: 15 },
  { name: 'health', weight: 10 },
  { name: 'rename', weight: 28 },
  { name: 'sign-in', weight: 2 },
] as const;
type Op = (typeof ops)[number]['name'];
const totalWeight = ops.reduce((sum, op) => sum + op.weight, 0);

function pickOp(): Op {
  let roll = Math.random() * totalWeight;
  for (const op of ops) {
    roll -= op.weight;
    if (roll < 0) return op.name;
  }
  return 'list-contacts';
}

export async function runMixedLoad(options: {
  baseUrl: string;
  database: DatabaseHandle;
  workers: LoadWorker[];
  durationMs: number;
  /** Floors the test asserts on: the run goes on past durationMs until they hold (or until
   * maxDurationMs), so a slow or busy machine does more waiting, not a failed test. */
  enough?: (progress: { samples: readonly Sample[]; acknowledgedWrites: number }) => boolean;
  maxDurationMs?: number;
  /** Called once, this many ms into the run (the Postgres test kills the backends here); gets the clock of the samples. */
  midway?: { afterMs: number; action: (elapsedMs: () => number) => Promise<void> };
}): Promise<LoadReport> {
  const { baseUrl, workers } = options;
  const started = Date.now();
  const deadline = started + options.durationMs;
  const hardDeadline = started + Math.max(options.durationMs, options.maxDurationMs ?? options.durationMs * 6);
  const samples: Sample[] = [];
  const lostWrites: string[] = [];
  const sessions: { email: string; cookie: string }[] = [];
  /** Per worker: names whose write was attempted after the last acknowledged one. */
  const lastAcked = new Map<string, string>();
  const unsureAfterAck = new Map<string, string[]>();
  let acknowledgedWrites = 0;
  let deferredChecks = 0;

  const call = async (op: string, path: string, cookie: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const at = Date.now() - started;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { origin: baseUrl, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      samples.push({ at, doneAt: Date.now() - started, op, status: res.status, ...(res.status >= 500 ? { detail: text.slice(0, 200) } : {}) });
      return { status: res.status, text, headers: res.headers };
    } catch (error) {
      // A refused or reset connection counts as a server failure (status 0 is never acceptable).
      samples.push({ at, doneAt: Date.now() - started, op, status: 0, detail: String(error) });
      return { status: 0, text: '', headers: new Headers() };
    }
  };

  const running = () => {
    const now = Date.now();
    if (now < deadline) return true;
    return now < hardDeadline && options.enough !== undefined && !options.enough({ samples, acknowledgedWrites });
  };

  const worker = async (w: LoadWorker, index: number) => {
    let seq = 0;
    while (running()) {
      const op = pickOp();
      if (op === 'list-contacts') await call(op, '/api/contacts?limit=50', w.cookie);
      else if (op === 'me') await call(op, '/api/me', w.cookie);
      else if (op === 'health') await call(op, '/api/health', '');
      else if (op === 'sign-in') {
        const at = Date.now() - started;
        const { cookie, status } = await signInHttp(baseUrl, w.email).catch(() => ({ cookie: '', status: 0 }));
        samples.push({ at, doneAt: Date.now() - started, op, status });
        if (status === 200) sessions.push({ email: w.email, cookie });
      } else {
        const name = `Terhelés ${index}-${++seq}`;
        const write = await call(op, '/api/profile', w.cookie, { name }, 'PATCH');
        if (write.status !== 200) {
          (unsureAfterAck.get(w.email) ?? unsureAfterAck.set(w.email, []).get(w.email)!).push(name);
          continue;
        }
        acknowledgedWrites++;
        lastAcked.set(w.email, name);
        unsureAfterAck.set(w.email, []);
        const read = await call('read-back', '/api/me', w.cookie);
        if (read.status === 200) {
          const seen = (JSON.parse(read.text) as { user: { name: string } }).user.name;
          if (seen !== name) lostWrites.push(`${w.email}: wrote "${name}", read "${seen}"`);
        } else {
          deferredChecks++;
        }
      }
    }
  };

  const midway = options.midway;
  const trigger = midway ? new Promise<void>((resolve, reject) => setTimeout(() => midway.action(() => Date.now() - started).then(resolve, reject), midway.afterMs)) : Promise.resolve();
  await Promise.all([...workers.map(worker), trigger]);

  // Final state: each user's name is its last acknowledged one (or a later attempt whose answer
  // was lost, which is not a lost write); each acknowledged sign-in's session still works.
  const emails = workers.map((w) => w.email);
  const rows = await options.database.db.select({ email: users.email, name: users.name }).from(users).where(inArray(users.email, emails));
  for (const row of rows) {
    const acked = lastAcked.get(row.email);
    if (acked && row.name !== acked && !(unsureAfterAck.get(row.email) ?? []).includes(row.name)) {
      lostWrites.push(`${row.email}: last acknowledged "${acked}", stored "${row.name}"`);
    }
  }
  for (const session of sessions) {
    const res = await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: session.cookie } });
    const body = (await res.json()) as { user?: { email: string } } | null;
    if (res.status !== 200 || body?.user?.email !== session.email) lostWrites.push(`session of ${session.email} acknowledged but not found (${res.status})`);
  }
  return { samples, acknowledgedWrites, lostWrites, deferredChecks, sessionsCreated: sessions.length };
}

export function statusCounts(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const s of samples) counts[s.status] = (counts[s.status] ?? 0) + 1;
  return counts;
}
