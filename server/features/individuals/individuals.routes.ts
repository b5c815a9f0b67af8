import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExportIndividualsQuery,
  ZIdParams,
  ZIndividualBody,
  ZIndividualOptions,
  ZIndividualPage,
  ZIndividualRow,
  ZListIndividualsQuery,
  ZLookupQuery,
} from '../../../contract/individuals';
import * as service from './individuals.service';
import { exportIndividuals } from './individuals-export';
import { listExportRoutes } from '../list-export-routes';
import { pageRoute, rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';
import { ZIndividualsFilter, ZSetIndividualsActiveBody } from '../../../contract/bulk-actions';
import { auditContext } from '../audit-context';
import { bulkActionRoute, matchCountRoute } from '../bulk-actions/bulk-routes';

const manage = { access: ['individuals'] } as const;
const rows = { path: '/individuals', feature: 'individuals', config: manage, one: { params: ZIdParams, response: { 200: ZIndividualRow } } };
/** Pickers: a subscriber's individual, a user's linked individual. */
const picker = { path: '/individuals/options', id: 'individuals.options', config: { access: ['individuals', 'subscribers', 'user-management'] } } as const;

export const individualsRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List individuals, a page at a time', ZListIndividualsQuery, ZIndividualPage, service.listIndividualPage);
  // docs/operations.md §12: what reading the list needs; audited, for it carries personal data.
  listExportRoutes(app, { path: '/individuals', feature: 'individuals', config: manage, query: ZExportIndividualsQuery }, (query, format, request) =>
    exportIndividuals(app.deps, query, format, auditContext(request)),
  );
  pageRoute(app, picker, 'Find individuals for a picker, with e-mail and phone', ZLookupQuery, ZIndividualOptions, (deps, query) =>
    service.lookupIndividuals(deps, query.search),
  );
  rowWriteRoutes(app, rows, {
    create: {
      summary: 'Record an individual',
      errors: ['INDIVIDUAL_EMAIL_EXISTS', 'INDIVIDUAL_PHONE_EXISTS'],
      body: ZIndividualBody,
      save: (body, context) => service.createIndividual(app.deps, body, context),
    },
    update: {
      summary: "Change an individual's details",
      errors: ['INDIVIDUAL_NOT_FOUND', 'INDIVIDUAL_EMAIL_EXISTS', 'INDIVIDUAL_PHONE_EXISTS'],
      body: ZIndividualBody,
      save: (id, body, context) => service.updateIndividualDetails(app.deps, id, body, context),
    },
  });
  rowActionRoutes(app, rows, [
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
  matchCountRoute(
    app,
    { path: '/individuals/matching-count', id: 'individuals.countMatching', config: manage, filter: ZIndividualsFilter },
    service.matchingIndividualIds,
  );
  // docs/operations.md §12: each row through the single activate or deactivate.
  bulkActionRoute(
    app,
    {
      path: '/individuals/set-active-many',
      id: 'individuals.setActiveMany',
      summary: 'Activate or deactivate the individuals named or matched by the list filter',
      config: manage,
      rowErrors: ['INDIVIDUAL_NOT_FOUND'],
      body: ZSetIndividualsActiveBody,
      act: (id, body, request) => service.setIndividualActive(app.deps, id, body.active, auditContext(request)),
    },
    service.matchingIndividualIds,
  );
};
