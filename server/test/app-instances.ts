import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type AppInstance = { url: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // Up to 120 s: on a loaded machine a cold tsx start of the server alone takes more than 30 s.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`app instance exited: ${output()}`);
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
  await waitForHealth(url, child, () => output);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
