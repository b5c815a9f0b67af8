import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Auth } from './auth/better-auth';
import type { AppConfig } from './config';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail/mailer';
import type { PdfRenderer } from './pdf/pdf-renderer';

/**
 * What a service may use: the named parts of the running app, never the Fastify instance
 * (docs/architecture.md §1). A route hands its services `app.deps`; a script or a test can build
 * one without a server. A test may pass the app itself, which holds the same parts.
 */
export type Deps = {
  config: AppConfig;
  database: Database;
  /**
   * What the reports and their exports read: the replica of REPORTS_DATABASE_URL, read-only and
   * maybe a moment behind, or the primary's own handle (docs/running.md §7). Nothing is written through it.
   */
  reports: Db;
  auth: Auth;
  mailer: Mailer;
  pdf: PdfRenderer;
  jobs: JobRunner;
  log: FastifyBaseLogger;
};
