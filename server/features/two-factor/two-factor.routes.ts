import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOkAnswer, ZSignedInAnswer } from '../../../contract/auth';
import { ZTwoFactorCodeBody, ZTwoFactorEnrolment, ZTwoFactorPasswordBody, ZTwoFactorSetting, ZUpdateTwoFactorSettingBody } from '../../../contract/two-factor';
import { ZUserIdParams, ZUserRow } from '../../../contract/users';
import { requireUser } from '../../plugins/access';
import { auditContext } from '../audit-context';
import { route } from '../describe-route';
import { OK_ANSWER, signedInRequest, withCookies } from '../auth/session-reply';
import { signInStepRoute } from '../auth/public-routes';
import * as service from './two-factor.service';
import { readRoute } from '../setting-routes';

/** A privileged user who must enrol may call these, and nothing else but sign-out (docs/permissions.md §11). */
const enrolment = { access: 'signed-in', duringTwoFactorEnrolment: true } as const;

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  signInStepRoute(app, '/auth/sign-in/two-factor', {
    id: 'auth.verifyTwoFactor',
    summary: 'Second step of a sign-in: a code from the authenticator app or a backup code; sets the session cookie',
    errors: [
      'INVALID_TWO_FACTOR_CODE',
      'TWO_FACTOR_CHALLENGE_EXPIRED',
      'TOO_MANY_TWO_FACTOR_ATTEMPTS',
      'ACCOUNT_PENDING',
      'ACCOUNT_DISABLED',
      'ACCOUNT_INACTIVE',
    ],
    body: ZTwoFactorCodeBody,
    answer: ZSignedInAnswer,
    signIn: service.verifySignInCode,
  });

  app.post(
    '/auth/two-factor/enable',
    route(enrolment, {
      id: 'twoFactor.enable',
      summary: 'Start enrolling in the second factor: a new secret (QR code and manual key) and ten backup codes',
      errors: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_ALREADY_ENABLED'],
      body: ZTwoFactorPasswordBody,
      response: { 200: ZTwoFactorEnrolment },
    }),
    (request) => service.startEnrolment(app.deps, { user: requireUser(request), password: request.body.password, headers: fromNodeHeaders(request.headers) }),
  );

  app.post(
    '/auth/two-factor/confirm',
    route(enrolment, {
      id: 'twoFactor.confirm',
      summary: 'Finish enrolling with a first code from the authenticator app; renews the session cookie',
      errors: ['INVALID_TWO_FACTOR_CODE', 'TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_ALREADY_ENABLED', 'TOO_MANY_TWO_FACTOR_ATTEMPTS'],
      body: ZTwoFactorCodeBody,
      response: { 200: ZOkAnswer },
    }),
    async (request, reply) => withCookies(reply, await service.confirmEnrolment(app.deps, { ...signedInRequest(request), code: request.body.code }), OK_ANSWER),
  );

  app.post(
    '/auth/two-factor/disable',
    route(
      { access: 'signed-in' },
      {
        id: 'twoFactor.disable',
        summary: 'Turn the second factor off (password needed); refused while the company requires it of the user',
        errors: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_NOT_ENABLED', 'TWO_FACTOR_REQUIRED'],
        body: ZTwoFactorPasswordBody,
        response: { 200: ZOkAnswer },
      },
    ),
    async (request, reply) =>
      withCookies(reply, await service.disableTwoFactor(app.deps, { ...signedInRequest(request), password: request.body.password }), OK_ANSWER),
  );

  app.post(
    '/users/:id/two-factor/reset',
    route(
      { access: ['user-management'] },
      {
        id: 'users.resetTwoFactor',
        summary: "Reset a user's second factor (lost phone): they sign in with their password and enrol again",
        errors: ['USER_NOT_FOUND', 'CANNOT_CHANGE_SELF'],
        params: ZUserIdParams,
        response: { 200: ZUserRow },
      },
    ),
    (request) => service.resetTwoFactor(app.deps, { userId: request.params.id, context: auditContext(request) }),
  );

  readRoute(app, '/company-settings/two-factor', ZTwoFactorSetting, {
    config: { access: ['company-settings'] },
    id: 'companySettings.getTwoFactor',
    summary: 'Whether holders of the privileged permissions must use a second factor',
    read: service.readTwoFactorSetting,
  });

  // docs/permissions.md §11: the switch that protects every privileged account is an administrator's.
  app.put(
    '/company-settings/two-factor',
    route(
      { access: ['all'] },
      {
        id: 'companySettings.updateTwoFactor',
        summary: 'Require (or stop requiring) a second factor of holders of the privileged permissions; turning it off needs a session opened with a code',
        errors: ['SECOND_FACTOR_SESSION_REQUIRED'],
        body: ZUpdateTwoFactorSettingBody,
        response: { 200: ZTwoFactorSetting },
      },
    ),
    (request) => service.saveTwoFactorSetting(app.deps, { required: request.body.required, user: requireUser(request), context: auditContext(request) }),
  );
};
