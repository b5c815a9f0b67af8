import type { App } from '../app';
import { finishedWithin } from '../time-limit';

/** How long requests in flight (PDF and Excel exports included) and running jobs may take to finish once a stop is asked. */
export const DRAIN_LIMIT_MS = 30_000;
/** Closing the listener, the database, the PDF browser and SMTP after the drain; past this the process exits anyway. */
const CLOSE_LIMIT_MS = 5_000;

/**
 * SIGTERM or SIGINT: refuse new requests, let those in flight finish (up to DRAIN_LIMIT_MS), then
 * close everything the app holds (the data folder's lock is released with the database) and exit 0;
 * 1 when a request had to be cut or closing hung. A terminal's Ctrl-C reaches both npm and this
 * process, and npm forwards it again: signals after the first are only logged.
 */
export function stopOnSignals(app: App): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (stopping) {
      app.log.info({ signal }, 'already stopping');
      return;
    }
    stopping = true;
    app.log.info({ signal, limitMs: DRAIN_LIMIT_MS }, 'stopping: new requests refused, requests in flight finishing');
    // Jobs (exports) get the same time as requests; those still running then are marked failed, never left running.
    const [cut, cutJobs] = await Promise.all([app.drain(DRAIN_LIMIT_MS), app.jobs.stop(DRAIN_LIMIT_MS)]);
    if (cut > 0) app.log.warn({ requests: cut }, 'stopping: requests still running at the limit are cut');
    if (cutJobs > 0) app.log.warn({ jobs: cutJobs }, 'stopping: jobs still running at the limit are stopped and marked failed');
    const closed = await finishedWithin(app.close(), CLOSE_LIMIT_MS).catch((error: unknown) => {
      app.log.error({ err: error }, 'stopping: closing failed');
      return false;
    });
    if (!closed) app.log.error('stopping: closing did not finish in time');
    else app.log.info('stopped');
    process.exit(cut === 0 && closed ? 0 : 1);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, (received) => void stop(received));
}
