import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/individuals';
import { ZAllocationPage, ZAllocationRow, ZCreateAllocationBody, ZListAllocationsQuery, ZUpdateAllocationBody } from '../../../contract/subscribers';
import { auditContext } from '../audit-context';
import * as service from './allocations.service';
import { listRoute, route } from '../describe-route';
import { rowActionRoutes } from '../row-actions';

const manage = { access: ['sub-profit-distribution'] } as const;
const one = { params: ZIdParams, response: { 200: ZAllocationRow } };

export const allocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sub-allocations',
    listRoute(manage, {
      id: 'subAllocations.list',
      summary: 'List sub-subscriber allocations, a page at a time',
      query: ZListAllocationsQuery,
      page: ZAllocationPage,
    }),
    (request) => service.listAllocationPage(app.deps, request.query),
  );
  app.post(
    '/sub-allocations',
    route(manage, {
      id: 'subAllocations.create',
      summary: "Allocate part of a primary subscriber's capital to a sub-subscriber",
      errors: [
        'SUBSCRIBER_NOT_FOUND',
        'ALLOCATION_SAME_SUBSCRIBER',
        'ALLOCATION_CURRENCY_MISMATCH',
        'ALLOCATION_DUPLICATE',
        'INVALID_AMOUNT',
        'NEGATIVE_AMOUNT',
        'TOO_MANY_DECIMALS',
      ],
      body: ZCreateAllocationBody,
      response: { 200: ZAllocationRow },
    }),
    (request) => service.createAllocation(app.deps, request.body, auditContext(request)),
  );
  app.put(
    '/sub-allocations/:id',
    route(manage, {
      id: 'subAllocations.update',
      summary: "Change an allocation's amount",
      errors: ['ALLOCATION_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS'],
      ...one,
      body: ZUpdateAllocationBody,
    }),
    (request) => service.updateAllocationAmount(app.deps, request.params.id, request.body.amount, auditContext(request)),
  );
  const refusals = ['ALLOCATION_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND'] as const;
  rowActionRoutes(app, { path: '/sub-allocations', feature: 'subAllocations', config: manage, one }, [
    {
      verb: 'activate',
      summary: 'Activate an allocation',
      errors: refusals,
      act: (id, context) => service.setAllocationStatus(app.deps, id, 'active', context),
    },
    {
      verb: 'deactivate',
      summary: 'Deactivate an allocation',
      errors: refusals,
      act: (id, context) => service.setAllocationStatus(app.deps, id, 'inactive', context),
    },
  ]);
};
