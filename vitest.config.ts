import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './server/test/slow-files-first';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
    // The cluster test runs alone, in a stage of its own (vitest.cluster.config.ts).
    exclude: ['**/node_modules/**', 'server/cluster/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    // Test files share nothing (each opens a database of its own, servers listen on port 0), so they
    // run side by side: three at a time by default on the two-core CI machine, where a file often
    // waits (on PostgreSQL, a Chromium making a PDF, a retry's back-off): with three the cores stood
    // idle 1 % of the stage, which took 444 s instead of 470 with two (vitest's own default,
    // cores − 1, would run one file at a time there). VITEST_MAX_WORKERS sets another count.
    fileParallelism: true,
    maxWorkers: Number.parseInt(process.env.VITEST_MAX_WORKERS ?? '3', 10),
    // A worker keeps its loaded modules from one file to the next: the app's modules take seconds to
    // load, and no test changes module state another file counts on (each opens its own database and
    // app, and installs the audit key it uses).
    isolate: false,
    // The files that start processes run first, so that no long one is left alone at the end (server/test/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
    // The audit chain's key (docs/architecture.md §9) for the app processes tests start; server/test/helper.ts holds the same.
    // WASIT_TEST_PASSWORD_COST: new password hashes at scrypt N = 2^10 instead of OWASP's 2^17 (server/auth/password-hash.ts),
    // so that sign-ups and sign-ins cost milliseconds; a hash carries its cost, and production never sets it.
    env: { AUDIT_KEY: '7465737420617564697420636861696e206b6579202d206e6f74207365637265', WASIT_TEST_PASSWORD_COST: '10' },
  },
});
