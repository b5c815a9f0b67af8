import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorCode, type TErrorBody } from '../../contract/errors';
import { toFieldErrors, type ZodIssueLike } from '../../contract/field-errors';
import { isDomainError } from '../../domain';
import { AppError } from '../app-error';

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
      const issues = error.validation.map((item): ZodIssueLike => ({
        ...(item.params as ZodIssueLike),
        code: item.keyword,
        message: item.message,
        path: item.instancePath.split('/').filter(Boolean),
      }));
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
