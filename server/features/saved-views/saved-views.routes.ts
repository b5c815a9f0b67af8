import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSavedView, ZSavedViewParams, ZSavedViews, ZSavedViewsQuery, ZSaveViewBody } from '../../../contract/saved-views';
import { requireUser } from '../../plugins/access';
import { route } from '../describe-route';
import * as service from './saved-views.service';

/**
 * A list's saved views (docs/architecture.md §8): any signed-in user with the list's own permissions
 * reads and keeps their own; shared ones are saved and deleted by holders of `user-management`
 * (docs/permissions.md §6). The owner is read from the session only.
 */
export const savedViewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { access: 'signed-in' } as const;
  app.get(
    '/saved-views',
    route(signedIn, {
      id: 'savedViews.list',
      summary: "A list's saved views: the user's own, then the shared ones; and the company's day",
      querystring: ZSavedViewsQuery,
      response: { 200: ZSavedViews },
    }),
    (request) => service.listViews(app.deps, requireUser(request), request.query.list),
  );
  app.post(
    '/saved-views',
    route(signedIn, {
      id: 'savedViews.save',
      summary: "Save a list's view under a name, for oneself or (an administrator) for everyone; replace one of that name",
      errors: ['SAVED_VIEW_NAME_TAKEN'],
      body: ZSaveViewBody,
      response: { 200: ZSavedView },
    }),
    (request) => service.saveView(app.deps, requireUser(request), request.body),
  );
  app.delete(
    '/saved-views/:id',
    route(signedIn, {
      id: 'savedViews.delete',
      summary: "Delete one's own saved view, or (an administrator) a shared one",
      errors: ['SAVED_VIEW_NOT_FOUND'],
      params: ZSavedViewParams,
      response: { 200: z.object({ id: z.string() }) },
    }),
    async (request) => {
      await service.deleteView(app.deps, requireUser(request), request.params.id);
      return { id: request.params.id };
    },
  );
};
