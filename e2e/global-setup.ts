import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumStartProblem } from '../server/pdf/chromium-preflight';
import { fixDemoDay } from './demo-day';
import { CHROMIUM_EXECUTABLE } from './playwright.config';
import { E2E_WORKERS, PID_VARIABLE, ROOT, serverLog, serverPort } from './server-process';

// Five minutes: on a loaded machine a fresh PGlite folder, its migrations and the demo data take more than two.
const START_LIMIT_MS = 300_000;
/** How long each job of the browser tests' servers waits before its first row. */
const JOB_DELAY_MS = 3000;

async function waitForHealth(url: string, log: string, isAlive: () => boolean): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The server exited during start; see ${log}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${url} within ${START_LIMIT_MS / 1000} s; see ${log}`);
}

/** Starts one real server on a fresh PGlite folder, so that its worker begins with the demo data only; answers when it is up. */
async function startServer(index: number, pids: number[]): Promise<void> {
  const log = serverLog(index);
  const output = openSync(log, 'w');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wasit-e2e-'));
  const child = spawn('npx', ['tsx', 'server/cli/start.ts'], {
    cwd: ROOT,
    // Each job waits a little before its first row, so that the pages following it are seen doing so.
    // Behind a trusted proxy, as in production: the users made through the API each sign up from their own
    // address (X-Forwarded-For), so the suite stays under the five sign-ups an hour one address may make.
    env: {
      ...process.env,
      PORT: String(serverPort(index)),
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: 'true',
      TRUST_PROXY: 'true',
      WASIT_TEST_JOB_DELAY_MS: String(JOB_DELAY_MS),
      // Password hashes at scrypt N = 2^10, not OWASP's 2^17: the specs sign in hundreds of times (server/auth/password-hash.ts).
      WASIT_TEST_PASSWORD_COST: '10',
    },
    stdio: ['ignore', output, output],
    // Its own process group, so the teardown stops npx, tsx and node together.
    detached: true,
  });
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  if (child.pid === undefined) throw new Error('Could not start the server.');
  pids.push(child.pid);
  process.env[PID_VARIABLE] = pids.join(',');
  await waitForHealth(`http://127.0.0.1:${serverPort(index)}/api/health`, log, () => alive);
}

/** Starts one server per worker (docs/architecture.md §3), side by side: each loads its demo data on a core of its own. */
export default async function globalSetup(): Promise<void> {
  // Said first and in one line, instead of every test failing on a launch error.
  const problem = await chromiumStartProblem(CHROMIUM_EXECUTABLE);
  if (problem) throw new Error(problem);
  mkdirSync(path.dirname(serverLog(0)), { recursive: true });
  const waited = await fixDemoDay(START_LIMIT_MS);
  if (waited > 0) console.log(`Waited ${Math.round(waited / 1000)} s for the new month, so that every server loads its demo in it.`);
  const pids: number[] = [];
  await Promise.all(Array.from({ length: E2E_WORKERS }, (_, index) => startServer(index, pids)));
}
