import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ErrorCode } from '../../contract/errors';
import { auditContext, type AuditContext } from './audit-context';
import type { Deps } from '../deps';
import { listRoute, route, type OperationId } from './describe-route';
import { proposalOr, proposalResponse } from './approval-limits/proposal-reply';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One action on a row: the verb of its address and operation id, its summary and refusals, and what it does to the row. */
export type RowAction = {
  verb: string;
  summary: string;
  errors: readonly ErrorCode[];
  /** Who may call it, when another permission than the feature's. */
  config?: FastifyContextConfig;
  act: (id: string, context: AuditContext) => Promise<unknown>;
  /** A limited money write (docs/operations.md §23): above its limit it answers 202 with the proposal it became. */
  proposes?: true;
};

/** The rows the actions act on: their address and feature, who may act, the id parameter and the row answered. */
export type RowActionTarget = {
  path: string;
  feature: string;
  config: FastifyContextConfig;
  one: { params: z.ZodType<{ id: string }>; response: { 200: z.ZodType } };
  /** Its writes and actions move money: each takes an `Idempotency-Key` (docs/operations.md §10); its list is a read. */
  moneyWrites?: true;
};

/** A write's or an action's config: the money writes' marked idempotent. */
const writeConfig = (target: RowActionTarget, config: FastifyContextConfig): FastifyContextConfig =>
  target.moneyWrites ? { ...config, idempotent: true } : config;

/** Recording a row or changing one: its summary and refusals, the body it takes, and what it saves. */
export type RowWrite<Body extends z.ZodType, Save> = { summary: string; errors: readonly ErrorCode[]; body: Body; save: Save };

/** An address's verb as an operation id's: `disable-login` → `disableLogin`. */
const camelCase = (verb: string) => verb.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());

/** Where a list is read: its address, its operation id, and who may read it. */
export type PageTarget = { path: string; id: OperationId; config: FastifyContextConfig };

/**
 * `GET <path>`: a list, a page at a time where the list is paged (docs/architecture.md §8): the
 * list's query, its page, the service that reads the page, and the list's own refusals if it has any.
 */
export function pageRoute<Query extends z.ZodType>(
  app: ZodApp,
  { path, id, config }: PageTarget,
  summary: string,
  query: Query,
  page: z.ZodType,
  read: (deps: Deps, query: z.output<Query>) => Promise<unknown>,
  errors: readonly ErrorCode[] = [],
) {
  // The query's schema checked the query; the type provider cannot name the type of a schema that is a type parameter.
  app.get(path, listRoute(config, { id, summary, errors, query, page }), (request) => read(app.deps, request.query as z.output<Query>));
}

/** `GET <path>`: the rows as a list (see pageRoute), its operation id `<feature>.list`. */
export function rowListRoute<Query extends z.ZodType>(
  app: ZodApp,
  target: Omit<RowActionTarget, 'one'>,
  summary: string,
  query: Query,
  page: z.ZodType,
  read: (deps: Deps, query: z.output<Query>) => Promise<unknown>,
  errors: readonly ErrorCode[] = [],
) {
  pageRoute(app, { path: target.path, id: `${target.feature}.list`, config: target.config }, summary, query, page, read, errors);
}

/**
 * `POST <path>/:id/<verb>` for each action, in order: a change of one row's state (activate,
 * complete, cancel…) with no body, answered with the row, its operation id `<feature>.<verb>`.
 */
export function rowActionRoutes(app: ZodApp, target: RowActionTarget, actions: readonly RowAction[]) {
  for (const { verb, summary, errors, config = target.config, act, proposes } of actions) {
    const response = proposes ? proposalResponse(target.one.response[200]) : target.one.response;
    app.post(
      `${target.path}/:id/${verb}`,
      route(writeConfig(target, config), { id: `${target.feature}.${camelCase(verb)}`, summary, errors, params: target.one.params, response }),
      async (request, reply) => proposalOr(reply, await act(request.params.id, auditContext(request))),
    );
  }
}

/**
 * `POST <path>` records a row and `PUT <path>/:id` changes one, each with a body and answered with
 * the row, their operation ids `<feature>.create` and `<feature>.update`.
 */
export function rowWriteRoutes<CreateBody extends z.ZodType, UpdateBody extends z.ZodType>(
  app: ZodApp,
  target: RowActionTarget,
  writes: {
    create: RowWrite<CreateBody, (body: z.output<CreateBody>, context: AuditContext) => Promise<unknown>>;
    update: RowWrite<UpdateBody, (id: string, body: z.output<UpdateBody>, context: AuditContext) => Promise<unknown>>;
  },
) {
  const { create, update } = writes;
  const id = (verb: 'create' | 'update'): OperationId => `${target.feature}.${verb}`;
  // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
  app.post(
    target.path,
    route(writeConfig(target, target.config), {
      id: id('create'),
      summary: create.summary,
      errors: create.errors,
      body: create.body,
      response: target.one.response,
    }),
    (request) => create.save(request.body as z.output<CreateBody>, auditContext(request)),
  );
  app.put(
    `${target.path}/:id`,
    route(writeConfig(target, target.config), { id: id('update'), summary: update.summary, errors: update.errors, ...target.one, body: update.body }),
    (request) => update.save(request.params.id, request.body as z.output<UpdateBody>, auditContext(request)),
  );
}
