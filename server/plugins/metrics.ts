import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { countUnfinishedJobs } from '../../db/queries/job-counts';
import type { JobOutcome } from '../jobs/job-runner';

export type AppMetrics = {
  /** This app's own figures; the process's are added when served (`text`). */
  registry: Registry;
  jobEnded: (kind: string, outcome: JobOutcome, seconds: number) => void;
  /** A scheduled backup that could not be written (docs/running.md §6). */
  backupFailed: () => void;
  /** Everything in Prometheus' text format. */
  text: () => Promise<string>;
  contentType: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The steps of a profit distribution, timed apart from other requests (docs/running.md §2). */
const DISTRIBUTION_STEPS = new Set([
  'profitDistribution.distribute',
  'profitDistribution.distributeCommissions',
  'profitDistribution.resetMonth',
  'distributionRuns.approve',
  'distributionRuns.reject',
]);

/** The sign-in steps whose refusals (a wrong password or code, a refused account) count as failures. */
const SIGN_IN_STEPS = new Set(['auth.signIn', 'auth.signInWithLink', 'auth.verifyTwoFactor']);

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 300, 900, 1800, 3600];

let processRegistry: Registry | null = null;
/**
 * The process's own figures (CPU, memory, event loop, handles): one registry for the process,
 * however many apps it builds (tests build many), shared by each app's /metrics.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Loopback, and not relayed: a reverse proxy on the same host connects from loopback for everyone. */
function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Bearer <METRICS_TOKEN>, compared in constant time. */
function holdsToken(request: FastifyRequest, token: string | null): boolean {
  if (!token) return false;
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return timingSafeEqual(digest(given), digest(token));
}

/** Who may read /metrics: a loopback client, or anyone holding METRICS_TOKEN when it is set. */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  return fromLoopback(request) || holdsToken(request, token);
}

/** The route's pattern; a request no route matched is `unmatched` (never its URL, which anyone chooses). */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
const operationOf = (request: FastifyRequest) => (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;

/**
 * This app's metrics in a registry of its own (docs/running.md §2): requests by route and status,
 * the database pools, the job queue, jobs and distribution steps timed, sign-in failures and
 * rate-limit refusals.
 */
export const metricsPlugin = fp(async (app) => {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'wasit_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'wasit_http_requests_in_flight',
    help: 'Requests taken and not yet answered, by method and route pattern',
    labelNames: ['method', 'route'],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'wasit_sign_in_failures_total',
    help: 'Refused sign-in steps (wrong password or code, refused account), by step and error code',
    labelNames: ['step', 'code'],
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'wasit_rate_limit_refusals_total',
    help: 'Requests refused for too many attempts (429), by route pattern and error code',
    labelNames: ['route', 'code'],
    registers: [registry],
  });
  const backupFailures = new Counter({
    name: 'wasit_backup_failures_total',
    help: 'Scheduled backups that could not be written (each attempt)',
    registers: [registry],
  });
  const distributionDuration = new Histogram({
    name: 'wasit_distribution_duration_seconds',
    help: 'Time of a profit distribution step (distribute, commissions, reset, approve, reject), by step and status',
    labelNames: ['step', 'status'],
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'wasit_job_duration_seconds',
    help: 'Time of a job run, by kind and outcome (done, failed, stopped)',
    labelNames: ['kind', 'outcome'],
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'wasit_jobs',
    help: 'Jobs waiting (queued) or running, by kind and status, on the whole database',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      // A database that does not answer leaves the figure out rather than failing the scrape.
      const counts = await countUnfinishedJobs(app.database.db).catch(() => []);
      for (const { kind, status, count } of counts) this.set({ kind, status }, count);
    },
  });
  new Gauge({
    name: 'wasit_db_pool_connections',
    help: 'Database connections of this instance, by pool and state (total, idle); PGlite is one connection',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const figures of app.database.poolFigures()) {
        this.set({ pool: figures.pool, state: 'total' }, figures.total);
        this.set({ pool: figures.pool, state: 'idle' }, figures.idle);
      }
    },
  });
  new Gauge({
    name: 'wasit_db_pool_waiting',
    help: 'Statements waiting for a database connection, by pool (PGlite: queued behind the running one)',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      for (const figures of app.database.poolFigures()) this.set({ pool: figures.pool }, figures.waiting);
    },
  });

  // Until the answer is closed, whether it finished or the client left (a request refused while stopping is not counted).
  app.addHook('onRequest', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request) };
    inFlight.inc(labels);
    reply.raw.once('close', () => inFlight.dec(labels));
  });
  const observe = (request: FastifyRequest, reply: FastifyReply) => {
    const route = routeOf(request);
    const status = String(reply.statusCode);
    const seconds = reply.elapsedTime / 1000;
    requestDuration.observe({ method: request.method, route, status }, seconds);
    const operation = operationOf(request);
    if (operation && DISTRIBUTION_STEPS.has(operation)) distributionDuration.observe({ step: operation, status }, seconds);
    const code = reply.errorCode ?? 'none';
    if (operation && SIGN_IN_STEPS.has(operation) && (reply.statusCode === 401 || reply.statusCode === 403)) {
      signInFailures.inc({ step: operation, code });
    }
    if (reply.statusCode === 429) rateLimited.inc({ route, code });
  };
  app.addHook('onResponse', async (request, reply) => observe(request, reply));

  const metrics: AppMetrics = {
    registry,
    jobEnded: (kind, outcome, seconds) => jobDuration.observe({ kind, outcome }, seconds),
    backupFailed: () => backupFailures.inc(),
    text: () => Registry.merge([processMetrics(), registry]).metrics(),
    contentType: registry.contentType,
  };
  app.decorate('metrics', metrics);
});
