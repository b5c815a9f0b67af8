import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListNotificationsQuery, ZMarkNotificationsBody, ZMarkNotificationsResult, ZNotificationList } from '../../../contract/notifications';
import { requireUser } from '../../plugins/access';
import { route } from '../describe-route';
import { listOwnNotifications, markOwnRead } from './notifications.service';

/** Every signed-in user reads and marks their own notifications, and nobody else's (docs/operations.md §14). */
const own = { access: 'signed-in' } as const;

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    route(own, {
      id: 'notifications.list',
      summary: "List the signed-in user's latest notifications (or only the unread ones) and how many are unread",
      querystring: ZListNotificationsQuery,
      response: { 200: ZNotificationList },
    }),
    (request) => listOwnNotifications(app.deps, requireUser(request).id, request.query),
  );
  app.post(
    '/notifications/read',
    route(own, {
      id: 'notifications.markRead',
      summary: 'Mark one of the signed-in user’s notifications read, or all of them',
      errors: ['NOTIFICATION_NOT_FOUND'],
      body: ZMarkNotificationsBody,
      response: { 200: ZMarkNotificationsResult },
    }),
    (request) => markOwnRead(app.deps, requireUser(request).id, request.body),
  );
};
