import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIndividualLookupQuery, ZIndividualOptions } from '../../../contract/lookups';
import { lookupIndividuals } from '../../../db/queries/individual-lookup';
import { route } from '../describe-route';

/**
 * Every screen that picks a person; only id, name and type leave the server. Not under
 * /individuals/lookup: the individuals feature answers that path for its own pickers (with
 * e-mail and phone, for fewer permissions), and one path can have only one owner.
 */
const pickers = {
  access: ['transactions', 'individuals', 'subscribers', 'mediator-percentages', 'company-settings', 'profit-distribution', 'product-sales'],
} as const;

export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lookups/individuals',
    route(pickers, {
      id: 'lookups.individuals',
      summary: 'Find individuals by name for a picker (id, name and type only)',
      querystring: ZIndividualLookupQuery,
      response: { 200: ZIndividualOptions },
    }),
    async (request) => ({
      items: await lookupIndividuals(app.database.db, { search: request.query.search || undefined, type: request.query.type, limit: 20 }),
    }),
  );
};
