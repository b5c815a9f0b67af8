/**
 * `npm test`: every check in turn, each stage's time printed as it ends and all of them with the
 * total at the close. Stops at the first failing stage with its exit code. The unit and API tests run
 * on PGlite and, when TEST_DATABASE_URL names a server, on PostgreSQL too (docs/architecture.md §3).
 * The static checks run side by side (two cores: lint and typecheck are one process each), and so do
 * the cluster test and the web app's build; the output of stages side by side is held and printed
 * whole when each ends, so two never interleave.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

type Stage = { name: string; program: 'npm' | 'npx'; args: string[] };

/**
 * The cluster test needs HAProxy and PostgreSQL's server programs, which `.ci/run` installs from
 * Debian's packages. Without them it cannot run: CI stops there, a developer's run says so and
 * goes on with the rest.
 */
function clusterParts(): boolean {
  const haproxy = spawnSync('haproxy', ['-v']).status === 0;
  const postgres = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;
  if (haproxy && postgres) return true;
  const missing = [haproxy ? null : 'haproxy', postgres ? null : 'postgresql'].filter(Boolean).join(' ');
  if (process.env.CI === 'true') {
    console.log(`CI: the cluster test needs ${missing} (apt-get install ${missing}); .ci/run installs them`);
    process.exit(1);
  }
  console.log(`NOT RUN: the cluster test (needs ${missing}: apt-get install ${missing})`);
  return false;
}

function stageGroups(): Stage[][] {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
  return [
    [
      { name: 'lint', program: 'npm', args: ['run', 'lint'] },
      { name: 'typecheck', program: 'npm', args: ['run', 'typecheck'] },
    ],
    [
      { name: 'i18n:check', program: 'npm', args: ['run', 'i18n:check'] },
      { name: 'docs:check', program: 'npm', args: ['run', 'docs:check'] },
      { name: 'vectors', program: 'npm', args: ['run', 'vectors', '--', 'vectors/cases'] },
    ],
    // One run over both engines: a second run for PostgreSQL alone would load its 59 files again and
    // run their engine-free tests twice.
    [{ name: `unit and API tests (${engines})`, program: 'npx', args: ['vitest', 'run'] }],
    // Three instances behind HAProxy on a PostgreSQL server of the test's own (docs/running.md §4),
    // and the reports served from a streaming replica of one (docs/running.md §7). Its processes
    // spend a third of the stage waiting (servers starting, the replica catching up), so the web
    // app's build, which it does not use, runs beside it.
    [
      ...(clusterParts() ? [{ name: 'cluster test', program: 'npm', args: ['run', 'test:cluster'] } satisfies Stage] : []),
      { name: 'build', program: 'npm', args: ['run', 'build'] },
    ],
    [{ name: 'browser tests', program: 'npm', args: ['run', 'test:e2e'] }],
  ];
}

/**
 * The stages' environment. glibc's malloc asks for transparent huge pages on its memory
 * (`glibc.malloc.hugetlb=1`, glibc 2.35 and later; the kernel's default `madvise` mode honours it):
 * on the CI machine, a virtual machine where a first touch of a page is dear (a quarter of the unit
 * stage's CPU was the kernel's, most of it page faults), a command-line tool on a new PGlite folder
 * took 6.96 s instead of 8.30 (medians of three) and create-admin.test.ts 32.4 s instead of 34.8 (means of
 * two), on a quiet machine.
 * Nothing the tests check depends on it; a GLIBC_TUNABLES already set is kept.
 */
const stageEnv = { ...process.env, GLIBC_TUNABLES: process.env.GLIBC_TUNABLES ?? 'glibc.malloc.hugetlb=1' };

function seconds(sinceMs: number): string {
  return `${Math.round((performance.now() - sinceMs) / 1000)} s`;
}

/** Runs one stage; alone, its output goes straight through, beside others it is held until it ends. */
function run(stage: Stage, alone: boolean): Promise<{ stage: Stage; code: number; line: string }> {
  const started = performance.now();
  const child = spawn(stage.program, stage.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: stageEnv });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (held.length > 0) process.stdout.write(Buffer.concat(held));
      const line = `stage ${stage.name}: ${seconds(started)}`;
      console.log(line);
      resolve({ stage, code: status ?? 1, line });
    });
  });
}

// .ci/run installs first and passes on when it started and what the install took.
const ciStartedMs = Number(process.env.WASIT_CI_STARTED_MS);
const started = Number.isFinite(ciStartedMs) && ciStartedMs > 0 ? performance.now() - (Date.now() - ciStartedMs) : performance.now();
const timings: string[] = process.env.WASIT_CI_INSTALL_SECONDS ? [`stage install: ${process.env.WASIT_CI_INSTALL_SECONDS} s`] : [];
for (const group of stageGroups()) {
  const results = await Promise.all(group.map((stage) => run(stage, group.length === 1)));
  timings.push(...results.map((result) => result.line));
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.log(`${timings.join('\n')}\nFAILED at stage ${failed.stage.name} (exit code ${failed.code}) after ${seconds(started)}`);
    process.exit(failed.code);
  }
}
console.log(`${timings.join('\n')}\ntotal: ${seconds(started)}`);
