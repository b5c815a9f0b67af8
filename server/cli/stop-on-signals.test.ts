import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { DEMO_ADMIN } from '../../db/demo/demo-data';
import { accounts } from '../../db/schema';
import { OWASP_COST, TEST_COST_VARIABLE } from '../auth/password-hash';
import { openMigratedPgliteFolder } from '../test/helper';
import { killIfRunning, serverPid, signInOverHttp, startServer, waitForInFlight, type ServerProcess } from '../test/server-process';

// The real server in a child process on a new PGlite folder of its own (demo data: an administrator and operations to export).
const EXPORT_PATH = '/api/reports/operations/export?format=pdf&from=2000-01-01&to=2099-12-31&lang=ar';

/** Starting the real server (migrations, demo data) takes seconds, and minutes on a loaded machine. */
const PROCESS_TEST_LIMIT_MS = 300_000;

const started: ServerProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const server of started.splice(0)) killIfRunning(server);
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function newDataDir(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'wasit-stop-'));
  folders.push(folder);
  return folder;
}

/**
 * A new folder holding the migrated database already, for the tests about a stop: their start need
 * not run initdb and every migration again. The first test starts on an empty folder, as a person's
 * first start does.
 */
async function newMigratedDataDir(): Promise<string> {
  const folder = newDataDir();
  await (await openMigratedPgliteFolder(folder)).close();
  return folder;
}

async function start(dataDir: string, via: 'node' | 'npm'): Promise<ServerProcess> {
  // As a person starts it: without the tests' lower password cost.
  const server = await startServer({ env: { DATA_DIR: dataDir }, unset: [TEST_COST_VARIABLE], via });
  started.push(server);
  return server;
}

/**
 * Asks for a PDF export, sends `signal` to `target` once the server has taken the request, and
 * checks what a person relies on: the whole PDF arrives, a request made meanwhile is refused with
 * the translated 503, and the process exits 0.
 */
async function stopDuringPdfExport(server: ServerProcess, signal: NodeJS.Signals, target: 'server' | 'npm'): Promise<void> {
  const headers = await signInOverHttp(server.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const exportAnswer = fetch(`${server.url}${EXPORT_PATH}`, { headers });
  // The server has taken the request once its metrics count it in flight.
  await waitForInFlight(server.url, 'GET', '/api/reports/:report/export');
  process.kill(target === 'npm' ? server.child.pid! : serverPid(server), signal);
  await server.waitForOutput(/stopping: new requests refused/);

  const refused = await fetch(`${server.url}/api/auth/session`);
  expect(refused.status).toBe(503);
  expect(await refused.json()).toMatchObject({ code: 'SERVER_SHUTTING_DOWN' });
  // The probes still answer: alive, but not ready, so that the load balancer stops sending traffic (docs/running.md §1).
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const unready = await fetch(`${server.url}/api/ready`);
  expect(unready.status).toBe(503);
  expect(await unready.json()).toMatchObject({ code: 'NOT_READY', params: { reason: 'stopping' } });

  const answer = await exportAnswer;
  expect(answer.status, `the export answered ${answer.status}; the server's output:\n${server.output().slice(-4000)}`).toBe(200);
  const pdf = Buffer.from(await answer.arrayBuffer());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  expect(await server.exited).toEqual({ code: 0, signal: null });
  // The export was still running when the stop began: its completion is logged after it.
  const output = server.output();
  const completed = output.search(/"route":"\/api\/reports\/:report\/export"[^\n]*"status":200[^\n]*"msg":"request completed"/);
  expect(completed).toBeGreaterThan(output.indexOf('stopping: new requests refused'));
}

/** The data folder is free: its lock is gone and the database opens in this process at once. */
async function expectFolderFree(dataDir: string): Promise<void> {
  expect(existsSync(path.join(dataDir, 'wasit.lock'))).toBe(false);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.close();
}

/** The stored password hashes (the demo administrator's), as `scrypt$N$r$p`. */
async function hashCosts(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const rows = await database.db.select({ password: accounts.password }).from(accounts);
    return rows.map((row) => (row.password ?? '').split('$').slice(0, 4).join('$'));
  } finally {
    await database.close();
  }
}

describe('graceful stop of the real server (PGlite)', () => {
  it(
    'on SIGTERM finishes a PDF export in flight, refuses new requests with 503, exits 0, and a second server opens the folder at once; started as in production, it hashed the password at OWASP cost',
    async () => {
      const dataDir = newDataDir();
      const first = await start(dataDir, 'node');
      await stopDuringPdfExport(first, 'SIGTERM', 'server');
      // vitest runs with WASIT_TEST_PASSWORD_COST set; a start without it never takes a lower cost, and says nothing of one.
      expect(process.env[TEST_COST_VARIABLE]).toBeDefined();
      expect(first.output()).not.toContain(TEST_COST_VARIABLE);
      const second = await start(dataDir, 'node');
      expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
      process.kill(serverPid(second), 'SIGTERM');
      expect(await second.exited).toEqual({ code: 0, signal: null });
      await expectFolderFree(dataDir);
      expect([...new Set(await hashCosts(dataDir))]).toEqual([`scrypt$${OWASP_COST.N}$8$1`]);
    },
    PROCESS_TEST_LIMIT_MS,
  );

  it.each([
    ['when npm start gets SIGTERM, the signal reaches the server: the export completes, npm exits 0 and the folder is free', 'npm', 'SIGTERM', 'npm'],
    ['on SIGINT (Ctrl-C) does the same', 'node', 'SIGINT', 'server'],
  ] as const)(
    '%s',
    async (_title, via, signal, target) => {
      const dataDir = await newMigratedDataDir();
      await stopDuringPdfExport(await start(dataDir, via), signal, target);
      await expectFolderFree(dataDir);
    },
    PROCESS_TEST_LIMIT_MS,
  );
});
