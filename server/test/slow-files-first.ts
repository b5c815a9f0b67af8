import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files that start processes (the real server, app instances, command-line tools), the
 * longest first: each takes tens of seconds, up to two minutes on the CI machine. vitest hands files
 * to its workers in the order of `sort`; without a cache of earlier durations (a clean clone, as
 * in CI) it starts the largest files first, which left such a file started near the end as the only
 * one running. Started first, they end while the other workers work through the short files, and the
 * workers end together (docs/architecture.md §3). slow-files-first.test.ts keeps this list whole.
 */
export const PROCESS_STARTING_FILES = [
  'server/crash-safety.test.ts',
  'server/features/backup/backup.api.test.ts',
  'server/features/auth/throttles.api.test.ts',
  'server/features/audit-log/audit-chain.api.test.ts',
  'server/cli/stop-on-signals.test.ts',
  'server/cli/create-admin.test.ts',
  'server/auth/session-check.equivalence.api.test.ts',
  'server/features/profit-distribution/distribution-race.api.test.ts',
  'server/features/distribution-runs/approval-race.api.test.ts',
  'server/features/profit-requests/profit-requests.race.api.test.ts',
  'scripts/vector-adapter.test.ts',
] as const;

/** What in a test file starts a process (server/test/server-process.ts, run-tool.ts, app-instances.ts, node:child_process). */
export const PROCESS_STARTS = /\b(startServer|runCli|runTool|startAppInstance|useSharedPostgres|execFile|spawn|spawnSync)\(/;

function rank(file: TestSpecification): number {
  const found = PROCESS_STARTING_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
  return found === -1 ? PROCESS_STARTING_FILES.length : found;
}

/** vitest's own order (longest first from its cache, else largest first), with the process-starting files ahead. */
export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((file, index) => ({ file, index, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.index - b.index)
      .map(({ file }) => file);
  }
}
