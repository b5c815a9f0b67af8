import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZOkAnswer } from '../../../contract/auth';
import type { Deps } from '../../deps';
import { auditContext, type AuditContext } from '../audit-context';
import { route, type RouteDescription } from '../describe-route';
import { OK_ANSWER, sessionRequest, withCookies } from './session-reply';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const everyone = { access: 'public' } as const;

/** One step of a sign-in: what the reference says of it, the body it takes and answer it gives, and the service that opens the session. */
export type SignInStep<Body extends z.ZodType<object>> = RouteDescription & {
  body: Body;
  answer: z.ZodType;
  signIn: (deps: Deps, params: z.output<Body> & ReturnType<typeof sessionRequest>) => Promise<{ answer: unknown; cookies: string[] }>;
};

/** `POST <path>` by anyone: the body, the request's headers and audit context handed to `signIn`, answered with its answer and the session cookies it set. */
export function signInStepRoute<Body extends z.ZodType<object>>(app: ZodApp, path: string, { body, answer, signIn, ...description }: SignInStep<Body>) {
  app.post(path, route(everyone, { ...description, body, response: { 200: answer } }), async (request, reply) => {
    // The body's schema checked the body; the type provider cannot name the type of a schema that is a type parameter.
    const opened = await signIn(app.deps, { ...(request.body as z.output<Body>), ...sessionRequest(request) });
    return withCookies(reply, opened.cookies, opened.answer);
  });
}

/** A request by anyone that answers `{ ok: true }`: what the reference says of it, the body it takes, and the service that acts on it. */
export type OkAct<Body extends z.ZodType<object>> = RouteDescription & {
  body: Body;
  act: (deps: Deps, params: z.output<Body> & { context: AuditContext }) => Promise<void>;
};

/** `POST <path>` by anyone: the body and the request's audit context handed to `act`, answered `{ ok: true }` once it is done. */
export function okRoute<Body extends z.ZodType<object>>(app: ZodApp, path: string, { body, act, ...description }: OkAct<Body>) {
  app.post(path, route(everyone, { ...description, body, response: { 200: ZOkAnswer } }), async (request) => {
    // The body's schema checked the body, as in signInStepRoute.
    await act(app.deps, { ...(request.body as z.output<Body>), context: auditContext(request) });
    return OK_ANSWER;
  });
}
