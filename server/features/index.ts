import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';
import { profileRoutes } from './profile/profile.routes';
import { userTypesRoutes } from './user-types/user-types.routes';
import { usersRoutes } from './users/users.routes';

/** Every feature's routes, mounted under /api. */
export const featureRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(userTypesRoutes);
  await app.register(usersRoutes);
};
