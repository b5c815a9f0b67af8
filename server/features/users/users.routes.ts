import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLinkIndividualBody } from '../../../contract/individuals';
import { ZListUsersQuery, ZSetPermissionsBody, ZSetUserTypeBody, ZUserIdParams, ZUserPage, ZUserRow } from '../../../contract/users';
import { findUserById } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import { auditContext } from '../audit-context';
import * as service from './users.service';
import { toUserRow } from './user-view';

const manage = { access: ['user-management'] } as const;
const one = { params: ZUserIdParams, response: { 200: ZUserRow } };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', { config: manage, schema: { querystring: ZListUsersQuery, response: { 200: ZUserPage } } }, (request) =>
    service.listUserPage(app, request.query),
  );

  app.get('/users/:id', { config: manage, schema: one }, async (request) => {
    const row = await findUserById(app.database.db, request.params.id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return toUserRow(row);
  });

  app.post('/users/:id/approve', { config: manage, schema: one }, (request) =>
    service.approveUser(app, request.params.id, auditContext(request)),
  );
  app.post('/users/:id/disable-login', { config: manage, schema: one }, (request) =>
    service.disableLogin(app, request.params.id, auditContext(request)),
  );
  app.post('/users/:id/deactivate', { config: manage, schema: one }, (request) =>
    service.setActive(app, request.params.id, false, auditContext(request)),
  );
  app.post('/users/:id/activate', { config: manage, schema: one }, (request) =>
    service.setActive(app, request.params.id, true, auditContext(request)),
  );
  app.put('/users/:id/type', { config: manage, schema: { ...one, body: ZSetUserTypeBody } }, (request) =>
    service.setUserType(app, request.params.id, request.body.type, auditContext(request)),
  );
  app.put('/users/:id/permissions', { config: manage, schema: { ...one, body: ZSetPermissionsBody } }, (request) =>
    service.setPermissions(app, request.params.id, request.body.permissions, auditContext(request)),
  );
  app.put('/users/:id/individual', { config: manage, schema: { ...one, body: ZLinkIndividualBody } }, (request) =>
    service.linkIndividual(app, request.params.id, request.body.individualId, auditContext(request)),
  );
};
