import { PID_VARIABLE } from './server-process';

function signal(pids: number[], name: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(-pid, name);
    } catch {
      // Already gone.
    }
  }
}

export default async function globalTeardown(): Promise<void> {
  const pids = (process.env[PID_VARIABLE] ?? '').split(',').map(Number).filter(Boolean);
  if (pids.length === 0) return;
  signal(pids, 'SIGTERM');
  // Give PGlite a moment to close its folder cleanly, then make sure nothing is left behind.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  signal(pids, 'SIGKILL');
}
