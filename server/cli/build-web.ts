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
  console.log('Building the web app…');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
