import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { serverIndex, serverLog } from '../server-process';

/**
 * Without SMTP the worker's server logs each mail as a JSON line with `to`, `subject` and `text`: the path
 * and query of the last link to `route` (`/reset-password`, `/confirm-sign-up`) mailed to `email`.
 */
export function lastMailedPath(email: string, route: string): string | null {
  const pattern = new RegExp(`https?://\\S+${route}\\?token=[^\\s"]+`);
  let found: string | null = null;
  for (const line of readFileSync(serverLog(serverIndex()), 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { to?: unknown; text?: unknown };
      if (entry.to !== email || typeof entry.text !== 'string') continue;
      const link = pattern.exec(entry.text);
      if (link) found = new URL(link[0]).pathname + new URL(link[0]).search;
    } catch {
      // Not a JSON line.
    }
  }
  return found;
}

/** The link once the log has it (the log is written as the request is answered, not always before). */
export async function mailedPath(email: string, route: string): Promise<string> {
  await expect.poll(() => lastMailedPath(email, route), { timeout: 15_000 }).not.toBeNull();
  return lastMailedPath(email, route)!;
}
