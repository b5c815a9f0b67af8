import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/individuals';
import { ZAllocationPage, ZAllocationRow, ZCreateAllocationBody, ZListAllocationsQuery, ZUpdateAllocationBody } from '../../../contract/subscribers';
import { auditContext } from '../audit-context';
import * as service from './allocations.service';

const manage = { access: ['sub-profit-distribution'] } as const;
const one = { params: ZIdParams, response: { 200: ZAllocationRow } };

export const allocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/sub-allocations', { config: manage, schema: { querystring: ZListAllocationsQuery, response: { 200: ZAllocationPage } } }, (request) =>
    service.listAllocationPage(app, request.query),
  );
  app.post('/sub-allocations', { config: manage, schema: { body: ZCreateAllocationBody, response: { 200: ZAllocationRow } } }, (request) =>
    service.createAllocation(app, request.body, auditContext(request)),
  );
  app.put('/sub-allocations/:id', { config: manage, schema: { ...one, body: ZUpdateAllocationBody } }, (request) =>
    service.updateAllocationAmount(app, request.params.id, request.body.amount, auditContext(request)),
  );
  app.post('/sub-allocations/:id/activate', { config: manage, schema: one }, (request) =>
    service.setAllocationStatus(app, request.params.id, 'active', auditContext(request)),
  );
  app.post('/sub-allocations/:id/deactivate', { config: manage, schema: one }, (request) =>
    service.setAllocationStatus(app, request.params.id, 'inactive', auditContext(request)),
  );
};
