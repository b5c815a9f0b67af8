import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { installAuditKey } from '../db/audit-key';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { openDatabase, openReadReplica, type Database } from '../db/client';
import { ensureAppSecret } from '../db/queries/app-secrets';
import type { TErrorBody } from '../contract/errors';
import type { AppConfig } from './config';
import type { Deps } from './deps';
import { createAuth } from './auth/better-auth';
import { createMailer } from './mail/mailer';
import { createPdfRenderer } from './pdf/pdf-renderer';
import { accessPlugin, type SessionLookup } from './plugins/access';
import { drainPlugin } from './plugins/drain';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { requestOutcomePlugin } from './plugins/request-outcome';
import { loggerOptions, RequestLogController } from './plugins/request-log';
import { idempotencyPlugin } from './plugins/idempotency';
import { openApiPlugin } from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityPlugin } from './plugins/security';
import { storableTextPlugin } from './plugins/storable-text';
import { cacheControlFor } from './plugins/web-cache';
import { featureRoutes } from './features';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { scheduleBackups } from './features/backup/scheduled-backups';
import { lookForScheduledWork } from './features/scheduled-reports/schedule-ticks';
import { jobsPlugin } from './jobs/jobs-plugin';

declare module 'fastify' {
  /** The app holds the parts of Deps itself (its jobs from jobs-plugin.ts, its own log); the PDF's Chromium starts on first use. */
  interface FastifyInstance extends Omit<Deps, 'jobs' | 'log'> {
    /** The parts services are handed (server/deps.ts): routes pass this, never the instance. */
    deps: Deps;
  }
}

export type BuildOptions = {
  config: AppConfig;
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: Database;
  logger?: boolean;
  /** Where the log lines go instead of standard output (a test reading them). */
  logStream?: Writable;
  /** How requests find their session (server/plugins/access.ts); our fast path unless a bench asks for better-auth's. */
  sessionLookup?: SessionLookup;
};

export type App = FastifyInstance;

async function authSecret(database: Database, config: AppConfig): Promise<string> {
  return config.authSecret ?? ensureAppSecret(database.db, 'auth', randomBytes(32).toString('base64url'));
}

export async function build(options: BuildOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    // One line per request, written by the request-log plugin (docs/running.md §3).
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // A URL the router cannot read (broken percent-encoding, a parameter past maxParamLength) is the
    // client's mistake: answered like any refusal, with a code, never Fastify's own body.
    frameworkErrors: (_error, request, reply: FastifyReply) =>
      reply
        .status(400)
        .send({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'url', issue: 'invalid_value' }] }, requestId: request.id } satisfies TErrorBody),
    // The drain plugin answers requests that arrive while stopping, in the app's error format.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  // From AUDIT_KEY(_FILE); the server's start installs DATA_DIR/audit.key instead when there is none (docs/architecture.md §9).
  if (config.auditKey) installAuditKey(config.auditKey);
  const mailer = createMailer({ db: database.db, smtp: config.smtp, log: app.log });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  app.decorate('pdf', createPdfRenderer());
  app.addHook('onClose', () => app.pdf.close());
  app.decorate('auth', createAuth({ db: database.db, secret: await authSecret(database, config), appUrl: config.appUrl, mailer }));
  if (!options.database) app.addHook('onClose', () => database.close());
  // Opened after the primary, which brought the schema the replica follows up to date (docs/running.md §7).
  if (config.reportsDatabaseUrl && database.kind !== 'postgres')
    throw new Error('REPORTS_DATABASE_URL needs DATABASE_URL: the embedded database has no replica');
  const replica = config.reportsDatabaseUrl ? await openReadReplica(config.reportsDatabaseUrl) : null;
  if (replica) app.addHook('onClose', () => replica.close());
  app.decorate('reports', replica?.db ?? database.db);

  // First, so that a request refused while stopping runs no other hook (session look-up, rate limit).
  await app.register(drainPlugin);
  await app.register(requestOutcomePlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { https: config.appUrl.startsWith('https://') });
  await app.register(accessPlugin, { sessionLookup: options.sessionLookup });
  await app.register(storableTextPlugin);
  await app.register(idempotencyPlugin);
  await app.register(openApiPlugin);
  await app.register(jobsPlugin);
  if (config.backups) scheduleBackups(app, config.backups);
  app.decorate('deps', { config, database, reports: app.reports, auth: app.auth, mailer, pdf: app.pdf, jobs: app.jobs, log: app.log } satisfies Deps);
  if (config.schedulesEveryMs) lookForScheduledWork(app, config.schedulesEveryMs);
  await app.register(featureRoutes, { prefix: '/api' });
  await app.register(metricsRoutes);

  const servesWeb = config.webDist !== null && existsSync(config.webDist);
  if (servesWeb && config.webDist) {
    // The build writes .br and .gz beside each file (scripts/precompress.ts): sent as they are.
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
  }
  // Page paths are the single-page app, which shows its own not-found page; the API answers JSON.
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (servesWeb && isPage) return reply.type('text/html').sendFile('index.html');
    return reply.status(404).send({ code: 'NOT_FOUND', params: {}, requestId: request.id } satisfies TErrorBody);
  });
  return app;
}
