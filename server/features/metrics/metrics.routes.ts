import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../app-error';
import { mayReadMetrics } from '../../plugins/metrics';
import { route } from '../describe-route';

/**
 * GET /metrics for Prometheus (docs/running.md §2). Public as far as sessions go, with its own
 * check: a loopback client, or the bearer of METRICS_TOKEN; anyone else is told there is nothing
 * here, as for an unknown path.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    route(
      { access: 'public', sessionless: true, duringDrain: true },
      {
        id: 'metrics.get',
        summary: 'Prometheus metrics in text format, to loopback clients or the bearer of METRICS_TOKEN',
        errors: ['NOT_FOUND'],
        response: { 200: { description: 'Prometheus text exposition format', content: { 'text/plain': { schema: z.string() } } } },
      },
    ),
    async (request, reply) => {
      if (!mayReadMetrics(request, app.config.metricsToken)) throw new AppError('NOT_FOUND');
      return reply.type(app.metrics.contentType).send(await app.metrics.text());
    },
  );
};
