import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangePasswordBody,
  ZConfirmSignUpBody,
  ZForgotPasswordBody,
  ZOkAnswer,
  ZResetCheckAnswer,
  ZResetPasswordBody,
  ZResetTokenBody,
  ZSessionAnswer,
  ZSignInAnswer,
  ZSignInBody,
  ZSignInLinkBody,
  ZSignUpBody,
  ZSignedInAnswer,
} from '../../../contract/auth';
import { auditContext } from '../audit-context';
import { toSessionUser } from '../users/user-view';
import { findUserById } from '../../../db/queries/users';
import * as service from './auth.service';
import * as signUpService from './sign-up.service';
import { mustEnrolTwoFactor } from '../../auth/two-factor-requirement';
import { route } from '../describe-route';
import { OK_ANSWER, sessionRequest, signedInRequest, withCookies } from './session-reply';
import { okRoute, signInStepRoute } from './public-routes';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/session',
    route(
      { access: 'public' },
      { id: 'auth.session', summary: 'Read the signed-in user, or null when nobody is signed in', response: { 200: ZSessionAnswer } },
    ),
    async (request) => {
      if (!request.user) return { user: null, mustEnrolTwoFactor: false };
      const row = await findUserById(app.database.db, request.user.id);
      const user = row ? toSessionUser(row) : null;
      return { user, mustEnrolTwoFactor: user ? await mustEnrolTwoFactor(app.database.db, user, request.twoFactorRequired) : false };
    },
  );

  signInStepRoute(app, '/auth/sign-in', {
    id: 'auth.signIn',
    summary: 'Sign in with e-mail and password; sets the session cookie',
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_PENDING', 'ACCOUNT_DISABLED', 'ACCOUNT_INACTIVE', 'TOO_MANY_LOGIN_ATTEMPTS'],
    body: ZSignInBody,
    answer: ZSignInAnswer,
    signIn: service.signIn,
  });

  signInStepRoute(app, '/auth/sign-in/link', {
    id: 'auth.signInWithLink',
    summary: 'Sign in with the link mailed to the owner of an account under guard (many failed passwords); sets the session cookie',
    errors: ['SIGN_IN_LINK_INVALID', 'ACCOUNT_PENDING', 'ACCOUNT_DISABLED', 'ACCOUNT_INACTIVE'],
    body: ZSignInLinkBody,
    answer: ZSignedInAnswer,
    signIn: service.signInWithLink,
  });

  app.post(
    '/auth/sign-up',
    route(
      { access: 'public' },
      {
        id: 'auth.signUp',
        summary: 'Ask to sign up: a link to confirm is mailed to the address; the answer is the same whether or not it has an account',
        errors: ['TOO_MANY_SIGN_UPS'],
        body: ZSignUpBody,
        response: { 202: ZOkAnswer },
      },
    ),
    async (request, reply) => {
      await signUpService.signUp(app.deps, { body: request.body, context: auditContext(request) });
      return reply.status(202).send(OK_ANSWER);
    },
  );

  okRoute(app, '/auth/sign-up/confirm', {
    id: 'auth.confirmSignUp',
    summary: "Follow a mailed sign-up link: the account is created and waits for an administrator's approval",
    errors: ['SIGN_UP_LINK_INVALID'],
    body: ZConfirmSignUpBody,
    act: signUpService.confirmSignUp,
  });

  app.post(
    '/auth/sign-out',
    route(
      { access: 'signed-in', duringTwoFactorEnrolment: true, withoutSecondFactor: true },
      { id: 'auth.signOut', summary: 'Sign out and end the current session', response: { 200: ZOkAnswer } },
    ),
    async (request, reply) => withCookies(reply, await service.signOut(app.deps, sessionRequest(request)), OK_ANSWER),
  );

  okRoute(app, '/auth/forgot-password', {
    id: 'auth.forgotPassword',
    summary: 'Send a password reset link to an e-mail address, if it has an account',
    errors: ['TOO_MANY_RESET_ATTEMPTS'],
    body: ZForgotPasswordBody,
    act: service.requestPasswordReset,
  });

  app.post(
    '/auth/reset-password/check',
    route(
      { access: 'public' },
      { id: 'auth.checkResetToken', summary: 'Tell whether a password reset link is still valid', body: ZResetTokenBody, response: { 200: ZResetCheckAnswer } },
    ),
    async (request) => ({ valid: await service.checkResetToken(app.deps, request.body.token) }),
  );

  okRoute(app, '/auth/reset-password', {
    id: 'auth.resetPassword',
    summary: 'Set a new password from a reset link',
    errors: ['RESET_LINK_INVALID'],
    body: ZResetPasswordBody,
    act: service.resetPassword,
  });

  app.post(
    '/auth/change-password',
    route(
      { access: 'signed-in' },
      {
        id: 'auth.changePassword',
        summary: "Change the signed-in user's password; ends their other sessions",
        errors: ['WRONG_CURRENT_PASSWORD'],
        body: ZChangePasswordBody,
        response: { 200: ZOkAnswer },
      },
    ),
    async (request, reply) => withCookies(reply, await service.changePassword(app.deps, { ...request.body, ...signedInRequest(request) }), OK_ANSWER),
  );
};
