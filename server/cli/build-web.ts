import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newestChange(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(folder, entry.name);
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs;
    return Math.max(newest, time);
  }, 0);
}

/** Builds the web app when it was never built or its sources changed since. */
export function buildWebIfNeeded(root: string): void {
  const built = path.join(root, 'web/dist/index.html');
  const sources = Math.max(newestChange(path.join(root, 'web/src')), newestChange(path.join(root, 'web/locales')), newestChange(path.join(root, 'contract')));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  // `npm ci --omit=dev` leaves vite out: serve the web app built beforehand, or say how to build it.
  if (!existsSync(vite)) {
    if (existsSync(built)) return console.log('vite is not installed (npm ci --omit=dev): serving the web app built before.');
    throw new Error('The web app is not built and vite is not installed (npm ci --omit=dev): run `npm run build` after a full `npm ci` first.');
  }
  console.log('Building the web app…');
  execFileSync(process.execPath, [vite, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
