import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZStatementListQuery, ZStatementMonthList, ZStatementPdfParams, ZStatementPdfQuery, ZYearStatementQuery } from '../../../contract/statements';
import { serverDay } from '../server-day';
import { listStatementMonths, monthStatementPdf } from './month-statements.service';
import { requireUser } from '../../plugins/access';
import { STATEMENT_MAIL_JOB, statementMailJob } from './statement-job';
import { route } from '../describe-route';
import { yearStatementPdf } from './year-statement-pdf';
import { yearStatementXlsx } from './year-statement-xlsx';
import { buildYearStatement } from './year-statement.service';
import { sendFile } from '../file-reply';
import { EXPORT_TYPES } from '../../export/export-types';

/** docs/money.md §8, docs/permissions.md §7: the member's own year, the individual taken from the session. */
const own = { access: ['profile'] } as const;
/** docs/operations.md §15: a member's own monthly statements; any subscriber's with `subscribers`. */
const monthly = { access: ['profile', 'subscribers'] } as const;

/**
 * Statements: the monthly one is mailed by a job kind the runner runs (docs/mail.md); the year
 * statement is downloaded by the member (docs/money.md §8).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(STATEMENT_MAIL_JOB, statementMailJob(app.deps));
  app.get(
    '/statements/year',
    route(own, {
      id: 'statements.year',
      summary: "Download the signed-in member's year statement (profits, approved profit requests, capital movements per currency) as PDF or Excel",
      errors: ['NO_LINKED_INDIVIDUAL', 'STATEMENT_YEAR_INVALID', 'STATEMENT_YEAR_IN_FUTURE'],
      querystring: ZYearStatementQuery,
    }),
    async (request, reply) => {
      const { year, format, lang } = request.query;
      const statement = await buildYearStatement(app.database.db, requireUser(request), year);
      const language = lang ?? 'en';
      const body = format === 'pdf' ? await yearStatementPdf(app.deps, statement, language) : await yearStatementXlsx(statement, language);
      return sendFile(reply, { type: EXPORT_TYPES[format], name: `year-statement-${statement.year}.${format}`, body });
    },
  );
  app.get(
    '/statements',
    route(monthly, {
      id: 'statements.list',
      summary: 'List the months with a statement, from the first subscription’s month to the current one, newest first, with the subscriptions of each',
      errors: ['NO_LINKED_INDIVIDUAL', 'SUBSCRIBER_NOT_FOUND'],
      querystring: ZStatementListQuery,
      response: { 200: ZStatementMonthList },
    }),
    (request) => listStatementMonths(app.deps, requireUser(request), request.query.subscriberId, serverDay()),
  );
  app.get(
    '/statements/:year/:month/pdf',
    route(monthly, {
      id: 'statements.monthPdf',
      summary: 'Download one month’s statement of a subscription as PDF (the mailed statement): the member’s own, or any with `subscribers`',
      errors: ['SUBSCRIBER_NOT_FOUND', 'STATEMENT_MONTH_INVALID'],
      params: ZStatementPdfParams,
      querystring: ZStatementPdfQuery,
    }),
    async (request, reply) => {
      const { year, month } = request.params;
      const { subscriberId, lang } = request.query;
      const language = lang ?? 'en';
      const file = await monthStatementPdf(app.deps, requireUser(request), { yearText: year, monthText: month, subscriberId, language, today: serverDay() });
      return sendFile(reply, { type: EXPORT_TYPES.pdf, name: file.name, body: file.body });
    },
  );
};
