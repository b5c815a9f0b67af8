import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { ErrorCode } from '../../contract/errors';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's own refusals. The OpenAPI document adds the ones every route of its kind can
     * answer (validation, sign-in, permission, origin check) from its access and method.
     */
    errors?: readonly ErrorCode[];
  }
}

/** `feature.verb`: the feature names the tag, so the reference groups routes by feature. */
export type OperationId = `${string}.${string}`;

export type RouteDescription = { id: OperationId; summary: string; errors?: readonly ErrorCode[] };

/** What the API reference says of a route; spread into the route's schema. */
export function describeRoute({ id, summary, errors = [] }: RouteDescription) {
  const [feature = id] = id.split('.');
  return { operationId: id, summary, tags: [feature], errors };
}

/**
 * A route's options in one call: who may call it (its config, enforced by server/plugins/access.ts)
 * and its schema, described for the API reference. The zod shapes keep their types, so the
 * handler's request is typed from them as with a written-out options object.
 */
export function route<const Schema extends FastifySchema>(config: FastifyContextConfig, { id, summary, errors, ...schema }: RouteDescription & Schema) {
  return { config, schema: { ...describeRoute({ id, summary, errors }), ...schema } };
}

/**
 * A list's route (docs/architecture.md §8): the list's query, and one page of its rows as the
 * answer; described and guarded like any route.
 */
export function listRoute<const Query, const Page>(
  config: FastifyContextConfig,
  { query, page, ...description }: RouteDescription & { query: Query; page: Page },
) {
  return route(config, { ...description, querystring: query, response: { 200: page } });
}
