/**
 * `npm test`: every check in turn, each stage's time printed as it ends and all of them with the
 * total at the close. Stops at the first failing stage with its exit code. The unit and API tests run
 * on PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL too (docs/architecture.md §3).
 */
import { spawnSync } from 'node:child_process';

type Stage = { name: string; program: 'npm' | 'npx'; args: string[] };

function stages(): Stage[] {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
  return [
    { name: 'lint', program: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', program: 'npm', args: ['run', 'typecheck'] },
    { name: 'i18n:check', program: 'npm', args: ['run', 'i18n:check'] },
    { name: 'docs:check', program: 'npm', args: ['run', 'docs:check'] },
    { name: 'vectors', program: 'npm', args: ['run', 'vectors', '--', 'vectors/cases'] },
    // One run over both engines: a second run for PostgreSQL alone would load its 59 files again and
    // run their engine-free tests twice.
    { name: `unit and API tests (${engines})`, program: 'npx', args: ['vitest', 'run'] },
    { name: 'build', program: 'npm', args: ['run', 'build'] },
    { name: 'browser tests', program: 'npm', args: ['run', 'test:e2e'] },
  ];
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
  const result = spawnSync(stage.program, stage.args, { stdio: 'inherit', env: process.env });
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
