import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STATEMENT_MAIL_JOB, statementMailJob } from './statement-job';

/** Monthly statements by e-mail (docs/mail.md): no route of their own, a job kind the runner runs. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.jobs.register(STATEMENT_MAIL_JOB, statementMailJob(app));
};
