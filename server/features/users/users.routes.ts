import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLinkIndividualBody } from '../../../contract/individuals';
import { ZListUsersQuery, ZSetPermissionsBody, ZSetUserTypeBody, ZUserIdParams, ZUserPage, ZUserRow } from '../../../contract/users';
import { findUserById } from '../../../db/queries/users';
import { AppError } from '../../app-error';
import { auditContext } from '../audit-context';
import * as service from './users.service';
import { toUserRow } from './user-view';
import { listRoute, route } from '../describe-route';
import { rowActionRoutes } from '../row-actions';

const manage = { access: ['user-management'] } as const;
const one = { params: ZUserIdParams, response: { 200: ZUserRow } };
/** A change of a user: refused for an unknown one, and for the caller themselves. */
const CHANGE_REFUSALS = ['USER_NOT_FOUND', 'CANNOT_CHANGE_SELF'] as const;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users', listRoute(manage, { id: 'users.list', summary: 'List users, a page at a time', query: ZListUsersQuery, page: ZUserPage }), (request) =>
    service.listUserPage(app.deps, request.query),
  );

  app.get('/users/:id', route(manage, { id: 'users.get', summary: 'Read one user', errors: ['USER_NOT_FOUND'], ...one }), async (request) => {
    const row = await findUserById(app.database.db, request.params.id);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return toUserRow(row);
  });

  rowActionRoutes(app, { path: '/users', feature: 'users', config: manage, one }, [
    { verb: 'approve', summary: 'Approve a pending sign-up', errors: CHANGE_REFUSALS, act: (id, context) => service.approveUser(app.deps, id, context) },
    {
      verb: 'disable-login',
      summary: 'Stop a user from signing in and end their sessions',
      errors: CHANGE_REFUSALS,
      act: (id, context) => service.disableLogin(app.deps, id, context),
    },
    {
      verb: 'deactivate',
      summary: 'Deactivate a user and end their sessions',
      errors: CHANGE_REFUSALS,
      act: (id, context) => service.setActive(app.deps, id, false, context),
    },
    { verb: 'activate', summary: 'Activate a user', errors: CHANGE_REFUSALS, act: (id, context) => service.setActive(app.deps, id, true, context) },
  ]);
  app.put(
    '/users/:id/type',
    route(manage, { id: 'users.setType', summary: "Change a user's type", errors: CHANGE_REFUSALS, ...one, body: ZSetUserTypeBody }),
    (request) => service.setUserType(app.deps, request.params.id, request.body.type, auditContext(request)),
  );
  app.put(
    '/users/:id/permissions',
    route(manage, { id: 'users.setPermissions', summary: "Replace a user's permissions", errors: CHANGE_REFUSALS, ...one, body: ZSetPermissionsBody }),
    (request) => service.setPermissions(app.deps, request.params.id, request.body.permissions, auditContext(request)),
  );
  app.put(
    '/users/:id/individual',
    route(manage, {
      id: 'users.linkIndividual',
      summary: 'Link a user to an individual, or unlink them',
      errors: ['USER_NOT_FOUND', 'INDIVIDUAL_NOT_FOUND'],
      ...one,
      body: ZLinkIndividualBody,
    }),
    (request) => service.linkIndividual(app.deps, request.params.id, request.body.individualId, auditContext(request)),
  );
};
