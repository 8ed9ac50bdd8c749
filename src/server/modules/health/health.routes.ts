import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shared/health/health.schemas';

const startedAt = Date.now();
const PING_TIMEOUT_MS = 2_000;

const healthRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Az alkalmazás és az adatbázis állapota',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      let latencyMs: number | null = null;
      try {
        latencyMs = await Promise.race([app.database.ping(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('ping timeout')), PING_TIMEOUT_MS).unref())]);
      } catch (error) {
        app.log.warn({ err: error }, 'health: database ping failed');
      }
      const up = latencyMs !== null;
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        version: process.env.npm_package_version ?? '0.1.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: { status: up ? 'up' : 'down', driver: app.database.driver, latencyMs },
      });
    },
  );
};

export default healthRoutes;
