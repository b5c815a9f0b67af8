import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts', 'web/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['server/test/global-setup.ts'],
    pool: 'forks',
    fileParallelism: false,
  },
});
