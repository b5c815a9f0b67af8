import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, FIELD_ISSUES, type ErrorCode, type FieldIssue, type TErrorBody, type TFieldError } from '../../contract/errors';
import { isDomainError } from '../../domain';
import { AppError } from '../app-error';

type ZodIssueLike = {
  code?: string;
  message?: string;
  path?: PropertyKey[];
  keys?: string[];
  minimum?: unknown;
  maximum?: unknown;
  input?: unknown;
  origin?: string;
  /** A custom check's bounds (`out_of_range`). */
  params?: { min?: unknown; max?: unknown };
};

const knownIssues = new Set<string>(FIELD_ISSUES);

function toFieldIssue(issue: ZodIssueLike): FieldIssue {
  if (issue.message && knownIssues.has(issue.message)) return issue.message as FieldIssue;
  if (issue.code === 'invalid_type' && issue.message?.endsWith('received undefined')) return 'required';
  if (issue.code === 'too_small') return issue.origin === 'string' ? (issue.minimum === 1 ? 'required' : 'min_length') : 'invalid_value';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'max_length' : 'invalid_value';
  return 'invalid_value';
}

function bound(value: unknown): number | undefined {
  return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
}

/** Zod issues become `{ path, issue, min?, max? }` that the web puts next to each field. */
export function toFieldErrors(issues: ZodIssueLike[], part: string): TFieldError[] {
  return issues.flatMap((issue): TFieldError[] => {
    const base = (issue.path ?? []).map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return (issue.keys ?? []).map((key) => ({ path: base ? `${base}.${key}` : key, issue: 'unknown_field' }));
    }
    const fieldIssue = toFieldIssue(issue);
    const field: TFieldError = { path: base || part, issue: fieldIssue };
    if (fieldIssue === 'min_length') field.min = bound(issue.minimum);
    if (fieldIssue === 'max_length') field.max = bound(issue.maximum);
    if (fieldIssue === 'out_of_range') Object.assign(field, { min: bound(issue.params?.min), max: bound(issue.params?.max) });
    return [field];
  });
}

function fastifyErrorCode(error: FastifyError): ErrorCode | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'PAYLOAD_TOO_LARGE';
  if (error.statusCode === 429) return 'TOO_MANY_REQUESTS';
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'VALIDATION_FAILED';
  return null;
}

/** PostgreSQL's numeric_value_out_of_range; drivers nest the database error in `cause`. */
function isNumericOverflow(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '22003') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One error handler: typed refusals answer their code; anything unexpected a generic 500, logged. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (code: ErrorCode, params: TErrorBody['params']) => {
      // A refusal that says how long to wait says it to HTTP clients too.
      if (typeof params.retryAfterSeconds === 'number') reply.header('retry-after', String(params.retryAfterSeconds));
      return reply.status(ERROR_STATUS[code]).send({ code, params, requestId: request.id } satisfies TErrorBody);
    };

    if (error instanceof AppError) return send(error.code, error.params);
    if (isDomainError(error)) return send(error.code, error.params);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(
        (item): ZodIssueLike => ({
          ...(item.params as ZodIssueLike),
          code: item.keyword,
          message: item.message,
          path: item.instancePath.split('/').filter(Boolean),
        }),
      );
      return send('VALIDATION_FAILED', { fields: toFieldErrors(issues, error.validationContext ?? 'body') });
    }
    // Each amount is bounded by the contract; a total it would push past numeric(20,2) (a balance,
    // a sum) is refused by the column, and its transaction rolled back: the caller's refusal, not a crash.
    if (isNumericOverflow(error)) return send('AMOUNT_OUT_OF_RANGE', {});
    const code = fastifyErrorCode(error);
    if (code) {
      request.log.info({ err: error.message, fastifyCode: error.code }, 'request refused');
      return send(code, code === 'VALIDATION_FAILED' ? { fields: [{ path: 'body', issue: 'invalid_value' }] } : {});
    }
    request.log.error({ err: error }, 'unexpected error');
    return send('INTERNAL', {});
  });

});
