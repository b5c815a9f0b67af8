/**
 * The PostgreSQL server the benches run on: BENCH_DATABASE_URL, else TEST_DATABASE_URL (the
 * tests' server), else none and the benches run on PGlite only. Each bench makes a scratch
 * database of its own there and drops it afterwards.
 */
export function benchServerUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
}
