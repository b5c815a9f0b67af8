import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '../../../contract/individuals';
import {
  ZCreateSubscriberBody,
  ZListSubscribersQuery,
  ZPdfSettings,
  ZPdfSettingsBody,
  ZSubscriberLookupQuery,
  ZSubscriberOptions,
  ZSubscriberPage,
  ZSubscriberProfitPage,
  ZSubscriberProfitsQuery,
  ZSubscriberReportQuery,
  ZSubscriberRow,
  ZUpdateSubscriberBody,
} from '../../../contract/subscribers';
import { auditContext } from '../audit-context';
import { subscriberReportPdf } from '../ledger/capital-pdf';
import * as pdfSettings from './pdf-settings.service';
import * as service from './subscribers.service';
import { subscriberProfitPage } from './subscriber-profits.service';
import { route } from '../describe-route';

const manage = { access: ['subscribers'] } as const;
const one = { params: ZIdParams, response: { 200: ZSubscriberRow } };

export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/subscribers',
    route(manage, {
      id: 'subscribers.list',
      summary: 'List subscribers with their derived balance, a page at a time',
      querystring: ZListSubscribersQuery,
      response: { 200: ZSubscriberPage },
    }),
    (request) => service.listSubscriberPage(app.deps, request.query),
  );
  // The subscriber pickers of the ledger, update-balance, allocation and mediator-percentage screens.
  app.get(
    '/subscribers/lookup',
    route(
      { access: ['subscribers', 'transactions', 'update-balance', 'sub-profit-distribution', 'mediator-percentages'] },
      { id: 'subscribers.lookup', summary: 'Find subscribers for a picker', querystring: ZSubscriberLookupQuery, response: { 200: ZSubscriberOptions } },
    ),
    (request) => service.lookupSubscriberOptions(app.deps, request.query),
  );
  app.post(
    '/subscribers',
    route(manage, {
      id: 'subscribers.create',
      summary: 'Make an individual a subscriber',
      errors: ['INDIVIDUAL_NOT_FOUND', 'DATE_IN_FUTURE', 'INVALID_AMOUNT', 'NEGATIVE_AMOUNT', 'TOO_MANY_DECIMALS', 'PERIOD_CLOSED'],
      body: ZCreateSubscriberBody,
      response: { 200: ZSubscriberRow },
    }),
    (request) => service.createSubscriber(app.deps, request.body, auditContext(request)),
  );
  app.put(
    '/subscribers/:id',
    route(manage, {
      id: 'subscribers.update',
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
      ...one,
      body: ZUpdateSubscriberBody,
    }),
    (request) => service.updateSubscriberTerms(app.deps, request.params.id, request.body, auditContext(request)),
  );
  app.post(
    '/subscribers/:id/activate',
    route(manage, { id: 'subscribers.activate', summary: 'Activate a subscriber', errors: ['SUBSCRIBER_NOT_FOUND'], ...one }),
    (request) => service.setSubscriberStatus(app.deps, request.params.id, 'active', auditContext(request)),
  );
  app.post(
    '/subscribers/:id/deactivate',
    route(manage, { id: 'subscribers.deactivate', summary: 'Deactivate a subscriber', errors: ['SUBSCRIBER_NOT_FOUND'], ...one }),
    (request) => service.setSubscriberStatus(app.deps, request.params.id, 'inactive', auditContext(request)),
  );
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
      return reply.type('application/pdf').header('content-disposition', `inline; filename="subscriber-report-${from}-${to}.pdf"`).send(pdf);
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

  // PDF header: read by any signed-in user (it is printed on their documents), changed by settings holders.
  app.get(
    '/pdf-settings',
    route({ access: 'signed-in' }, { id: 'pdfSettings.get', summary: 'Read the header printed on PDF documents', response: { 200: ZPdfSettings } }),
    () => pdfSettings.getPdfSettings(app.deps),
  );
  app.put(
    '/pdf-settings',
    route(
      { access: ['settings', 'company-settings'] },
      { id: 'pdfSettings.update', summary: 'Change the header printed on PDF documents', body: ZPdfSettingsBody, response: { 200: ZPdfSettings } },
    ),
    (request) => pdfSettings.savePdfSettings(app.deps, request.body, auditContext(request)),
  );
};
