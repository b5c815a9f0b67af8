import { afterAll, beforeAll } from 'vitest';
import type { Permission } from '../../contract/permissions';
import type { App } from '../app';
import type { AppConfig } from '../config';
import {
  asBrowser,
  buildTestApp,
  createTestUser,
  openTestDatabase,
  signIn,
  type DatabaseKind,
  type TestDatabase,
  type TestDatabaseOptions,
  type TestUserOptions,
} from './helper';
import { caller } from './people-fixtures';

export type Caller = ReturnType<typeof caller>;

/** A user created for the suite and signed in; its fields are filled before the first test runs. */
export type SignedInUser = {
  id: string;
  email: string;
  cookie: string;
  /** The cookie and the Origin header of a same-origin browser request. */
  headers: Record<string, string>;
  /** Calls as this user; safe to keep before the user exists, it reads the cookie when it calls. */
  call: Caller;
};

/** Permissions alone, or every option of createTestUser. */
export type SuiteUser = Permission[] | TestUserOptions;

export type ApiSuiteOptions<Names extends string> = {
  database?: TestDatabaseOptions;
  config?: Partial<AppConfig>;
  /** Builds the app another way than buildTestApp does (e.g. another session lookup). */
  buildApp?: (database: TestDatabase) => Promise<App>;
  /** Users created and signed in once the app is up, by the name the tests use. */
  users?: Record<Names, SuiteUser>;
};

export type ApiSuite<Names extends string> = {
  database: TestDatabase;
  app: App;
  users: Record<Names, SignedInUser>;
  /** Creates another user and signs it in, for a test that needs one of its own. */
  signIn: (user?: SuiteUser) => Promise<SignedInUser>;
};

function userOptions(user: SuiteUser): TestUserOptions {
  return Array.isArray(user) ? { permissions: user } : user;
}

function pendingUser(suite: { app: App }): SignedInUser {
  const user: SignedInUser = {
    id: '',
    email: '',
    cookie: '',
    headers: {},
    call: (method, url, payload) => caller(suite.app, user.cookie)(method, url, payload),
  };
  return user;
}

/**
 * The set-up every API test file shares (docs/architecture.md §3): a database of its own, an app on
 * it and the signed-in users it names, opened before the file's tests and closed after them. The
 * returned object is empty until then: read its fields inside hooks and tests, not at describe time.
 */
export function useApiSuite<Names extends string = never>(kind: DatabaseKind, options: ApiSuiteOptions<Names> = {}): ApiSuite<Names> {
  const named = Object.entries(options.users ?? {}) as Array<[Names, SuiteUser]>;
  const suite = { users: {} as Record<Names, SignedInUser> } as ApiSuite<Names>;
  for (const [name] of named) suite.users[name] = pendingUser(suite);

  const signInto = async (target: SignedInUser, user: SuiteUser): Promise<SignedInUser> => {
    const record = await createTestUser(suite.database, userOptions(user));
    const cookie = await signIn(suite.app, record.email);
    return Object.assign(target, { id: record.id, email: record.email, cookie, headers: asBrowser(cookie) });
  };
  suite.signIn = (user = {}) => signInto(pendingUser(suite), user);

  beforeAll(async () => {
    suite.database = await openTestDatabase(kind, options.database);
    if (options.buildApp) {
      suite.app = await options.buildApp(suite.database);
      await suite.app.ready();
    } else {
      suite.app = await buildTestApp(suite.database, options.config);
    }
    // Password checks run on the thread pool: signing the users in together saves seconds.
    await Promise.all(named.map(([name, user]) => signInto(suite.users[name], user)));
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.database?.drop();
  });
  return suite;
}
