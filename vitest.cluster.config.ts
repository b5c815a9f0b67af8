import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:cluster`: the instances-behind-a-load-balancer test (server/cluster), alone, for it
 * starts a PostgreSQL server, HAProxy and three app processes of its own (docs/running.md §4);
 * and the reports read from a streaming replica, a primary and a replica of their own
 * (docs/running.md §7). One file after the other: the load test's timings are its own.
 */
export default defineConfig({
  test: {
    include: ['server/cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 180_000,
    env: base.test?.env,
  },
});
