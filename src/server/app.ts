// Builds the Fastify application as a plain function of its configuration and database, so
// tests build it with `app.inject` and server.ts only listens and shuts down.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ExtraModuleDefinition } from '@shared/modules/catalog';
import { huZodError } from '@shared/validation/zod-messages';
import type { DatabaseHandle } from './db/client';
import { fastifyTrustProxy, type Env } from './env';
import mailPlugin from './mail/mail.plugin';
import { canonicalApiUrl } from './module-system/api-aliases';
import moduleGuardPlugin from './module-system/guard';
import { modules } from './modules';
import { declaredJobs } from './modules/jobs';
import authPlugin from './plugins/auth';
import clientPlugin from './plugins/client';
import errorsPlugin from './plugins/errors';
import invalidationBusPlugin from './plugins/invalidation-bus';
import jobsPlugin from './plugins/jobs';
import openapiPlugin from './plugins/openapi';
import requestContextPlugin from './plugins/request-context';
import routeRegistryPlugin from './plugins/route-registry';
import securityPlugin from './plugins/security';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** Serve the built SPA from dist/client (default from SERVE_CLIENT, auto = when built). */
  serveClient?: boolean;
  /** Sees every route as it is registered, with its zod schemas (the reliability fuzzer enumerates them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Modules beyond the registry, known when the app is built (test and extension seam, decision
   * 0090): they appear in the catalogue and their API prefixes are guarded. API tests use it for
   * released modules with dependencies, prices or plans the real registry does not have yet.
   */
  extraModules?: readonly ExtraModuleDefinition[];
  /** Overrides CONTEXT_CACHE_TTL_MS beyond its 1 s ceiling (tests proving that the bus, not the TTL, revokes). */
  contextCacheTtlMs?: number;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

export function loggerOptions(env: Env) {
  return {
    level: env.LOG_LEVEL,
    // Credentials never reach the logs.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', '*.password', '*.token', '*.secret'],
      censor: '[redacted]',
    },
    ...(env.LOG_PRETTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

export async function buildApp({ env, database, serveClient, onRoute, extraModules, contextCacheTtlMs }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: env.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // A legacy API prefix (e.g. /api/time-entries) is routed as its canonical one before anything
    // else sees the request (decision 0440).
    rewriteUrl: (req) => canonicalApiUrl(req.url ?? '/'),
    // Fastify logs two lines per request ("incoming request", "request completed"), each through
    // its request/response serialisers and the redaction; one summary line below instead
    // (decision 0260). Errors are logged by the errors plugin either way.
    logController: new LogController({ disableRequestLogging: true }),
  });
  if (['info', 'debug', 'trace'].includes(env.LOG_LEVEL)) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info({ method: request.method, url: request.url, ip: request.ip, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request completed');
      done();
    });
  }
  // zod's own checks answer in Hungarian (a schema's own message still wins), so a
  // VALIDATION_ERROR's fields never carry zod's English defaults (issue 38.13).
  z.config({ customError: huZodError });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(routeRegistryPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(invalidationBusPlugin);
  await app.register(authPlugin);
  await app.register(requestContextPlugin, contextCacheTtlMs === undefined ? {} : { cacheTtlMs: contextCacheTtlMs });
  await app.register(moduleGuardPlugin, { extraModules: extraModules ?? [] });
  await app.register(mailPlugin);
  await app.register(jobsPlugin, { declared: declaredJobs });
  for (const module of modules) await app.register(module);
  if (serveClient ?? env.SERVE_CLIENT !== 'false') await app.register(clientPlugin);

  return app;
}
