import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { installAuditKey } from '../../db/audit-key';
import { openDatabase, type Database } from '../../db/client';
import { insertUserWithPassword, type UserRecord } from '../../db/queries/users';
import { loadReferenceData } from '../../db/reference-data';
import { setTwoFactorRequired } from '../../db/queries/two-factor';
import type { Permission } from '../../contract/permissions';
import { build, type App } from '../app';
import { hashPassword } from '../auth/password-hash';
import { DEFAULT_RATE_LIMITS, type AppConfig } from '../config';
import { finishedWithin } from '../time-limit';
import { PGLITE_SNAPSHOT_ENV, POSTGRES_TEMPLATE_ENV, readPgliteSnapshot, waitForSessionsToLeave } from './database-templates';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI does).
 * TEST_DATABASE_KINDS (e.g. `postgres`) keeps only the engines it names, for a run by hand.
 */
export const DATABASE_KINDS: DatabaseKind[] = (process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)).filter(
  (kind) => !process.env.TEST_DATABASE_KINDS || process.env.TEST_DATABASE_KINDS.split(',').includes(kind),
);

export const TEST_ORIGIN = 'http://localhost:80';
export const TEST_PASSWORD = 'correct-horse-battery';

export type TestDatabase = Database & { drop: () => Promise<void> };

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

export type ScratchPostgres = { url: string; drop: () => Promise<void> };

/**
 * Bounds on a test database's clean-up. Once (in a full CI run) a file's clean-up waited past the
 * 120 s hook limit and failed a run whose tests had all passed: closing and dropping now end in time
 * and print what was holding them instead.
 */
const DROP_LIMIT_MS = 30_000;
const CLOSE_LIMIT_MS = 15_000;

async function serverSessions(client: pg.Client): Promise<string> {
  const { rows } = await client
    .query<Record<string, unknown>>(
      "select pid, datname, application_name, state, wait_event_type, wait_event, now() - query_start as running, left(query, 120) as query from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    )
    .catch((error: unknown) => ({ rows: [{ error: String(error) }] }));
  return rows.map((row) => JSON.stringify(row)).join('\n');
}

/**
 * A new PostgreSQL database on the given server (by default TEST_DATABASE_URL's): empty, or a copy
 * of `template`; `drop` removes it.
 */
export async function createScratchPostgres(serverUrl: string = adminUrl(), options: { template?: string } = {}): Promise<ScratchPostgres> {
  const name = `wasit_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl, statement_timeout: DROP_LIMIT_MS });
      await cleaner.connect();
      try {
        // Dropping "with (force)" while a closed pool's connections are still leaving would kill
        // them mid-goodbye and their client would throw an uncaught FATAL error.
        await waitForSessionsToLeave(cleaner, name);
        await cleaner.query(`drop database if exists ${name} with (force)`);
      } catch (error) {
        // A scratch copy left behind costs disk, not a result: the run goes on, and says what held it.
        console.warn(`the test database ${name} was not dropped (${String(error)}); the server's sessions then:\n${await serverSessions(cleaner)}`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

export type TestDatabaseOptions = {
  /**
   * A new database requires a second factor of privileged users (docs/permissions.md §11), so every
   * test signing in as an administrator would be asked to enrol first. Tests turn it off unless
   * they are about the second factor and ask for it.
   */
  twoFactorRequired?: boolean;
};

let pgliteSnapshot: Blob | undefined;
/** The migrated data folder vitest's global set-up made (undefined outside vitest: PGlite then migrates). */
function migratedPglite(): Blob | undefined {
  const file = process.env[PGLITE_SNAPSHOT_ENV];
  if (file) pgliteSnapshot ??= readPgliteSnapshot(file);
  return pgliteSnapshot;
}

/**
 * Each test file gets a database of its own: PGlite in memory, or a new PostgreSQL database it
 * drops. Both start as a copy of the run's migrated database when vitest's global set-up made one
 * (docs/architecture.md §3); opening then finds every migration applied.
 */
export async function openTestDatabase(kind: DatabaseKind, options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'pglite') {
    // A test's database holds a few hundred rows: a page cache of 16 MB instead of PostgreSQL's 128,
    // which it sets up at every start, opens it in 354 ms instead of 436 (medians, a quiet machine).
    const database = await openDatabase({ kind: 'pglite', dataDir: null, snapshot: migratedPglite(), sharedBuffers: '16MB' });
    await prepareTestDatabase(database, options);
    return { ...database, drop: database.close };
  }
  return openScratchTestDatabase(options);
}

/**
 * Opens a new PGlite data folder that a test then hands to a process (a tool, the real server): it
 * starts as a copy of the run's migrated database when vitest's global set-up made one, instead of
 * running initdb and every migration again in this process. Only for an empty folder: PGlite loads
 * a snapshot nowhere else. Where the test is about a first start on an empty folder, it does not use this.
 */
export function openMigratedPgliteFolder(dataDir: string): Promise<Database> {
  // The test writes audit rows into it too, as into openTestDatabase's (prepareTestDatabase), whichever test ran before.
  installAuditKey(TEST_AUDIT_KEY);
  return openDatabase({ kind: 'pglite', dataDir, snapshot: migratedPglite() });
}

export type ScratchTestDatabase = TestDatabase & { url: string };

/** A new PostgreSQL database prepared as openTestDatabase prepares one, with its URL for app processes to share. */
export async function openScratchTestDatabase(options: TestDatabaseOptions = {}): Promise<ScratchTestDatabase> {
  const scratch = await createScratchPostgres(adminUrl(), { template: process.env[POSTGRES_TEMPLATE_ENV] });
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  await prepareTestDatabase(database, options);
  return {
    ...database,
    url: scratch.url,
    drop: async () => {
      // Past the limit it says so and goes on: the drop "with (force)" ends what is left.
      if (!(await finishedWithin(database.close(), CLOSE_LIMIT_MS)))
        console.warn(`closing the test database ${scratch.url} took more than ${CLOSE_LIMIT_MS} ms: ${JSON.stringify(database.poolFigures())}`);
      await scratch.drop();
    },
  };
}

export async function prepareTestDatabase(database: Database, options: TestDatabaseOptions): Promise<void> {
  // Tests write audit rows before (or without) building an app: the test key is this process's.
  installAuditKey(TEST_AUDIT_KEY);
  await loadReferenceData(database.db);
  await setTwoFactorRequired(database.db, { required: options.twoFactorRequired ?? false, updatedBy: null });
}

/** For tests that start app processes on a database of their own: the same as openTestDatabase does. */
export async function withoutTwoFactorRequirement(database: Database): Promise<void> {
  await setTwoFactorRequired(database.db, { required: false, updatedBy: null });
}

/** The audit chain's key in tests (docs/architecture.md §9); tool processes get it as AUDIT_KEY. */
export const TEST_AUDIT_KEY_HEX = '7465737420617564697420636861696e206b6579202d206e6f74207365637265';
export const TEST_AUDIT_KEY = Buffer.from(TEST_AUDIT_KEY_HEX, 'hex');

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dataDir: null },
    appUrl: 'http://localhost:3000',
    authSecret: 'test-secret-that-is-long-enough-0123456789',
    auditKey: TEST_AUDIT_KEY,
    smtp: null,
    trustProxy: false,
    logLevel: 'silent',
    metricsToken: null,
    webDist: null,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

