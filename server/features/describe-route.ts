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
