import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/individuals';
import { ZAllocationPage, ZAllocationRow, ZCreateAllocationBody, ZListAllocationsQuery, ZUpdateAllocationBody } from '../../../contract/subscribers';
import * as service from './allocations.service';
import { rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';

const manage = { access: ['sub-profit-distribution'] } as const;
const rows = { path: '/sub-allocations', feature: 'subAllocations', config: manage, one: { params: ZIdParams, response: { 200: ZAllocationRow } } };

export const allocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List sub-subscriber allocations, a page at a time', ZListAllocationsQuery, ZAllocationPage, service.listAllocationPage);
  rowWriteRoutes(app, rows, {
    create: {
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
      save: (body, context) => service.createAllocation(app.deps, body, context),
    },
    update: {
      summary: "Change an allocation's amount",
      errors: ['ALLOCATION_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS'],
      body: ZUpdateAllocationBody,
      save: (id, body, context) => service.updateAllocationAmount(app.deps, id, body.amount, context),
    },
  });
  const refusals = ['ALLOCATION_NOT_FOUND', 'SUBSCRIBER_NOT_FOUND'] as const;
  rowActionRoutes(app, rows, [
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
