import type { z } from 'zod';
import { ZAuditLogQuery } from '../contract/audit-log';
import { ZListIndividualsQuery } from '../contract/individuals';
import { ZJobsListQuery } from '../contract/jobs';
import { ZListLedgerQuery } from '../contract/ledger';
import { ZListOperationsQuery } from '../contract/operations';
import { ZListSalesQuery } from '../contract/product-sales';
import { ZListSubscribersQuery } from '../contract/subscribers';
import { ZListUsersQuery } from '../contract/users';
import type { Deps } from '../server/deps';
import { auditLogPage } from '../server/features/audit-log/audit-log.service';
import { listImportPage } from '../server/features/imports/imports.service';
import { listIndividualPage } from '../server/features/individuals/individuals.service';
import { listJobs } from '../server/features/jobs/jobs.service';
import { listLedgerPage } from '../server/features/ledger/ledger.service';
import { listOperationPage } from '../server/features/operations/operations.service';
import { listSalePage } from '../server/features/product-sales/product-sales.service';
import { listSubscriberPage } from '../server/features/subscribers/subscribers.service';
import { listUserPage } from '../server/features/users/users.service';
import type { SessionUser } from '../server/plugins/access';

/** A list's page as its route reads it, from the request's query text and the signed-in user. */
export type ListReader = (deps: Deps, user: SessionUser, queryText: string) => Promise<unknown>;

/** The route's own step: the query text checked by the list's contract schema, then its service. */
function reading<Query extends z.ZodType>(schema: Query, read: (deps: Deps, query: z.output<Query>, user: SessionUser) => Promise<unknown>): ListReader {
  return (deps, user, queryText) => read(deps, schema.parse(Object.fromEntries(new URLSearchParams(queryText))), user);
}

/**
 * The service each list's route calls (server/features/<feature>/<feature>.routes.ts), keyed by the
 * route's path: what the bench's list side runs, the page read and shaped as the route answers it,
 * without the request around it (session, access, JSON), which the bench times on its own.
 */
export const LIST_READERS: Record<string, ListReader> = {
  '/api/subscribers': reading(ZListSubscribersQuery, (deps, query) => listSubscriberPage(deps, query)),
  '/api/individuals': reading(ZListIndividualsQuery, (deps, query) => listIndividualPage(deps, query)),
  '/api/users': reading(ZListUsersQuery, (deps, query) => listUserPage(deps, query)),
  '/api/operations': reading(ZListOperationsQuery, (deps, query) => listOperationPage(deps, query)),
  '/api/product-sales': reading(ZListSalesQuery, (deps, query) => listSalePage(deps, query)),
  '/api/balance-transactions': reading(ZListLedgerQuery, (deps, query) => listLedgerPage(deps, query)),
  '/api/audit-log': reading(ZAuditLogQuery, (deps, query) => auditLogPage(deps, query)),
  '/api/jobs': reading(ZJobsListQuery, (deps, query, user) => listJobs(deps, user, query)),
  '/api/imports': (deps) => listImportPage(deps),
};
