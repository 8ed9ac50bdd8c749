// The signed-in user's own notifications (top bar bell). Rows belong to one user; every query
// carries `user_id = <me>`, so another user's notification id answers 404.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListSchema, unreadCountSchema } from '@shared/notifications/notifications.schemas';
import { notFound } from '../../lib/http-error';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { errorResponses } from '../../lib/route-schemas';
import { latestNotifications, markAllRead, markRead, unreadCount } from './notifications.repo';

const LIST_LIMIT = 50;
const errors = errorResponses(401, 404);

function toDto(row: Awaited<ReturnType<typeof latestNotifications>>[number]) {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, link: row.link, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
}

const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  const unreadOf = (userId: string) => unreadCount(app.db, userId);

  r.get('/api/notifications', { preHandler: signedIn, schema: { tags: ['notifications'], summary: 'Saját értesítések (legújabb 50)', response: { 200: notificationListSchema, ...errors } } }, async (request) => {
    const me = contextOf(request).user.id;
    const rows = await latestNotifications(app.db, me, LIST_LIMIT);
    return { items: rows.map(toDto), unread: await unreadOf(me) };
  });

  r.get('/api/notifications/unread-count', { preHandler: signedIn, schema: { tags: ['notifications'], summary: 'Olvasatlan értesítések száma', response: { 200: unreadCountSchema, ...errors } } }, async (request) => ({
    unread: await unreadOf(contextOf(request).user.id),
  }));

  r.post(
    '/api/notifications/:id/read',
    { preHandler: signedIn, schema: { tags: ['notifications'], summary: 'Értesítés olvasottnak jelölése', params: z.object({ id: z.string().min(1).max(100) }), response: { 200: unreadCountSchema, ...errors } } },
    async (request) => {
      const me = contextOf(request).user.id;
      if (!(await markRead(app.db, me, request.params.id))) throw notFound();
      return { unread: await unreadOf(me) };
    },
  );

  r.post(
    '/api/notifications/read-all',
    { preHandler: signedIn, schema: { tags: ['notifications'], summary: 'Minden értesítés olvasottnak jelölése', response: { 200: unreadCountSchema, ...errors } } },
    async (request) => {
      const me = contextOf(request).user.id;
      await markAllRead(app.db, me);
      return { unread: 0 };
    },
  );
};

export default notificationsRoutes;
