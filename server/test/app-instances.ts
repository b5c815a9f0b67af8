import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { cookieFrom, openScratchTestDatabase, TEST_PASSWORD, type ScratchTestDatabase, type TestDatabaseOptions } from './helper';
import { finishedWithin } from '../time-limit';
import { freePort } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppInstance = { url: string; stop: () => Promise<void> };

/**
 * How long a stopping instance may take before it is killed: the app's own stop lets requests and
 * jobs finish for up to 30 s and closing take 5 s more (server/cli/stop-on-signals.ts), then exits.
 */
const STOP_LIMIT_MS = 45_000;

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Up to 120 s: on a loaded machine a cold tsx start of the server alone takes more than 30 s.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`app instance exited: ${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`app instance did not start: ${output()}`);
}

/**
 * A real app process (server/cli/start.ts) on its own port against a shared PostgreSQL, as in a
 * deployment with several instances behind a load balancer.
 */
export async function startAppInstance(databaseUrl: string, authSecret: string, env: Record<string, string> = {}): Promise<AppInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SKIP_WEB_BUILD: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Listened to from the start: a process that already ended, by a signal too, is not waited for again.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if (!(await finishedWithin(exited, STOP_LIMIT_MS))) {
        console.warn(`app instance ${url} did not stop within ${STOP_LIMIT_MS} ms of SIGTERM: killed. Its output:\n${output.slice(-4000)}`);
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Signs in on an app process and returns the cookie header to send with later requests. */
export async function signInOn(instance: AppInstance, email: string): Promise<string> {
  const answer = await fetch(`${instance.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.url },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
  return cookieFrom(answer.headers.getSetCookie());
}

export type InstanceAnswer = { status: number; body: { code?: string } & Record<string, unknown> };

/** A same-origin JSON POST to `/api${path}` of an app process, as a signed-in browser sends it. */
export async function postOn(instance: AppInstance, cookie: string, path: string, body: unknown): Promise<InstanceAnswer> {
  const response = await fetch(`${instance.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: instance.url },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as InstanceAnswer['body'] };
}

export type SharedPostgres = {
  database: ScratchTestDatabase;
  instances: AppInstance[];
  /** Starts `count` app processes on the database, stopped with it after the tests. */
  start: (count: number, authSecret: string, env?: Record<string, string>) => Promise<AppInstance[]>;
};

/**
 * A PostgreSQL database of its own that several app processes share, as instances behind a load
 * balancer do: opened before the describe's tests; its processes stopped and it dropped after them.
 */
export function useSharedPostgres(options: TestDatabaseOptions = {}): SharedPostgres {
  const shared = { instances: [] as AppInstance[] } as SharedPostgres;
  shared.start = async (count, authSecret, env = {}) => {
    const started = await Promise.all(Array.from({ length: count }, () => startAppInstance(shared.database.url, authSecret, env)));
    shared.instances.push(...started);
    return started;
  };
  beforeAll(async () => {
    shared.database = await openScratchTestDatabase(options);
  });
  afterAll(async () => {
    await Promise.all(shared.instances.map((instance) => instance.stop()));
    await shared.database?.drop();
  });
  return shared;
}
