import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordBody,
  ZForgotPasswordBody,
  ZOkAnswer,
  ZResetCheckAnswer,
  ZResetPasswordBody,
  ZResetTokenBody,
  ZSessionAnswer,
  ZSignInAnswer,
  ZSignInBody,
  ZSignUpBody,
} from '../../../contract/auth';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { toSessionUser } from '../users/user-view';
import { findUserById } from '../../../db/queries/users';
import * as service from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/auth/session', { config: { access: 'public' }, schema: { response: { 200: ZSessionAnswer } } }, async (request) => {
    if (!request.user) return { user: null };
    const row = await findUserById(app.database.db, request.user.id);
    return { user: row ? toSessionUser(row) : null };
  });

  app.post('/auth/sign-in', { config: { access: 'public' }, schema: { body: ZSignInBody, response: { 200: ZSignInAnswer } } }, async (request, reply) => {
    const { answer, cookies } = await service.signIn(app, {
      ...request.body,
      headers: fromNodeHeaders(request.headers),
      context: auditContext(request),
    });
    reply.header('set-cookie', cookies);
    return answer;
  });

  app.post('/auth/sign-up', { config: { access: 'public' }, schema: { body: ZSignUpBody, response: { 201: ZOkAnswer } } }, async (request, reply) => {
    await service.signUp(app, { body: request.body, context: auditContext(request) });
    return reply.status(201).send({ ok: true });
  });

  app.post('/auth/sign-out', { config: { access: 'signed-in' }, schema: { response: { 200: ZOkAnswer } } }, async (request, reply) => {
    reply.header('set-cookie', await service.signOut(app, { headers: fromNodeHeaders(request.headers), context: auditContext(request) }));
    return { ok: true as const };
  });

  app.post('/auth/forgot-password', { config: { access: 'public' }, schema: { body: ZForgotPasswordBody, response: { 200: ZOkAnswer } } }, async (request) => {
    await service.requestPasswordReset(app, { email: request.body.email, context: auditContext(request) });
    return { ok: true as const };
  });

  app.post(
    '/auth/reset-password/check',
    { config: { access: 'public' }, schema: { body: ZResetTokenBody, response: { 200: ZResetCheckAnswer } } },
    async (request) => ({ valid: await service.checkResetToken(app, request.body.token) }),
  );

  app.post('/auth/reset-password', { config: { access: 'public' }, schema: { body: ZResetPasswordBody, response: { 200: ZOkAnswer } } }, async (request) => {
    await service.resetPassword(app, { ...request.body, context: auditContext(request) });
    return { ok: true as const };
  });

  app.post(
    '/auth/change-password',
    { config: { access: 'signed-in' }, schema: { body: ZChangePasswordBody, response: { 200: ZOkAnswer } } },
    async (request, reply) => {
      const cookies = await service.changePassword(app, {
        ...request.body,
        user: requireUser(request),
        headers: fromNodeHeaders(request.headers),
        context: auditContext(request),
      });
      reply.header('set-cookie', cookies);
      return { ok: true as const };
    },
  );
};
