import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server-process';

export type ToolRun = { code: number; output: string };

/** Runs a command-line tool as `npm run` does (tsx), with only the database variables the test gives. */
export function runTool(script: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  return new Promise((resolve) => {
    const base = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...base, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
