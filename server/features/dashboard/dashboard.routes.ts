import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDashboard } from '../../../contract/dashboard';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { config: { access: ['dashboard'] }, schema: { response: { 200: ZDashboard } } }, () =>
    dashboard(app, new Date().toISOString().slice(0, 10)),
  );
};
