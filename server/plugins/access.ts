import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { holdsAny, normalizePermissions, type Permission } from '../../contract/permissions';
import type { UserType } from '../../contract/user-types';
import { deleteSessionById } from '../../db/queries/users';
import { AppError } from '../app-error';
import { SESSION_MAX_AGE_MS } from '../auth/better-auth';
import { checkSession, sessionCheckConfigOf, type SessionCheckConfig } from '../auth/session-check';
import { mustEnrolTwoFactor } from '../auth/two-factor-requirement';

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
  twoFactorEnabled: boolean;
  /** The session was opened with a code of the second factor (docs/permissions.md §11). */
  twoFactorVerified: boolean;
  sessionId: string;
};

export type DeclaredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Callable by a privileged user who must still enrol in the second factor (docs/permissions.md §11). */
    duringTwoFactorEnrolment?: true;
    /** Callable with a session that skipped the second factor of a user who has one: sign-out alone (docs/permissions.md §11). */
    withoutSecondFactor?: true;
    /** Public and never looks the caller's session up (probes and metrics): it answers even when the database does not. */
    sessionless?: true;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /**
     * The company's second-factor setting (docs/permissions.md §11) when the session's read brought
     * it (our own check does, better-auth's does not), for mustEnrolTwoFactor; undefined otherwise.
     */
    twoFactorRequired: boolean | undefined;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

type SessionRow = {
  sessionId: string;
  createdAtMs: number;
  twoFactorVerified: boolean;
  /** The company setting of docs/permissions.md §11 when the session's read brought it (our own check does, better-auth's does not). */
  twoFactorRequired?: boolean;
  user: {
    id: string;
    name: string;
    email: string;
    phone?: string | null;
    type?: string | null;
    isActive?: boolean | null;
    canLogin?: boolean | null;
    permissions?: unknown;
    individualId?: string | null;
    twoFactorEnabled?: boolean | null;
  };
};

/**
 * How a request's session is found: `fast-path`, the common case from our own check
 * (session-check.ts) and every other one from better-auth; `better-auth`, every one from
 * better-auth's own `getSession` (the operations bench measures both against its floor).
 */
export type SessionLookup = 'fast-path' | 'better-auth';

async function findSession(
  request: FastifyRequest,
  reply: FastifyReply,
  config: SessionCheckConfig,
  cookieHeader: string,
  lookup: SessionLookup,
): Promise<SessionRow | null> {
  const { auth, database } = request.server;
  if (lookup === 'fast-path') {
    const check = await checkSession(database.db, config, cookieHeader);
    if (check.kind === 'none') return null;
    if (check.kind === 'session') {
      const { sessionId, createdAtMs, twoFactorVerified, twoFactorRequired, userId, ...user } = check.found;
      return { sessionId, createdAtMs, twoFactorVerified, twoFactorRequired, user: { id: userId, ...user } };
    }
  }
  const answer = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), returnHeaders: true });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const found = answer.response;
  if (!found) return null;
  const { session, user } = found;
  return { sessionId: session.id, createdAtMs: new Date(session.createdAt).getTime(), twoFactorVerified: session.twoFactorVerified === true, user };
}

/** A request's signed-in user, with the company's second-factor setting when the session's read brought it. */
type ResolvedUser = { user: SessionUser; twoFactorRequired?: boolean };

async function resolveUser(request: FastifyRequest, reply: FastifyReply, config: SessionCheckConfig, lookup: SessionLookup): Promise<ResolvedUser | null> {
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return null;
  const found = await findSession(request, reply, config, cookieHeader, lookup);
  if (!found) return null;
  if (Date.now() - found.createdAtMs > SESSION_MAX_AGE_MS) {
    await deleteSessionById(request.server.database.db, found.sessionId);
    return null;
  }
  // The user row comes with the session on every request (on the embedded database from a cache
  // that every user or session change empties), so a permission change or a disable applies at once.
  const row = found.user;
  if (!row.isActive || !row.canLogin) return null;
  const user: SessionUser = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    type: row.type as UserType,
    permissions: normalizePermissions(row.permissions),
    individualId: row.individualId ?? null,
    twoFactorEnabled: row.twoFactorEnabled === true,
    twoFactorVerified: found.twoFactorVerified,
    sessionId: found.sessionId,
  };
  return { user, twoFactorRequired: found.twoFactorRequired };
}

/**
 * docs/permissions.md §11: a user with a second factor is signed in only by a session opened with a
 * code. Another (one opened with the password before the factor was confirmed, say) is worth no
 * more than no session: it may only sign out.
 */
function skippedSecondFactor(user: SessionUser): boolean {
  return user.twoFactorEnabled && !user.twoFactorVerified;
}

/**
 * The interactive API reference (Swagger UI) registers its page and files itself and cannot give
 * them a config: they are public, like the document they show.
 */
function isReferenceRoute(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/');
}

/** The API's paths, whose routes must declare their access and are documented: /api and the operator's /metrics. */
export function isApiPath(url: string): boolean {
  return url.startsWith('/api') || url === '/metrics';
}

/** The only place where route access is enforced; every /api route must declare its access. */
export const accessPlugin = fp<{ sessionLookup?: SessionLookup }>(async (app, options) => {
  const lookup = options.sessionLookup ?? 'fast-path';
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  // Read from better-auth's context on the first request (the plugin is also registered without auth in tests).
  let sessionCheck: Promise<SessionCheckConfig> | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  const sessionCheckConfig = () => (sessionCheck ??= sessionCheckConfigOf(app, (stop) => (stopListening = stop)));
  app.addHook('onClose', async () => {
    // The database may already be closed, and its listeners with it.
    await stopListening?.().catch(() => undefined);
  });
  app.decorateRequest('user', null);
  app.decorateRequest('twoFactorRequired', undefined);

  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return;
    const access = route.config?.access ?? (isReferenceRoute(route.url) ? 'public' : undefined);
    if (access === undefined) throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    if (route.config?.sessionless && access !== 'public') throw new Error(`Route ${String(route.method)} ${route.url} is sessionless but not public`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' || !app.declaredRoutes.some((r) => r.url === route.url && r.method === 'GET')) {
        app.declaredRoutes.push({ method, url: route.url, access });
      }
    }
  });

  app.addHook('preValidation', async (request, reply) => {
    const { access, withoutSecondFactor, sessionless } = request.routeOptions.config;
    if (sessionless) return;
    if (access === undefined || access === 'public') {
      const resolved = await resolveUser(request, reply, await sessionCheckConfig(), lookup).catch(() => null);
      const user = resolved?.user ?? null;
      request.user = user && skippedSecondFactor(user) ? null : user;
      request.twoFactorRequired = resolved?.twoFactorRequired;
      return;
    }
    const resolved = await resolveUser(request, reply, await sessionCheckConfig(), lookup);
    request.user = resolved?.user ?? null;
    request.twoFactorRequired = resolved?.twoFactorRequired;
    if (!request.user || (skippedSecondFactor(request.user) && !withoutSecondFactor)) throw new AppError('UNAUTHENTICATED');
    if (
      !request.routeOptions.config.duringTwoFactorEnrolment &&
      (await mustEnrolTwoFactor(request.server.database.db, request.user, request.twoFactorRequired))
    ) {
      throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED');
    }
    if (access !== 'signed-in' && !holdsAny(request.user.permissions, access)) {
      throw new AppError('FORBIDDEN', { needed: access });
    }
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
