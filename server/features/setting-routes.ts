import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Deps } from '../deps';
import { auditContext, type AuditContext } from './audit-context';
import { route, type RouteDescription } from './describe-route';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Reading an answer that takes no input: who may read it, what the reference says of it, and the service that reads it. */
export type Read = RouteDescription & { config: FastifyContextConfig; read: (deps: Deps) => Promise<unknown> };

/** Changing a setting: who may change it, what the reference says of it, the body it takes, and the service that saves it. */
export type Update<Body extends z.ZodType> = RouteDescription & {
  config: FastifyContextConfig;
  body: Body;
  save: (deps: Deps, body: z.output<Body>, context: AuditContext) => Promise<unknown>;
};

/** `GET <path>` with no input (a setting, the dashboard), answered with `answer`. */
export function readRoute(app: ZodApp, path: string, answer: z.ZodType, { config, read, ...description }: Read) {
  app.get(path, route(config, { ...description, response: { 200: answer } }), () => read(app.deps));
}

/**
 * One setting at one address: `GET <path>` reads it and `PUT <path>` changes it, both answered
 * with the setting as it now stands.
 */
export function settingRoutes<Body extends z.ZodType>(app: ZodApp, path: string, setting: z.ZodType, routes: { get: Read; update: Update<Body> }) {
  readRoute(app, path, setting, routes.get);
  const { config, body, save, ...description } = routes.update;
  // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
  app.put(path, route(config, { ...description, body, response: { 200: setting } }), (request) =>
    save(app.deps, request.body as z.output<Body>, auditContext(request)),
  );
}
