import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:cluster`: the instances-behind-a-load-balancer test (server/cluster), alone, for it
 * starts a PostgreSQL server, HAProxy and three app processes of its own (docs/running.md §4).
 */
export default defineConfig({
  test: {
    include: ['server/cluster/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    env: base.test?.env,
  },
});
