import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { holdsAny, normalizePermissions, type Permission } from '../../contract/permissions';
import type { UserType } from '../../contract/user-types';
import { deleteSessionById } from '../../db/queries/users';
import { AppError } from '../app-error';
import { SESSION_MAX_AGE_MS } from '../auth/better-auth';

/** Who may call a route: anyone, any signed-in user, or a holder of one of the named permissions. */
export type Access = 'public' | 'signed-in' | readonly Permission[];

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  type: UserType;
  permissions: Permission[];
  individualId: string | null;
  sessionId: string;
};

export type DeclaredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

async function resolveUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null> {
  const { auth, database } = request.server;
  if (!request.headers.cookie) return null;
  const answer = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const found = answer.response;
  if (!found) return null;
  if (Date.now() - new Date(found.session.createdAt).getTime() > SESSION_MAX_AGE_MS) {
    await deleteSessionById(database.db, found.session.id);
    return null;
  }
  // The user row is read with the session on every request (no cache), so a permission change or
  // a disable applies at once.
  const row = found.user;
  if (!row.isActive || !row.canLogin) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    type: row.type as UserType,
    permissions: normalizePermissions(row.permissions),
    individualId: row.individualId ?? null,
    sessionId: found.session.id,
  };
}

/** The only place where route access is enforced; every /api route must declare its access. */
export const accessPlugin = fp(async (app) => {
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (access === undefined) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' || !app.declaredRoutes.some((r) => r.url === route.url && r.method === 'GET')) {
        app.declaredRoutes.push({ method, url: route.url, access });
      }
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') {
      request.user = await resolveUser(request, reply).catch(() => null);
      return;
    }
    request.user = await resolveUser(request, reply);
    if (!request.user) throw new AppError('UNAUTHENTICATED');
    if (access !== 'signed-in' && !holdsAny(request.user.permissions, access)) {
      throw new AppError('FORBIDDEN', { needed: access });
    }
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
