import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseConfig } from '../../db/client';
import { accounts, auditLog, users } from '../../db/schema';
import { OWASP_COST, TEST_COST_VARIABLE } from '../auth/password-hash';
import { buildTestApp, createScratchPostgres, DATABASE_KINDS, type ScratchPostgres } from '../test/helper';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { email: 'Chief@Wasit.Example', password: 'a-long-admin-secret', name: 'Chief Administrator' };

type Outcome = { code: number | null; stdout: string; stderr: string };

/**
 * Runs the command as an operator would (`npm run create-admin`: tsx), in its own process, with only
 * the given database settings. Node loads tsx itself: `npx tsx` would start npm, then tsx's node,
 * then the tool's node, three processes where one does.
 */
function createAdmin(args: string[], env: Record<string, string>): Promise<Outcome> {
  // Nor the tests' lower password cost: an operator's create-admin hashes at OWASP's.
  const { DATABASE_URL: _url, DATA_DIR: _dir, [TEST_COST_VARIABLE]: _cost, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/create-admin.ts', ...args],
      { cwd: root, env: { ...inherited, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

const argsOf = (fields: { email: string; password: string; name: string }) => ['--email', fields.email, '--password', fields.password, '--name', fields.name];

/** The id of a process that has already ended. */
function deadPid(): number {
  const finished = spawnSync(process.execPath, ['-e', '']);
  return finished.pid!;
}

describe.each(DATABASE_KINDS)('create-admin on %s', (kind) => {
  let dataDir: string;
  let scratch: ScratchPostgres | null = null;
  let env: Record<string, string>;
  let target: DatabaseConfig;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'wasit-create-admin-'));
    if (kind === 'postgres') {
      scratch = await createScratchPostgres();
      env = { DATABASE_URL: scratch.url };
      target = { kind: 'postgres', url: scratch.url };
    } else {
      env = { DATA_DIR: dataDir };
      target = { kind: 'pglite', dataDir };
    }
  });
  afterAll(async () => {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an active, approved administrator holding all, who can sign in', async () => {
    const outcome = await createAdmin(argsOf(ADMIN), env);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('Administrator chief@wasit.example created. They enrol in the second factor');
    if (kind === 'pglite') expect(existsSync(path.join(dataDir, 'wasit.lock'))).toBe(false);

    const database = await openDatabase(target);
    try {
      const rows = await database.db.select().from(users);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        email: 'chief@wasit.example',
        name: ADMIN.name,
        type: 'admin',
        isActive: true,
        canLogin: true,
        approvedAt: expect.any(Date),
        permissions: ['all'],
      });
      const audit = await database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'user.create-admin'), eq(auditLog.entityId, rows[0]!.id)));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit[0]!.after)).not.toContain(ADMIN.password);
      const [account] = await database.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, rows[0]!.id));
      expect(account?.password?.split('$').slice(0, 4)).toEqual(['scrypt', String(OWASP_COST.N), '8', '1']);

      const app = await buildTestApp(database);
      try {
        const signedIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: ADMIN.email, password: ADMIN.password } });
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        // create-admin turns the second-factor requirement on: the new administrator enrols first.
        expect(signedIn.json()).toMatchObject({
          user: { type: 'admin', permissions: ['all'], twoFactorEnabled: false },
          redirectTo: '/app/dashboard',
          mustEnrolTwoFactor: true,
        });
        const cookie = signedIn.headers['set-cookie'];
        const dashboard = await app.inject({
          method: 'GET',
          url: '/api/dashboard',
          headers: {
            cookie: [cookie ?? []]
              .flat()
              .map((line) => line.split(';')[0])
              .join('; '),
          },
        });
        expect([dashboard.statusCode, dashboard.json().code]).toEqual([403, 'TWO_FACTOR_ENROLMENT_REQUIRED']);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });

  it('refuses a second account with the same e-mail, in any case, and adds nothing', async () => {
    // A lock left by a process that has ended does not stand in the way.
    if (kind === 'pglite') writeFileSync(path.join(dataDir, 'wasit.lock'), String(deadPid()));
    const outcome = await createAdmin(argsOf({ ...ADMIN, email: 'CHIEF@wasit.example', name: 'Impostor' }), env);
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain('A user with the e-mail chief@wasit.example already exists.');

    const database = await openDatabase(target);
    try {
      expect(await database.db.select().from(users)).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});

describe('create-admin refusals before any database work', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'wasit-create-admin-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Arguments are checked before the database is opened, so these run side by side.
  it.concurrent.each([
    ['a short password', { ...ADMIN, password: 'seven77' }, /--password: min_length/],
    ['a bad e-mail', { ...ADMIN, email: 'not-an-email' }, /--email: invalid_email/],
    ['an empty name', { ...ADMIN, name: '   ' }, /--name: required/],
  ])('refuses %s with a non-zero exit and says why', async (_label, fields, reason) => {
    const folder = path.join(dataDir, `never-${randomUUID()}`);
    const outcome = await createAdmin(argsOf(fields), { DATA_DIR: folder });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain('Usage: npm run create-admin -- --email E --password P --name N');
    expect(outcome.stderr).toMatch(reason);
    expect(outcome.stdout).toBe('');
    expect(existsSync(folder)).toBe(false);
  });

  it.concurrent('refuses missing arguments with the usage', async () => {
    const outcome = await createAdmin(['--email', 'alone@wasit.example'], { DATA_DIR: path.join(dataDir, 'never') });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toMatch(/Usage:[\s\S]*--password[\s\S]*--name/);
  });

  it('refuses a PGlite data folder locked by a live process, naming the folder, and leaves it untouched', async () => {
    const lockPath = path.join(dataDir, 'wasit.lock');
    writeFileSync(lockPath, String(process.pid));
    const outcome = await createAdmin(argsOf(ADMIN), { DATA_DIR: dataDir });
    expect(outcome.code).not.toBe(0);
    expect(outcome.stderr).toContain(`The data folder ${dataDir} is in use by process ${process.pid}`);
    expect(outcome.stderr).toContain('Stop it first');
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    expect(readdirSync(dataDir)).toEqual(['wasit.lock']);
  });
});
