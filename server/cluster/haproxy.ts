import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** HAProxy from Debian's packages (`.ci/run` installs it); null when this machine has none. */
export function haproxyVersion(): string | null {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  return found.status === 0 ? (found.stdout.split('\n')[0] ?? null) : null;
}

export type LoadBalancer = { url: string; stop: () => Promise<void> };

/** How often HAProxy asks each instance whether it is ready, and how many answers change its mind. */
export const CHECK_EVERY_MS = 250;
const FALL = 2;
const RISE = 2;

/**
 * The configuration docs/operations.md §18 recommends, with the test's ports: round robin over the
 * instances, each routed to only while `GET /api/ready` answers 200. A request an instance refused
 * before doing anything (a refused connection, a 503 while it drains, an instance that died before
 * answering) is sent again to another: safe for every request, since money writes carry an
 * Idempotency-Key and the others only read.
 */
export function haproxyConfig(params: { port: number; instances: number[] }): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response 503',
    'frontend wasit',
    `  bind 127.0.0.1:${params.port}`,
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /api/ready',
    '  http-check expect status 200',
    `  default-server inter ${CHECK_EVERY_MS}ms fall ${FALL} rise ${RISE}`,
    ...params.instances.map((port, index) => `  server instance${index + 1} 127.0.0.1:${port} check`),
    '',
  ].join('\n');
}

/** HAProxy in the foreground on `port` in front of the given instance ports. */
export async function startHaproxy(instances: number[], port: number): Promise<LoadBalancer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'wasit-haproxy-'));
  const file = path.join(folder, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig({ port, instances }));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy refused its configuration:\n${check.stderr}`);
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    try {
      await fetch(`${url}/api/health`);
      break;
    } catch {
      if (attempt > 100) throw new Error(`haproxy did not listen: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
