import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../db/client';
import { loadReferenceData } from '../../../db/reference-data';
import { cookieFrom, createScratchPostgres, createTestUser, TEST_PASSWORD, type ScratchPostgres } from '../../test/helper';
import { linkUser, seedCapital, seedPerson, seedProfit, seedProfitRequest, seedRun } from '../../test/member-seed';
import { freePort } from '../../test/server-process';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const APPROVALS = 20;

type Instance = { child: ChildProcess; origin: string; output: string[] };

/** One real app process on the shared PostgreSQL database, as a second machine behind a load balancer would be. */
async function startInstance(databaseUrl: string, authSecret: string): Promise<Instance> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/cli/start.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      AUTH_SECRET: authSecret,
      SKIP_WEB_BUILD: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { child, origin, output: [] };
  child.stdout?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => instance.output.push(chunk.toString()));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${instance.output.join('')}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return instance;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance did not start: ${instance.output.join('')}`);
}

async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.pid === undefined) return;
  const exited = once(instance.child, 'exit');
  process.kill(instance.child.pid, 'SIGTERM');
  await exited;
}

async function signInAt(instance: Instance, email: string): Promise<string> {
  const answer = await fetch(`${instance.origin}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: instance.origin },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
  return cookieFrom(answer.headers.getSetCookie());
}

describe.runIf(process.env.TEST_DATABASE_URL)('two app instances approving one request at once', () => {
  let scratch: ScratchPostgres;
  let database: Database;
  const instances: Instance[] = [];
  const fixture = { requestId: '', subscriberId: '', profitId: '' };
  const cookies: string[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres();
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    await loadReferenceData(database.db);
    const member = await createTestUser(database, { permissions: ['profile'], type: 'client' });
    const approvers = await Promise.all([createTestUser(database, { permissions: ['add-profit'] }), createTestUser(database, { permissions: ['add-profit'] })]);
    const person = await seedPerson(database.db);
    await linkUser(database.db, member.id, person.id);
    fixture.subscriberId = await seedCapital(database.db, { individualId: person.id, amount: '100000' });
    fixture.profitId = await seedProfit(database.db, { runId: await seedRun(database.db), individualId: person.id, share: '2500' });
    fixture.requestId = randomUUID();
    await seedProfitRequest(database.db, { id: fixture.requestId, profitId: fixture.profitId, requesterUserId: member.id, individualId: person.id });
    const secret = `race-secret-${randomUUID()}`;
    instances.push(...(await Promise.all([startInstance(scratch.url, secret), startInstance(scratch.url, secret)])));
    // Approver i signs in on instance i; both sessions live in the shared database.
    cookies.push(...(await Promise.all(approvers.map((approver, index) => signInAt(instances[index]!, approver.email)))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await database?.close();
    await scratch?.drop();
  });

  it('credits the balance exactly once; every other approval is refused as already decided', async () => {
    const answers = await Promise.all(
      Array.from({ length: APPROVALS }, async (_, index) => {
        const instance = instances[index % 2]!;
        const answer = await fetch(`${instance.origin}/api/profit-requests/${fixture.requestId}/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: instance.origin, cookie: cookies[index % 2]! },
          body: '{}',
        });
        return { status: answer.status, body: (await answer.json()) as { code?: string } };
      }),
    );
    const succeeded = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(succeeded).toHaveLength(1);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(
      Array.from({ length: APPROVALS - 1 }, () => [409, 'PROFIT_REQUEST_ALREADY_DECIDED']),
    );

    const { rows: ledger } = (await database.db.execute(
      sql`select amount::text from balance_transactions where subscriber_id = ${fixture.subscriberId} and credit_type = 'profit'`,
    )) as unknown as { rows: Array<{ amount: string }> };
    expect(ledger).toEqual([{ amount: '2500.00' }]);
    const { rows: capital } = (await database.db.execute(sql`select balance::text from subscribers where id = ${fixture.subscriberId}`)) as unknown as {
      rows: Array<{ balance: string }>;
    };
    expect(capital[0]!.balance).toBe('102500.00');
    const { rows: profit } = (await database.db.execute(sql`select paid from monthly_profits where id = ${fixture.profitId}::bigint`)) as unknown as {
      rows: Array<{ paid: boolean }>;
    };
    expect(profit[0]!.paid).toBe(true);
  });
});
