import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZIndividualBody,
  ZIndividualOptions,
  ZIndividualPage,
  ZIndividualRow,
  ZListIndividualsQuery,
  ZLookupQuery,
} from '../../../contract/individuals';
import { auditContext } from '../audit-context';
import * as service from './individuals.service';
import { listRoute, route } from '../describe-route';
import { rowActionRoutes } from '../row-actions';

const manage = { access: ['individuals'] } as const;
const one = { params: ZIdParams, response: { 200: ZIndividualRow } };

export const individualsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/individuals',
    listRoute(manage, { id: 'individuals.list', summary: 'List individuals, a page at a time', query: ZListIndividualsQuery, page: ZIndividualPage }),
    (request) => service.listIndividualPage(app.deps, request.query),
  );
  // Pickers: a subscriber's individual, a user's linked individual.
  app.get(
    '/individuals/options',
    route(
      { access: ['individuals', 'subscribers', 'user-management'] },
      {
        id: 'individuals.options',
        summary: 'Find individuals for a picker, with e-mail and phone',
        querystring: ZLookupQuery,
        response: { 200: ZIndividualOptions },
      },
    ),
    (request) => service.lookupIndividuals(app.deps, request.query.search),
  );
  app.post(
    '/individuals',
    route(manage, {
      id: 'individuals.create',
      summary: 'Record an individual',
      errors: ['INDIVIDUAL_EMAIL_EXISTS', 'INDIVIDUAL_PHONE_EXISTS'],
      body: ZIndividualBody,
      response: { 200: ZIndividualRow },
    }),
    (request) => service.createIndividual(app.deps, request.body, auditContext(request)),
  );
  app.put(
    '/individuals/:id',
    route(manage, {
      id: 'individuals.update',
      summary: "Change an individual's details",
      errors: ['INDIVIDUAL_NOT_FOUND', 'INDIVIDUAL_EMAIL_EXISTS', 'INDIVIDUAL_PHONE_EXISTS'],
      ...one,
      body: ZIndividualBody,
    }),
    (request) => service.updateIndividualDetails(app.deps, request.params.id, request.body, auditContext(request)),
  );
  rowActionRoutes(app, { path: '/individuals', feature: 'individuals', config: manage, one }, [
    {
      verb: 'activate',
      summary: 'Activate an individual',
      errors: ['INDIVIDUAL_NOT_FOUND'],
      act: (id, context) => service.setIndividualActive(app.deps, id, true, context),
    },
    {
      verb: 'deactivate',
      summary: 'Deactivate an individual',
      errors: ['INDIVIDUAL_NOT_FOUND'],
      act: (id, context) => service.setIndividualActive(app.deps, id, false, context),
    },
  ]);
};
