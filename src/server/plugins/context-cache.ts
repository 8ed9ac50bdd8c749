// The signed-in identity behind a session cookie (session, user, memberships), kept in process
// for at most CONTEXT_CACHE_TTL_MS (≤ 1 s) so a burst of API calls resolves it once (decision 0200).
//
// Correctness first:
// - Every change that revokes or alters it (sign-out, session revocation, ban, password change,
//   platform role, membership or role change, tenant suspension, tenant switch) reaches the cache
//   through the invalidation bus: database triggers (migration 0017) on every instance, and the
//   entries of that session, user or tenant are dropped.
// - A load that raced with any invalidation is not stored (generation check), so a stale read
//   from just before a commit cannot outlive the invalidation that followed it.
// - While the bus is disconnected nothing is cached or served from the cache.
// - The TTL bounds staleness even if a message were lost.
import type { Membership } from '@shared/me/me.schemas';
import type { InvalidationBus } from '../lib/invalidation-bus';
import { LoadsInFlight } from '../lib/loads-in-flight';

export const CONTEXT_TOPIC = 'request-context';

export interface CachedIdentity {
  sessionId: string;
  userId: string;
  user: { id: string; name: string; givenName: string | null; email: string; image: string | null; platformRole: 'admin' | null };
  activeTenantId: string | null;
  memberships: Membership[];
  /** The session's own end (idle expiry or absolute lifetime), epoch ms. */
  sessionEndsAt: number;
}

interface Entry {
  identity: CachedIdentity;
  storedAt: number;
}

/** Invalidation keys on CONTEXT_TOPIC. */
export const contextKey = {
  session: (sessionId: string) => `session:${sessionId}`,
  token: (tokenDigest: string) => `token:${tokenDigest}`,
  user: (userId: string) => `user:${userId}`,
  tenant: (tenantId: string) => `tenant:${tenantId}`,
};

export const CONTEXT_CACHE_MAX_ENTRIES = 10_000;

export class ContextCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new LoadsInFlight<CachedIdentity | null>();
  private generationCounter = 0;

  constructor(
    private readonly bus: InvalidationBus,
    /** Also the TTL of other per-request caches (the installed modules). */
    readonly ttlMs: number,
    private readonly maxEntries = CONTEXT_CACHE_MAX_ENTRIES,
  ) {
    bus.subscribe(CONTEXT_TOPIC, (key) => this.invalidate(key));
    bus.onConnectionChange(() => this.clear());
  }

  get size(): number {
    return this.entries.size;
  }

  private get enabled(): boolean {
    return this.ttlMs > 0 && this.bus.connected;
  }

  /** Call before loading from the database; pass the result to store(). */
  get generation(): number {
    return this.generationCounter;
  }

  get(tokenDigest: string, now = Date.now()): CachedIdentity | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(tokenDigest);
    if (!entry) return null;
    if (now - entry.storedAt >= this.ttlMs || now >= entry.identity.sessionEndsAt) {
      this.entries.delete(tokenDigest);
      return null;
    }
    return entry.identity;
  }

  /**
   * The identity behind the token, `load`ed from the database (a miss) and stored: at most one
   * load per token at a time, shared by the requests that miss together (`LoadsInFlight`).
   */
  load(tokenDigest: string, load: () => Promise<CachedIdentity | null>): Promise<CachedIdentity | null> {
    const generation = this.generationCounter;
    if (!this.enabled) return load();
    return this.loading.run(tokenDigest, generation, async () => {
      const loaded = await load();
      if (loaded) this.store(tokenDigest, loaded, generation);
      return loaded;
    });
  }

  store(tokenDigest: string, identity: CachedIdentity, loadedInGeneration: number, now = Date.now()): void {
    if (!this.enabled || loadedInGeneration !== this.generationCounter) return;
    if (!this.entries.has(tokenDigest) && this.entries.size >= this.maxEntries) {
      // Oldest first (insertion order): expired or soon to be.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(tokenDigest);
    this.entries.set(tokenDigest, { identity, storedAt: now });
  }

  invalidate(key: string): void {
    this.generationCounter++;
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const id = key.slice(colon + 1);
    if (kind === 'token') {
      this.entries.delete(id);
      return;
    }
    for (const [digest, { identity }] of this.entries) {
      const hit = kind === 'session' ? identity.sessionId === id : kind === 'user' ? identity.userId === id : kind === 'tenant' ? identity.memberships.some((m) => m.tenantId === id) : true;
      if (hit) this.entries.delete(digest);
    }
  }

  clear(): void {
    this.generationCounter++;
    this.entries.clear();
  }
}
