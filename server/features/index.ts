import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { profileRoutes } from './profile/profile.routes';
import { userTypesRoutes } from './user-types/user-types.routes';
import { usersRoutes } from './users/users.routes';
import { profitDistributionRoutes } from './profit-distribution/profit-distribution.routes';
import { mediatorPercentagesRoutes } from './mediator-percentages/mediator-percentages.routes';
import { companySettingsRoutes } from './company-settings/company-settings.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { lookupsRoutes } from './lookups/lookups.routes';
import { operationsRoutes } from './operations/operations.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { productSalesRoutes } from './product-sales/product-sales.routes';
import { allocationsRoutes } from './allocations/allocations.routes';
import { individualsRoutes } from './individuals/individuals.routes';
import { ledgerRoutes } from './ledger/ledger.routes';
import { subscribersRoutes } from './subscribers/subscribers.routes';

/** Every feature's routes, mounted under /api. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(userTypesRoutes);
  await app.register(usersRoutes);
  await app.register(profitDistributionRoutes);
  await app.register(mediatorPercentagesRoutes);
  await app.register(companySettingsRoutes);
  await app.register(dashboardRoutes);
  await app.register(lookupsRoutes);
  await app.register(operationsRoutes);
  await app.register(preferencesRoutes);
  await app.register(productSalesRoutes);
  await app.register(individualsRoutes);
  await app.register(subscribersRoutes);
  await app.register(ledgerRoutes);
  await app.register(allocationsRoutes);
};
