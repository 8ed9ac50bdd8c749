// Decorates the app with its mailer and, only when dev tools are on (DEMO_MODE or
// NODE_ENV=development), serves the development outbox at GET /api/dev/outbox – to loopback
// clients only, since it shows reset links.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@shared/errors/errors';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import type { Env } from '../env';
import { isLocalRequest } from '../lib/local-request';
import { createMailer, latestOutboxMail, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function devToolsEnabled(env: Env): boolean {
  return env.DEMO_MODE || env.NODE_ENV === 'development';
}

const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

async function mailPlugin(app: FastifyInstance) {
  const mailer = createMailer(app.env, app.db, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.idle());

  if (!devToolsEnabled(app.env)) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Fejlesztői postafiók: az elküldött emailek (csak fejlesztői módban)',
        response: { 200: z.object({ transport: z.enum(['smtp', 'outbox']), messages: z.array(outboxMessageSchema) }), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // The outbox holds reset links: even with dev tools on, only this machine may read it.
      if (!isLocalRequest(request)) return reply.status(404).send(errorBody('NOT_FOUND'));
      reply.header('cache-control', 'no-store');
      const rows = await latestOutboxMail(app.db);
      return {
        transport: mailer.transport,
        messages: rows.map((r) => ({ id: r.id, to: r.recipient, subject: r.subject, text: r.textBody, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
}

export default fp(mailPlugin, { name: 'mail' });
