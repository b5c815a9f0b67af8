import { PID_VARIABLE } from './server-process';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[PID_VARIABLE]);
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  // Give PGlite a moment to close its folder cleanly, then make sure nothing is left behind.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Stopped on SIGTERM, as it should.
  }
}
