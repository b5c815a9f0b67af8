import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A port the system says is free now (the real server is started on it right after). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  via: 'node' | 'npm';
  child: ChildProcess;
  /** Everything the process wrote so far (standard output and error). */
  output: () => string;
  /** Resolves when the output matches `pattern`; rejects after `limitMs` or if the process exits first. */
  waitForOutput: (pattern: RegExp, limitMs?: number) => Promise<void>;
  exited: Promise<Exit>;
};

/**
 * The real server as a person runs it: `npm start` (npm, then node), or the server process alone
 * (`node --import tsx server/cli/start.ts`). The web build is skipped: these tests call the API.
 */
export async function startServer(params: {
  env: Record<string, string>;
  /** Variables of the tests' own environment the server does not get (e.g. the tests' password cost, to start as in production). */
  unset?: string[];
  via?: 'node' | 'npm';
  startLimitMs?: number;
  port?: number;
}): Promise<ServerProcess> {
  const port = params.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const command = params.via === 'npm' ? (['npm', ['start']] as const) : ([process.execPath, ['--import', 'tsx', 'server/cli/start.ts']] as const);
  const inherited = { ...process.env };
  for (const name of params.unset ?? []) delete inherited[name];
  const child = spawn(command[0], [...command[1]], {
    cwd: ROOT,
    env: { ...inherited, SKIP_WEB_BUILD: 'true', PORT: String(port), HOST: '127.0.0.1', APP_URL: url, LOG_LEVEL: 'info', ...params.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  // 'close': the process has exited and its output is all read.
  const exited = once(child, 'close').then(([code, signal]) => ({ code, signal }) as Exit);
  const waitForOutput = (pattern: RegExp, limitMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(text)) return;
        listeners.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`no ${String(pattern)} in the server's output within ${limitMs} ms:\n${text.slice(-4000)}`));
      }, limitMs);
      listeners.add(check);
      void exited.then((exit) => {
        if (!listeners.has(check)) return;
        listeners.delete(check);
        clearTimeout(timer);
        reject(new Error(`the server exited (${JSON.stringify(exit)}) before ${String(pattern)}:\n${text.slice(-4000)}`));
      });
      check();
    });
  try {
    await waitForOutput(/Wasit is serving on/, params.startLimitMs ?? 120_000);
  } catch (error) {
    // A server that did not start in time is not left running behind the failure.
    child.kill('SIGKILL');
    throw error;
  }
  return { url, via: params.via ?? 'node', child, output: () => text, waitForOutput, exited };
}

/** The pid of the node process serving (under `npm start` it is npm's child), from its log lines. */
export function serverPid(server: ServerProcess): number {
  if (server.via === 'node' && server.child.pid !== undefined) return server.child.pid;
  const match = /"pid":(\d+)/.exec(server.output());
  if (!match?.[1]) throw new Error(`no pid in the server's output:\n${server.output()}`);
  return Number.parseInt(match[1], 10);
}

/** Kills what is left of a server a failed test started (npm and its node), so nothing outlives the test. */
export function killIfRunning(server: ServerProcess | null): void {
  if (!server) return;
  for (const pid of [server.child.pid, /"pid":(\d+)/.exec(server.output())?.[1]]) {
    try {
      if (pid !== undefined) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Signs in over HTTP and returns the headers a browser would send next (cookie and same-origin Origin). */
export async function signInOverHttp(url: string, email: string, password: string): Promise<Record<string, string>> {
  const answer = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, origin: url };
}

/** Runs a command-line tool of the app (`server/cli/NAME.ts`) as `npm run` does, and resolves to its output; rejects when it fails. */
export async function runCli(name: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${name} exited with ${String(code)}:\n${text}`);
  return text;
}

/**
 * Waits until the server has taken a request and not yet answered it: its metrics (which this
 * process, a loopback client, may read) count one in flight on the route's pattern.
 */
export async function waitForInFlight(url: string, method: string, route: string, limitMs = 60_000): Promise<void> {
  const line = `wasit_http_requests_in_flight{method="${method}",route="${route}"} `;
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const text = await (await fetch(`${url}/metrics`)).text();
    const count = text.split('\n').find((candidate) => candidate.startsWith(line));
    if (count && Number(count.slice(line.length)) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${method} ${route} in flight within ${limitMs} ms`);
}
