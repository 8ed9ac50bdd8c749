import type { Auth } from './auth/auth';
import type { Database, DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { RequestContext } from './plugins/request-context';

import type { FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: Database;
    auth: Auth;
    /** Present when the built SPA is served (plugins/client.ts). */
    sendSpaIndex(reply: FastifyReply): FastifyReply;
  }
  interface FastifyRequest {
    /** Signed-in user, tenant and roles; filled by the request-context plugin (null = anonymous). */
    ctx: RequestContext | null;
  }
}
