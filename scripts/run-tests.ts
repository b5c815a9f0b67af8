/**
 * `npm test`: every check in turn, each stage's time printed as it ends and all of them with the
 * total at the close. Stops at the first failing stage with its exit code. The unit and API tests run
 * once on PGlite and, when TEST_DATABASE_URL names a server, once more on PostgreSQL for the files
 * that test an engine, so that each engine's time shows (docs/architecture.md §3).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Stage = { name: string; program: 'npm' | 'npx'; args: string[]; env?: NodeJS.ProcessEnv };

/** Test files that run per engine (server/test/helper.ts DATABASE_KINDS) or on PostgreSQL alone. */
const ENGINE_MARKERS = /DATABASE_KINDS|TEST_DATABASE_URL|openScratchTestDatabase|createScratchPostgres|app-instances/;
const TEST_FOLDERS = ['domain', 'contract', 'server', 'db', 'scripts', 'web'];

function engineTestFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file))
      .filter((file) => ENGINE_MARKERS.test(readFileSync(file, 'utf8'))),
  ).sort();
}

function stages(): Stage[] {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const withoutServer = { ...process.env };
  delete withoutServer.TEST_DATABASE_URL;
  const list: Stage[] = [
    { name: 'lint', program: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', program: 'npm', args: ['run', 'typecheck'] },
    { name: 'i18n:check', program: 'npm', args: ['run', 'i18n:check'] },
    { name: 'docs:check', program: 'npm', args: ['run', 'docs:check'] },
    { name: 'vectors', program: 'npm', args: ['run', 'vectors', '--', 'vectors/cases'] },
    { name: 'unit and API tests (PGlite)', program: 'npx', args: ['vitest', 'run'], env: withoutServer },
  ];
  if (serverUrl) {
    list.push({
      name: 'API tests (PostgreSQL)',
      program: 'npx',
      args: ['vitest', 'run', ...engineTestFiles()],
      env: { ...process.env, TEST_DATABASE_KINDS: 'postgres' },
    });
  }
  list.push({ name: 'build', program: 'npm', args: ['run', 'build'] }, { name: 'browser tests', program: 'npm', args: ['run', 'test:e2e'] });
  return list;
}

function seconds(sinceMs: number): string {
  return `${Math.round((performance.now() - sinceMs) / 1000)} s`;
}

// .ci/run installs first and passes on when it started and what the install took.
const ciStartedMs = Number(process.env.WASIT_CI_STARTED_MS);
const started = Number.isFinite(ciStartedMs) && ciStartedMs > 0 ? performance.now() - (Date.now() - ciStartedMs) : performance.now();
const timings: string[] = process.env.WASIT_CI_INSTALL_SECONDS ? [`stage install: ${process.env.WASIT_CI_INSTALL_SECONDS} s`] : [];
for (const stage of stages()) {
  const stageStarted = performance.now();
  const result = spawnSync(stage.program, stage.args, { stdio: 'inherit', env: stage.env ?? process.env });
  const line = `stage ${stage.name}: ${seconds(stageStarted)}`;
  timings.push(line);
  console.log(line);
  const code = result.status ?? 1;
  if (code !== 0) {
    console.log(`${timings.join('\n')}\nFAILED at stage ${stage.name} (exit code ${code}) after ${seconds(started)}`);
    process.exit(code);
  }
}
console.log(`${timings.join('\n')}\ntotal: ${seconds(started)}`);
