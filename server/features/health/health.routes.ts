import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth, ZReady } from '../../../contract/users';
import { AppError } from '../../app-error';
import { route } from '../describe-route';
import { checkReadiness } from './readiness';

export const APP_VERSION = '1.0';

/** Probes answer while stopping and never look a session up: they must not depend on what they report (docs/running.md §1). */
const probe = { access: 'public', sessionless: true, duringDrain: true } as const;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. The connectivity badge sends HEAD here every 30 s.
  app.get(
    '/health',
    route(probe, { id: 'health.check', summary: 'Report that the server process answers (liveness)', response: { 200: ZHealth } }),
    async () => ({ status: 'ok' as const, version: APP_VERSION }),
  );

  // Readiness: the load balancer sends traffic here only while it answers 200.
  app.get(
    '/ready',
    route(probe, {
      id: 'health.ready',
      summary: 'Report that this instance can take requests: not stopping, its database answers and is migrated (readiness)',
      errors: ['NOT_READY'],
      response: { 200: ZReady },
    }),
    async (request) => {
      const readiness = await checkReadiness(app.database, app.draining);
      if (!readiness.ready) {
        const { ready: _ready, ...params } = readiness;
        request.log.warn(params, 'not ready');
        throw new AppError('NOT_READY', params);
      }
      return { status: 'ready' as const, version: APP_VERSION };
    },
  );
};
