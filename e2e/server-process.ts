import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** E2E_PORT lets two checkouts run their browser suites side by side: their servers take E2E_PORT, E2E_PORT + 1, … */
export const E2E_PORT = Number.parseInt(process.env.E2E_PORT ?? '3100', 10);

/**
 * How many specs run at once (E2E_WORKERS, three by default on the two-core CI machine: a spec
 * waits on its browser and its server, and with two workers the cores stood idle a fifth of the
 * accessibility runs; the whole suite took 555 s with three, against 624–639 s with two in the last
 * CI runs). Each worker has a server of its own on a data folder of its own, so specs that run at
 * the same time never see each other's records; one worker's specs run one after another, as the
 * whole suite did on one server.
 */
export const E2E_WORKERS = Math.max(1, Number.parseInt(process.env.E2E_WORKERS ?? '3', 10));

/** The worker's slot (0 … workers − 1), which Playwright gives each worker process as TEST_PARALLEL_INDEX; 0 in the runner. */
export function serverIndex(): number {
  return Number.parseInt(process.env.TEST_PARALLEL_INDEX ?? '0', 10);
}

export function serverPort(index: number): number {
  return E2E_PORT + index;
}

/** A server's stdout and stderr; specs read the logged mails of their worker's server from it. */
export function serverLog(index: number): string {
  return path.join(ROOT, 'test-results', `server-${index}.log`);
}

/** globalSetup and globalTeardown run in the same runner process: the servers' pids travel in its env, comma-separated. */
export const PID_VARIABLE = 'WASIT_E2E_SERVER_PIDS';
