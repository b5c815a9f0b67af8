import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListMediatorLinksQuery, ZMediatorLinkBody, ZMediatorLinkIdParams, ZMediatorLinkPage } from '../../../contract/mediator-percentages';
import { ZMediatorLinkRow } from '../../../contract/profit-distribution';
import { auditContext } from '../audit-context';
import { createLink, deleteLink, listLinks, updateLink } from './mediator-percentages.service';
import { route } from '../describe-route';
import { rowListRoute, rowWriteRoutes } from '../row-actions';

const access = { access: ['mediator-percentages'] } as const;
const rows = {
  path: '/mediator-percentages',
  feature: 'mediatorPercentages',
  config: access,
  one: { params: ZMediatorLinkIdParams, response: { 200: ZMediatorLinkRow } },
};

export const mediatorPercentagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  rowListRoute(app, rows, 'List mediator percentages, a page at a time', ZListMediatorLinksQuery, ZMediatorLinkPage, (deps, query) =>
    listLinks(deps.database.db, query),
  );
  rowWriteRoutes(app, rows, {
    create: {
      summary: "Give a mediator a percentage of an investor's profit",
      errors: ['INDIVIDUAL_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'MEDIATOR_IS_INVESTOR', 'MEDIATOR_PERCENTAGE_DUPLICATE'],
      body: ZMediatorLinkBody,
      save: (body, context) => createLink(db(), body, context),
    },
    update: {
      summary: 'Change a mediator percentage',
      errors: ['MEDIATOR_PERCENTAGE_NOT_FOUND', 'INDIVIDUAL_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'MEDIATOR_IS_INVESTOR', 'MEDIATOR_PERCENTAGE_DUPLICATE'],
      body: ZMediatorLinkBody,
      save: (id, body, context) => updateLink(db(), id, body, context),
    },
  });
  app.delete(
    '/mediator-percentages/:id',
    route(access, {
      id: 'mediatorPercentages.delete',
      summary: 'Delete a mediator percentage',
      errors: ['MEDIATOR_PERCENTAGE_NOT_FOUND'],
      params: ZMediatorLinkIdParams,
      response: { 200: z.object({ id: z.string() }) },
    }),
    (request) => deleteLink(db(), request.params.id, auditContext(request)),
  );
};
