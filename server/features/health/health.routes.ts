import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { ZHealth } from '../../../contract/users';
import { route } from '../describe-route';

export const APP_VERSION = '1.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // The connectivity badge sends HEAD here every 30 s; GET also proves the database answers.
  app.get(
    '/health',
    route({ access: 'public' }, { id: 'health.check', summary: 'Report that the server and its database answer', response: { 200: ZHealth } }),
    async () => {
      await app.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, version: APP_VERSION };
    },
  );
};
