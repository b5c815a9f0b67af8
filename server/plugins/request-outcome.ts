import fp from 'fastify-plugin';
import type { ErrorCode } from '../../contract/errors';

declare module 'fastify' {
  interface FastifyReply {
    /** The error code the answer carries (`{ code, … }` of contract/errors.ts), null for a success. */
    errorCode: ErrorCode | null;
  }
}

/** Every refusal's body starts with its code (`{ code, params, requestId }`): read where it is sent, whoever sent it. */
const ERROR_BODY = /^\{"code":"([A-Z0-9_]+)"/;

/**
 * Notes each answer's error code on the reply, for the request's log line and the metrics
 * (docs/running.md §2, §3): refusals come from the error handler, the drain plugin and the
 * not-found handler alike.
 */
export const requestOutcomePlugin = fp(async (app) => {
  app.decorateReply('errorCode', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      const code = ERROR_BODY.exec(payload)?.[1];
      if (code) reply.errorCode = code as ErrorCode;
    }
    return payload;
  });
});
