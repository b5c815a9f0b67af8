import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZListMediatorLinksQuery, ZMediatorLinkBody, ZMediatorLinkIdParams, ZMediatorLinkPage } from '../../../contract/mediator-percentages';
import { ZMediatorLinkRow } from '../../../contract/profit-distribution';
import { auditContext } from '../audit-context';
import { createLink, deleteLink, listLinks, updateLink } from './mediator-percentages.service';

const access = { access: ['mediator-percentages'] } as const;

export const mediatorPercentagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  app.get('/mediator-percentages', { config: access, schema: { querystring: ZListMediatorLinksQuery, response: { 200: ZMediatorLinkPage } } }, (request) =>
    listLinks(db(), request.query),
  );
  app.post('/mediator-percentages', { config: access, schema: { body: ZMediatorLinkBody, response: { 200: ZMediatorLinkRow } } }, (request) =>
    createLink(db(), request.body, auditContext(request)),
  );
  app.put('/mediator-percentages/:id', { config: access, schema: { params: ZMediatorLinkIdParams, body: ZMediatorLinkBody, response: { 200: ZMediatorLinkRow } } }, (request) =>
    updateLink(db(), request.params.id, request.body, auditContext(request)),
  );
  app.delete('/mediator-percentages/:id', { config: access, schema: { params: ZMediatorLinkIdParams, response: { 200: z.object({ id: z.string() }) } } }, (request) =>
    deleteLink(db(), request.params.id, auditContext(request)),
  );
};