export async function buildTestApp(database: Database, overrides: Partial<AppConfig> = {}): Promise<App> {
  const app = await build({ config: testConfig(overrides), database, logger: false });
  await app.ready();
  return app;
}

let sharedHash: Promise<string> | null = null;
/** Test users share one hash of TEST_PASSWORD, at the tests' cost (WASIT_TEST_PASSWORD_COST, set by vitest.config.ts). */
export function testPasswordHash(): Promise<string> {
  sharedHash ??= hashPassword(TEST_PASSWORD);
  return sharedHash;
}

export type TestUserOptions = {
  permissions?: Permission[] | unknown;
  type?: string;
  canLogin?: boolean;
  isActive?: boolean;
  approved?: boolean;
  email?: string;
  name?: string;
  /** A hash of TEST_PASSWORD made elsewhere, e.g. at a lower cost for tests that sign in hundreds of times. */
  passwordHash?: string;
};

export async function createTestUser(database: Database, options: TestUserOptions = {}): Promise<UserRecord> {
  const id = randomUUID();
  return insertUserWithPassword(database.db, {
    id,
    name: options.name ?? `User ${id.slice(0, 8)}`,
    email: options.email ?? `user-${id.slice(0, 8)}@test.example`,
    phone: '+235 66 00 00 01',
    type: options.type ?? 'user',
    isActive: options.isActive ?? true,
    canLogin: options.canLogin ?? true,
    approvedAt: options.approved === false ? null : new Date(),
    permissions: (options.permissions ?? ['profile']) as string[],
    passwordHash: options.passwordHash ?? (await testPasswordHash()),
  });
}

/** Signs in through the API and returns the cookie header to send with later requests. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });
  if (answer.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${answer.statusCode} ${answer.body}`);
  return cookieFrom(answer.headers['set-cookie']);
}

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const lines = [setCookie ?? []].flat();
  return lines.map((line) => line.split(';')[0]).join('; ');
}

/** A same-origin browser request: cookie plus the Origin header the CSRF check expects. */
export function asBrowser(cookie: string): Record<string, string> {
  return { cookie, origin: TEST_ORIGIN };
}
