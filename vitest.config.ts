import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
    // The audit chain's key (docs/architecture.md §9) for the app processes tests start; server/test/helper.ts holds the same.
    env: { AUDIT_KEY: '7465737420617564697420636861696e206b6579202d206e6f74207365637265' },
  },
});
