import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListMediatorLinksQuery, ZMediatorLinkBody, ZMediatorLinkIdParams, ZMediatorLinkPage } from '../../../contract/mediator-percentages';
import { ZMediatorLinkRow } from '../../../contract/profit-distribution';
import { auditContext } from '../audit-context';
import { createLink, deleteLink, listLinks, updateLink } from './mediator-percentages.service';
import { listRoute, route } from '../describe-route';

const access = { access: ['mediator-percentages'] } as const;

export const mediatorPercentagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get(
    '/mediator-percentages',
    listRoute(access, {
      id: 'mediatorPercentages.list',
      summary: 'List mediator percentages, a page at a time',
      query: ZListMediatorLinksQuery,
      page: ZMediatorLinkPage,
    }),
    (request) => listLinks(db(), request.query),
  );
  app.post(
    '/mediator-percentages',
    route(access, {
      id: 'mediatorPercentages.create',
      summary: "Give a mediator a percentage of an investor's profit",
      errors: ['INDIVIDUAL_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'MEDIATOR_IS_INVESTOR', 'MEDIATOR_PERCENTAGE_DUPLICATE'],
      body: ZMediatorLinkBody,
      response: { 200: ZMediatorLinkRow },
    }),
    (request) => createLink(db(), request.body, auditContext(request)),
  );
  app.put(
    '/mediator-percentages/:id',
    route(access, {
      id: 'mediatorPercentages.update',
      summary: 'Change a mediator percentage',
      errors: ['MEDIATOR_PERCENTAGE_NOT_FOUND', 'INDIVIDUAL_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'MEDIATOR_IS_INVESTOR', 'MEDIATOR_PERCENTAGE_DUPLICATE'],
      params: ZMediatorLinkIdParams,
      body: ZMediatorLinkBody,
      response: { 200: ZMediatorLinkRow },
    }),
    (request) => updateLink(db(), request.params.id, request.body, auditContext(request)),
  );
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
