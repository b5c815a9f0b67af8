import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZUserTypeList } from '../../../contract/users';
import { listUserTypes } from '../../../db/queries/user-types';
import { route } from '../describe-route';

export const userTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user-types',
    route({ access: 'signed-in' }, { id: 'userTypes.list', summary: 'List the user types and their labels', response: { 200: ZUserTypeList } }),
    async () => ({
      items: await listUserTypes(app.database.db),
    }),
  );
};
