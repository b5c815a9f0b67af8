import type { FastifySchema, RouteOptions } from 'fastify';
import { ERROR_STATUS, type ErrorCode } from '../../contract/errors';
import type { Access } from './access';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type RouteShape = {
  access: Access | undefined;
  duringEnrolment: boolean;
  duringDrain?: boolean;
  idempotent?: boolean;
  methods: readonly string[];
  schema: FastifySchema;
};

/**
 * Every code a route can answer: the refusals common to routes of its kind (from its access, its
 * method and whether it reads input) and its own. Only the OpenAPI document uses this: the
 * answers themselves are not checked against it, so a missing code here never breaks a request.
 */
export function routeErrorCodes({ access, duringEnrolment, duringDrain = false, idempotent = false, methods, schema }: RouteShape): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  const readsBody = methods.some((method) => BODY_METHODS.has(method));
  if (readsBody || schema.body || schema.querystring || schema.params) codes.add('VALIDATION_FAILED');
  if (access !== undefined && access !== 'public') codes.add('UNAUTHENTICATED');
  // A privileged user without a second factor while the company requires one (docs/permissions.md §11).
  if (access !== undefined && access !== 'public' && !duringEnrolment) codes.add('TWO_FACTOR_ENROLMENT_REQUIRED');
  if (Array.isArray(access)) codes.add('FORBIDDEN');
  // A signed-in browser's write from another origin is refused, whoever may call the route.
  if (methods.some((method) => UNSAFE_METHODS.has(method))) codes.add('CSRF_REJECTED');
  if (readsBody) codes.add('PAYLOAD_TOO_LARGE');
  for (const code of schema.errors ?? []) codes.add(code);
  // A money write's Idempotency-Key (docs/operations.md §10).
  if (idempotent) {
    codes.add('IDEMPOTENCY_KEY_REUSED');
    codes.add('IDEMPOTENCY_KEY_IN_PROGRESS');
  }
  // Any route while the server stops (drain plugin), but the probes and metrics, which still answer.
  if (!duringDrain) codes.add('SERVER_SHUTTING_DOWN');
  codes.add('INTERNAL');
  return [...codes];
}

/** The `{ code, params, requestId }` answer of one status, its `code` limited to the route's codes. */
function errorBodySchema(codes: readonly ErrorCode[]) {
  return {
    description: `Refused: ${codes.join(', ')}`,
    type: 'object',
    required: ['code', 'params', 'requestId'],
    properties: {
      code: { type: 'string', enum: codes },
      params: { type: 'object', additionalProperties: true, description: 'Values for the translated message; `fields` for VALIDATION_FAILED' },
      requestId: { type: 'string', format: 'uuid' },
    },
  };
}

/** Error answers keyed by HTTP status, each listing the codes of that status (statuses from contract/errors.ts). */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, ReturnType<typeof errorBodySchema>> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries([...byStatus].sort(([a], [b]) => a - b).map(([status, ofStatus]) => [String(status), errorBodySchema(ofStatus)]));
}

export function routeShape(route: RouteOptions): RouteShape {
  return {
    access: route.config?.access,
    duringEnrolment: route.config?.duringTwoFactorEnrolment === true,
    duringDrain: route.config?.duringDrain === true,
    idempotent: route.config?.idempotent === true,
    methods: [route.method].flat(),
    schema: route.schema ?? {},
  };
}
