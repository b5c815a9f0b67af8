import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSessionUser, ZUpdateProfileBody } from '../../../contract/auth';
import { insertAudit } from '../../../db/queries/audit';
import { findUserByIdForUpdate, updateUser } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { auditUser, toSessionUser } from '../users/user-view';
import { route } from '../describe-route';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/profile',
    route(
      { access: ['profile'] },
      {
        id: 'profile.update',
        summary: "Change the signed-in user's name and phone",
        errors: ['USER_NOT_FOUND'],
        body: ZUpdateProfileBody,
        response: { 200: z.object({ user: ZSessionUser }) },
      },
    ),
    async (request) => {
      const me = requireUser(request);
      const updated = await app.database.db.transaction(async (tx) => {
        const current = await findUserByIdForUpdate(tx, me.id);
        if (!current) throw new AppError('USER_NOT_FOUND');
        const row = await updateUser(tx, me.id, { name: request.body.name, phone: request.body.phone });
        await insertAudit(tx, {
          ...auditContext(request),
          action: 'profile.update',
          entity: 'user',
          entityId: me.id,
          before: auditUser(current),
          after: auditUser(row),
        });
        return row;
      });
      return { user: toSessionUser(updated) };
    },
  );
};
