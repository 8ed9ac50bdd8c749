import type { Auth } from './auth/auth';
import type { Database, DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { BusCache } from './lib/bus-cache';
import type { InvalidationBus } from './lib/invalidation-bus';
import type { JobRuntime } from './jobs/runtime';
import type { KeyRateLimiter } from './modules/api-keys';
import type { ContextCache } from './plugins/context-cache';
import type { RequestContext } from './plugins/request-context';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: Database;
    auth: Auth;
    /** Cross-instance invalidation messages (decision 0200). */
    bus: InvalidationBus;
    /** Session, user and memberships per session cookie, ≤ 1 s (plugins/context-cache.ts). */
    contextCache: ContextCache;
    /** Each API key's per-minute request budget, in Redis when configured (decision 0393). */
    apiKeyLimiter: KeyRateLimiter;
    /** Installed module keys per firm, ≤ 1 s, invalidated through the bus (module-system/guard.ts). */
    installedModules: BusCache<Set<string>>;
    /** The job runtime (decision 0280): modules bind their jobs' handlers here; tests drain it. */
    jobs: JobRuntime;
    /** Present when the built SPA is served (plugins/client.ts). */
    sendSpaIndex(reply: FastifyReply): FastifyReply;
  }
  interface FastifyRequest {
    /** Signed-in user, tenant and roles; filled by the request-context plugin (null = anonymous). */
    ctx: RequestContext | null;
  }
}
