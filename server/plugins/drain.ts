import fp from 'fastify-plugin';
import type { TErrorBody } from '../../contract/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking requests (each new one answers 503 SERVER_SHUTTING_DOWN) and resolves once
     * every request already taken has sent its last byte, or after `limitMs`. Resolves to the
     * number of requests still running then (0 when all finished).
     */
    drain: (limitMs: number) => Promise<number>;
    /** True once `drain` was called: the readiness check answers 503 from then on (docs/running.md §1). */
    readonly draining: boolean;
  }
  interface FastifyContextConfig {
    /** Still answered while stopping (liveness, readiness, metrics): the load balancer must learn of the stop from them. */
    duringDrain?: true;
  }
}

/**
 * The first step of a graceful stop. The listener stays open while requests in flight finish, so a
 * client (or a load balancer) arriving meanwhile gets a translated 503 rather than a refused
 * connection. A request counts until its response is closed, so streamed exports (Excel, CSV)
 * count until their last chunk is written, not until their handler returns.
 */
export const drainPlugin = fp(async (app) => {
  let draining = false;
  let running = 0;
  let onIdle: (() => void) | null = null;

  app.addHook('onRequest', async (request, reply) => {
    if (draining && !request.routeOptions.config.duringDrain) {
      return reply
        .status(503)
        .header('connection', 'close')
        .header('retry-after', '5')
        .send({ code: 'SERVER_SHUTTING_DOWN', params: {}, requestId: request.id } satisfies TErrorBody);
    }
    running += 1;
    reply.raw.once('close', () => {
      running -= 1;
      if (running === 0) onIdle?.();
    });
  });

  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', async (limitMs: number) => {
    draining = true;
    if (running === 0) return 0;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      onIdle = resolve;
      timer = setTimeout(resolve, limitMs);
    });
    clearTimeout(timer);
    return running;
  });
});
