import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from './job-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job runner: queue work, register what runs it, stop it on the way out. */
    jobs: JobRunner;
  }
}

/**
 * The runner starts once the app is ready (every feature has registered its kinds by then) and,
 * on close, stops what still runs (a graceful stop has already let it finish; see stop-on-signals).
 */
export const jobsPlugin = fp(async (app) => {
  const runner = createJobRunner({
    database: app.database,
    log: app.log,
    settings: app.config.jobs,
    onJobEnd: (kind, outcome, seconds) => app.metrics.jobEnded(kind, outcome, seconds),
  });
  app.decorate('jobs', runner);
  app.addHook('onReady', () => runner.start());
  app.addHook('onClose', async () => {
    await runner.stop(0);
  });
});
