import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '../../../contract/dashboard';
import { dashboard } from './dashboard.service';
import { readRoute } from '../setting-routes';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  readRoute(app, '/dashboard', ZDashboard, {
    config: { access: ['dashboard'] },
    id: 'dashboard.get',
    summary: 'Read the dashboard: totals per currency, completion rate, latest operations, 12-month chart',
    read: (deps) => dashboard(deps, new Date().toISOString().slice(0, 10)),
  });
};
