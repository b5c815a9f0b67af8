import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZYearStatementQuery } from '../../../contract/statements';
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
};
