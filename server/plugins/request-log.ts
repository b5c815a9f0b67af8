import type { Writable } from 'node:stream';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/**
 * Paths pino replaces wherever a log call would carry them: credentials in headers, and any field
 * that holds a password, a secret, a token, a second-factor code or a national id number. Request
 * bodies are never logged (docs/running.md §3); these catch a mistake that would log one.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
  'body',
  '*.body',
  'password',
  '*.password',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'secret',
  '*.secret',
  'token',
  '*.token',
  'manualKey',
  '*.manualKey',
  'backupCodes',
  '*.backupCodes',
  'nni',
  '*.nni',
];

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; stack?: unknown; cause?: unknown; query?: unknown };

/**
 * An error as logged: its type, code, message and stack, and its cause likewise, nothing else.
 * A failed query's message ends with its parameters (drizzle's "params: …", which hold what was
 * written: a national id, a password hash) and a database error's `detail` repeats a duplicate
 * key's value: neither is logged.
 */
export function loggedError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { message: String(error) };
  const { name, message, code, stack, cause, query } = error as ErrorLike;
  const withoutParams = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams: [\s\S]*$/, '') : undefined);
  return {
    type: typeof name === 'string' && name !== 'Error' ? name : error.constructor.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: typeof query === 'string' ? `Failed query: ${query}` : withoutParams(message),
    stack: withoutParams(stack),
    ...(cause && depth < 3 ? { cause: loggedError(cause, depth + 1) } : {}),
  };
}

/** A request as logged anywhere (Fastify's own lines): its method and route pattern, never the URL, whose query may hold a link's token. */
function loggedRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, route: request.routeOptions?.url ?? null };
}

/** Fastify's logger (pino): JSON lines at the configured level, redacted, errors reduced (docs/running.md §3). */
export function loggerOptions(level: string, stream?: Writable): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: loggedError as never, error: loggedError, req: loggedRequest as never },
  };
}

/**
 * One line per request once it is answered (and, at debug, one when it is taken), instead of Fastify's two: its id (the logger's
 * `reqId`), who called it, the route's pattern (never the URL), the status, the duration and, for
 * a refusal, its code.
 */
export class RequestLogController extends LogController {
  /** At debug only: the line of a request taken, for following one that never ends. */
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, route: request.routeOptions.url ?? null }, 'request taken');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      userId: request.user?.id ?? null,
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Number(reply.elapsedTime.toFixed(1)),
      ...(reply.errorCode ? { code: reply.errorCode } : {}),
      ...(error ? { err: error } : {}),
    };
    if (error || reply.statusCode >= 500) reply.log.error(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
