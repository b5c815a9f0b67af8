import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '../../../contract/dashboard';
import { dashboard } from './dashboard.service';
import { route } from '../describe-route';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    route(
      { access: ['dashboard'] },
      {
        id: 'dashboard.get',
        summary: 'Read the dashboard: totals per currency, completion rate, latest operations, 12-month chart',
        response: { 200: ZDashboard },
      },
    ),
    () => dashboard(app.deps, new Date().toISOString().slice(0, 10)),
  );
};
