import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZBulkMatchCount, ZBulkSummary, type TBulkSummary } from '../../../contract/bulk-actions';
import type { ErrorCode } from '../../../contract/errors';
import type { Deps } from '../../deps';
import { route, type OperationId } from '../describe-route';
import { withRowProgress } from '../imports/row-progress';
import { countMatching, resolveSelection, runBulk, type BulkSelection } from './bulk-run';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A list's bulk action (docs/operations.md §12): its address and operation id, who may call it, its body, and the single-row action it runs. */
export type BulkAction<Body extends z.ZodType> = {
  path: string;
  id: OperationId;
  summary: string;
  config: FastifyContextConfig;
  /** The single-row action's own refusals, answered per row in the summary. */
  rowErrors: readonly ErrorCode[];
  body: Body;
  /** The single-row action for one id, with the body's own fields and the request (its user, its audit context). */
  act: (id: string, body: z.output<Body>, request: FastifyRequest) => Promise<unknown>;
};

/** A list's "select all N matching": its address, operation id, who may read it, and the list's filter. */
export type MatchCount<Filter extends z.ZodType> = { path: string; id: OperationId; config: FastifyContextConfig; filter: Filter };

/**
 * `POST <path>`: the rows named or matched, each through the single-row action; answered with the
 * summary, or (to a client that accepts `application/x-ndjson`) its progress row by row then the
 * summary, as an import's commit streams (docs/import.md §6).
 */
export function bulkActionRoute<Body extends z.ZodType, Filter>(
  app: ZodApp,
  action: BulkAction<Body>,
  matching: (deps: Deps, filter: Filter, limit: number) => Promise<string[]>,
) {
  const description = `${action.summary}. Each row in its own transaction through the single-row action; refused rows are listed with their code (${action.rowErrors.join(', ')}).`;
  app.post(
    action.path,
    route(action.config, { id: action.id, summary: description, errors: ['BULK_SELECTION_TOO_LARGE'], body: action.body, response: { 200: ZBulkSummary } }),
    (request: FastifyRequest, reply: FastifyReply) => {
      // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
      const body = request.body as z.output<Body> & BulkSelection<Filter>;
      return withRowProgress<TBulkSummary>(request, reply, async (progress) => {
        const ids = await resolveSelection(body, (filter, limit) => matching(app.deps, filter, limit));
        return runBulk(app.deps, ids, (id) => action.act(id, body, request), progress);
      });
    },
  );
}

/** `GET <path>`: how many rows the list's filter keeps, up to one past the bound, by the same query as the bulk action's. */
export function matchCountRoute<Filter extends z.ZodType>(
  app: ZodApp,
  target: MatchCount<Filter>,
  matching: (deps: Deps, filter: z.output<Filter>, limit: number) => Promise<string[]>,
) {
  app.get(
    target.path,
    route(target.config, {
      id: target.id,
      summary: "Count the rows the list's filter keeps, for selecting them all (up to the bulk actions' bound)",
      querystring: target.filter,
      response: { 200: ZBulkMatchCount },
    }),
    (request) => countMatching(request.query as z.output<Filter>, (filter, limit) => matching(app.deps, filter, limit)),
  );
}
