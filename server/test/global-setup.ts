import { createPostgresTemplate, migratedPgliteSnapshot, PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV } from './database-templates';

/**
 * vitest's global set-up, run once per `vitest run` before the test processes start: the migrated
 * databases that openTestDatabase copies (docs/architecture.md §3). The test processes inherit the
 * variables; the returned function drops the PostgreSQL template once every file has finished.
 */
export default async function setup(): Promise<() => Promise<void>> {
  process.env[PGLITE_SNAPSHOT_ENV] = await migratedPgliteSnapshot();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return async () => undefined;
  const template = await createPostgresTemplate(serverUrl);
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template.drop();
  };
}
