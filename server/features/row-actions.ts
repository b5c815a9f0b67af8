import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import { auditContext, type AuditContext } from './audit-context';
import { route } from './describe-route';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One action on a row: the verb of its address and operation id, its summary and refusals, and what it does to the row. */
export type RowAction = {
  verb: string;
  summary: string;
  errors: readonly ErrorCode[];
  /** Who may call it, when another permission than the feature's. */
  config?: FastifyContextConfig;
  act: (id: string, context: AuditContext) => Promise<unknown>;
};

/** The rows the actions act on: their address and feature, who may act, the id parameter and the row answered. */
export type RowActionTarget = {
  path: string;
  feature: string;
  config: FastifyContextConfig;
  one: { params: z.ZodType<{ id: string }>; response: { 200: z.ZodType } };
};

/** An address's verb as an operation id's: `disable-login` → `disableLogin`. */
const camelCase = (verb: string) => verb.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());

/**
 * `POST <path>/:id/<verb>` for each action, in order: a change of one row's state (activate,
 * complete, cancel…) with no body, answered with the row, its operation id `<feature>.<verb>`.
 */
export function rowActionRoutes(app: ZodApp, target: RowActionTarget, actions: readonly RowAction[]) {
  for (const { verb, summary, errors, config = target.config, act } of actions) {
    app.post(`${target.path}/:id/${verb}`, route(config, { id: `${target.feature}.${camelCase(verb)}`, summary, errors, ...target.one }), (request) =>
      act(request.params.id, auditContext(request)),
    );
  }
}
