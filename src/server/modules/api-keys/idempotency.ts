// `Idempotency-Key` on the public API's POSTs (issue 36.3, decision 0392; IETF draft
// httpapi-idempotency-key-header-07). A POST that carries the header claims the key for its caller
// in a transaction of its own, committed before the work starts, so a twin sent meanwhile finds it:
// - same key, same body, still running → 409 IDEMPOTENCY_REQUEST_IN_PROGRESS;
// - same key, another body (or another route) → 422 IDEMPOTENCY_KEY_REUSED;
// - same key, same body, done → the stored answer again, with `Idempotent-Replayed: true`.
// The work and the stored answer commit together; a failed request gives its claim back, so a
// corrected retry may use the same key. Keys are kept 24 hours; a claim whose request died (a
// crash between claim and answer) may be taken over after 5 minutes.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiIdempotencyKeys } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import { actorOf, type RequestActor, tenantScope } from '../../lib/route-scope';
import { contextOf } from '../../plugins/request-context';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered (published in the API's description). */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A claim older than this whose request never answered is abandoned. */
export const IDEMPOTENCY_STALE_MS = 5 * 60_000;

/** The header's key: a bare token or an RFC 8941 sf-string ("…"); null when absent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (Array.isArray(header)) throw new DomainError('IDEMPOTENCY_KEY_INVALID');
  const value = header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  if (value.length < 1 || value.length > 255 || !/^[\x21-\x7e]+$/.test(value)) throw new DomainError('IDEMPOTENCY_KEY_INVALID');
  return value;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

async function claim(tx: TenantTx, tenantId: string, caller: string, key: string, fingerprint: string, now: Date): Promise<Claim> {
  const pk = and(eq(apiIdempotencyKeys.tenantId, tenantId), eq(apiIdempotencyKeys.caller, caller), eq(apiIdempotencyKeys.key, key));
  // Forgotten after the published time: the firm's expired keys go before the claim.
  await tx.delete(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.tenantId, tenantId), lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))));
  const inserted = await tx.insert(apiIdempotencyKeys).values({ tenantId, caller, key, fingerprint, createdAt: now }).onConflictDoNothing().returning({ key: apiIdempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  const [row] = await tx.select().from(apiIdempotencyKeys).where(pk);
  if (!row) return { kind: 'claimed' };
  if (row.fingerprint !== fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
  if (row.completedAt && row.responseStatus !== null) return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
  const takenOver = await tx
    .update(apiIdempotencyKeys)
    .set({ createdAt: now })
    .where(and(pk, isNull(apiIdempotencyKeys.completedAt), lt(apiIdempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_STALE_MS))))
    .returning({ key: apiIdempotencyKeys.key });
  if (takenOver.length > 0) return { kind: 'claimed' };
  throw new DomainError('IDEMPOTENCY_REQUEST_IN_PROGRESS');
}

/** The body with the path's parameters, if any: the same body to another thread is another request. */
function withParams(request: FastifyRequest): unknown {
  const params = request.params as Record<string, unknown> | undefined;
  return params && Object.keys(params).length > 0 ? { params, body: request.body } : request.body;
}

/**
 * A POST handler's work in the request's tenant transaction, answered with `status`, made
 * idempotent by the request's `Idempotency-Key` when it sends one. `fingerprinted` stands for the
 * body when the request's own is not parsed (a multipart upload: its fields and stored file's hash).
 */
export function idempotentScope(app: FastifyInstance) {
  const inFirm = tenantScope(app);
  return async <T>(request: FastifyRequest, reply: FastifyReply, status: number, work: (tx: TenantTx, actor: RequestActor) => Promise<T>, fingerprinted: { body: unknown } = { body: withParams(request) }): Promise<T> => {
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    if (!key) {
      const result = await inFirm(request, work);
      reply.code(status);
      return result;
    }
    const actor = actorOf(request);
    const ctx = contextOf(request);
    const caller = ctx.apiKey ? `key:${ctx.apiKey.id}` : `user:${ctx.user.id}`;
    const fingerprint = requestFingerprint(request.method, request.routeOptions.url ?? request.url, fingerprinted.body);
    const pk = and(eq(apiIdempotencyKeys.tenantId, actor.tenantId), eq(apiIdempotencyKeys.caller, caller), eq(apiIdempotencyKeys.key, key));
    const claimed = await withTenant(app.db, actor.tenantId, (tx) => claim(tx, actor.tenantId, caller, key, fingerprint, new Date()), { userId: actor.userId });
    if (claimed.kind === 'replay') {
      reply.code(claimed.status).header('idempotent-replayed', 'true');
      return claimed.body as T;
    }
    try {
      const result = await inFirm(request, async (tx, scoped) => {
        const answer = await work(tx, scoped);
        // The answer as it goes out (dates as strings), committed with the work it describes.
        const stored: unknown = JSON.parse(JSON.stringify(answer ?? null));
        await tx.update(apiIdempotencyKeys).set({ completedAt: new Date(), responseStatus: status, responseBody: stored }).where(pk);
        return answer;
      });
      reply.code(status);
      return result;
    } catch (error) {
      // Nothing was done: the claim is given back so a corrected request may use the key again.
      await withTenant(app.db, actor.tenantId, (tx) => tx.delete(apiIdempotencyKeys).where(and(pk, isNull(apiIdempotencyKeys.completedAt))), { userId: actor.userId }).catch((e: unknown) =>
        request.log.warn({ err: e }, 'idempotency claim release failed'),
      );
      throw error;
    }
  };
}
