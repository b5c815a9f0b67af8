import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';

/** What a sign-in or session change takes from the request: its headers (better-auth reads the cookie there) and the audit context. */
export function sessionRequest(request: FastifyRequest) {
  return { headers: fromNodeHeaders(request.headers), context: auditContext(request) };
}

/** The same for a change by the signed-in user, with the user. */
export function signedInRequest(request: FastifyRequest) {
  return { user: requireUser(request), ...sessionRequest(request) };
}

/** The answer of a change that has nothing else to say. */
export const OK_ANSWER = { ok: true } as const;

/** `answer`, with the session cookies better-auth wrote set (or cleared) on the reply. */
export function withCookies<Answer>(reply: FastifyReply, cookies: string[], answer: Answer): Answer {
  reply.header('set-cookie', cookies);
  return answer;
}
