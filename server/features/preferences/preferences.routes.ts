import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPreference, ZPreferenceBody, ZPreferenceParams, type TPreference } from '../../../contract/preferences';
import { findPreference, upsertPreference } from '../../../db/queries/preferences';
import { requireUser } from '../../plugins/access';
import { route } from '../describe-route';

/** Remembered choices of the signed-in user; the key is read from the path, the user from the session only. */
export const preferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: 'signed-in' } as const;
  app.get(
    '/preferences/:key',
    route(signedIn, {
      id: 'preferences.get',
      summary: "Read one of the signed-in user's remembered choices",
      params: ZPreferenceParams,
      response: { 200: ZPreference },
    }),
    async (request) => {
      const user = requireUser(request);
      const preference = (await findPreference(app.database.db, { userId: user.id, key: request.params.key })) as TPreference['preference'];
      return { key: request.params.key, preference };
    },
  );
  app.put(
    '/preferences/:key',
    route(signedIn, {
      id: 'preferences.save',
      summary: "Remember one of the signed-in user's choices",
      params: ZPreferenceParams,
      body: ZPreferenceBody,
      response: { 200: ZPreference },
    }),
    async (request) => {
      const user = requireUser(request);
      await upsertPreference(app.database.db, { userId: user.id, key: request.params.key, preference: request.body.preference });
      return { key: request.params.key, preference: request.body.preference };
    },
  );
};
