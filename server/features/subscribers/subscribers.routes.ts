import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/individuals';
import {
  ZCreateSubscriberBody,
  ZListSubscribersQuery,
  ZSubscriberLookupQuery,
  ZSubscriberOptions,
  ZSubscriberPage,
  ZSubscriberProfitPage,
  ZSubscriberProfitsQuery,
  ZSubscriberReportQuery,
  ZSubscriberRow,
  ZUpdateSubscriberBody,
} from '../../../contract/subscribers';
import { subscriberReportPdf } from '../ledger/capital-pdf';
import * as service from './subscribers.service';
import { subscriberProfitPage } from './subscriber-profits.service';
import { route } from '../describe-route';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';
import { pageRoute, rowActionRoutes, rowListRoute, rowWriteRoutes } from '../row-actions';

const manage = { access: ['subscribers'] } as const;
const rows = { path: '/subscribers', feature: 'subscribers', config: manage, one: { params: ZIdParams, response: { 200: ZSubscriberRow } } };
/** The subscriber pickers of the ledger, update-balance, allocation and mediator-percentage screens. */
const picker = {
  path: '/subscribers/lookup',
  id: 'subscribers.lookup',
  config: { access: ['subscribers', 'transactions', 'update-balance', 'sub-profit-distribution', 'mediator-percentages'] },
} as const;

export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  rowListRoute(app, rows, 'List subscribers with their derived balance, a page at a time', ZListSubscribersQuery, ZSubscriberPage, service.listSubscriberPage);
  pageRoute(app, picker, 'Find subscribers for a picker', ZSubscriberLookupQuery, ZSubscriberOptions, service.lookupSubscriberOptions);
  rowWriteRoutes(app, rows, {
    create: {
      summary: 'Make an individual a subscriber',
      errors: ['INDIVIDUAL_NOT_FOUND', 'DATE_IN_FUTURE', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED'],
      body: ZCreateSubscriberBody,
      save: (body, context) => service.createSubscriber(app.deps, body, context),
    },
    update: {
      summary: "Change a subscriber's terms while no capital row exists",
      errors: [
        'SUBSCRIBER_NOT_FOUND',
        'SUBSCRIBER_HAS_LEDGER_ROWS',
        'DATE_IN_FUTURE',
        'INVALID_AMOUNT',
        'NEGATIVE_AMOUNT',
        'TOO_MANY_DECIMALS',
        'PERIOD_CLOSED',
      ],
      body: ZUpdateSubscriberBody,
      save: (id, body, context) => service.updateSubscriberTerms(app.deps, id, body, context),
    },
  });
  rowActionRoutes(app, rows, [
    {
      verb: 'activate',
      summary: 'Activate a subscriber',
      errors: ['SUBSCRIBER_NOT_FOUND'],
      act: (id, context) => service.setSubscriberStatus(app.deps, id, 'active', context),
    },
    {
      verb: 'deactivate',
      summary: 'Deactivate a subscriber',
      errors: ['SUBSCRIBER_NOT_FOUND'],
      act: (id, context) => service.setSubscriberStatus(app.deps, id, 'inactive', context),
    },
  ]);
  app.get(
    '/subscribers/:id/report.pdf',
    route(manage, {
      id: 'subscribers.statementPdf',
      summary: "Print a subscriber's statement over a date range as PDF",
      errors: ['SUBSCRIBER_NOT_FOUND'],
      params: ZIdParams,
      querystring: ZSubscriberReportQuery,
    }),
    async (request, reply) => {
      const { from, to, lang } = request.query;
      const pdf = await subscriberReportPdf(app.deps, { id: request.params.id, from, to, language: lang ?? 'en' });
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: `subscriber-report-${from}-${to}.pdf`, body: pdf, inline: true });
    },
  );
  // docs/distribution.md §17: the subscriber's profit rows, each of type profit explained from here.
  app.get(
    '/subscribers/:id/profits',
    route(manage, {
      id: 'subscribers.profits',
      summary: "List a subscriber's profit rows, newest first, a page at a time",
      errors: ['SUBSCRIBER_NOT_FOUND'],
      params: ZIdParams,
      querystring: ZSubscriberProfitsQuery,
      response: { 200: ZSubscriberProfitPage },
    }),
    (request) => subscriberProfitPage(app.deps, request.params.id, request.query),
  );
};
