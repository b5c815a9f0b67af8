import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server-process';

export type ToolRun = { code: number; output: string };

/**
 * Runs a command-line tool as `npm run` does (tsx), with only the database variables the test gives.
 * Node loads tsx itself (`node --import tsx`, as `npm start` does): the tsx command would start node
 * and then a second node process to run the tool. glibc's malloc settings, which `npm test` gives its
 * stages (scripts/run-tests.ts), reach the tool too: they change no behaviour, and a tool on a new
 * PGlite folder is where they save most.
 */
export function runTool(script: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  return new Promise((resolve) => {
    const base = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      ...(process.env.GLIBC_TUNABLES ? { GLIBC_TUNABLES: process.env.GLIBC_TUNABLES } : {}),
    };
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...base, ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
