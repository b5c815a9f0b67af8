import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './helper';

/**
 * A database of the file's own, without an app: opened before the file's tests, dropped after them.
 * The returned object is empty until then: read `database` inside hooks and tests.
 */
export function useTestDatabase(kind: DatabaseKind): { database: TestDatabase } {
  const suite = {} as { database: TestDatabase };
  beforeAll(async () => {
    suite.database = await openTestDatabase(kind);
  });
  afterAll(() => suite.database.drop());
  return suite;
}
