import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_WRITES } from '../../contract/idempotency';
import { keyedCases, operationBetween, send, type Request } from '../test/idempotency-cases';
import { openDatabase } from '../../db/client';
import { buildTestApp, DATABASE_KINDS, type ScratchTestDatabase } from '../test/helper';
import { useApiSuite, type SignedInUser } from '../test/api-suite';
import { fingerprintChanges, fingerprintQuery, jobsSettled, takeFingerprint, type Fingerprint } from '../test/db-fingerprint';
import { countRows, seedDistributionParties, seedMediatorLink, seedOperation, seedSubscriber, setDistributionApproval } from '../test/distribution-seed';
import { confirmedBody } from '../test/distribution-requests';
import { linkUser, seedCapital, seedPerson, seedProfit, seedRun } from '../test/member-seed';
import { makeIndividual, makeSubscriber } from '../test/people-fixtures';
import type { App } from '../app';

const WRITER = [
  'transactions',
  'subscribers',
  'individuals',
  'update-balance',
  'complete-operations',
  'product-sales',
  'import',
  'profit-distribution',
  'approve-distributions',
  'add-profit',
] as const;

/** A year of monthly operations for each round of the distribution cases: one by one, then at once on two instances. */
const DISTRIBUTED_YEARS = ['2025', '2024'] as const;

/**
 * Every route of contract/idempotency.ts, each with a request that writes: the same key and request
 * answers the first answer again and writes nothing more, the same key with another request is
 * refused and writes nothing, and another user's same key is another key. "Nothing written" is the
 * whole database's fingerprint (each table's rows and numeric sums: balances, journal lines, audit
 * rows, runs, profits) unchanged.
 */
describe.each(DATABASE_KINDS)('Idempotency-Key on every money write on %s (docs/operations.md §10)', (kind) => {
  const suite = useApiSuite(kind, {
    users: {
      clerk: [...WRITER],
      other: [...WRITER],
      proposer: ['profit-distribution', 'approve-distributions'],
      member: { permissions: ['profile'], type: 'client' },
      // Sets an approval limit, and makes a write held above it (docs/operations.md §23).
      limiter: ['approval-limits'],
      holder: ['update-balance', 'subscribers'],
    },
  });
  const { clerk, other: otherUser, proposer, member, limiter, holder } = suite.users;
  const db = () => suite.database.db;
  const parties = {} as { client: string; mediator: string; run: string; memberIndividual: string };
  let query = '';

  /** The database once the jobs a posted distribution queues (its statement mails) have run. */
  const state = async (): Promise<Fingerprint> => {
    await jobsSettled(db());
    return takeFingerprint(db(), query);
  };

  beforeAll(async () => {
    query = await fingerprintQuery(db());
    const person = (name: string, type?: string) => makeIndividual(suite.app, clerk.cookie, { name, ...(type ? { type } : {}) });
    parties.client = (await person('Keyed Client')).id;
    parties.mediator = (await person('Keyed Mediator', 'mediator')).id;
    // A month of operations for each distribution case, in USD, and an investor with a mediator's commission on it.
    const seeded = await seedDistributionParties(db(), {
      mediators: [{ name: 'Commission Mediator' }],
      beneficiary: 'Keyed Beneficiary',
      weightingMethod: 'daily-product',
    });
    await seedSubscriber(db(), {
      id: 'keyed-investor',
      currency: 'USD',
      subscriptionDate: '2024-01-01',
      subscriptionAmount: '5000.00',
      name: 'Keyed Investor',
    });
    await seedMediatorLink(db(), { mediatorId: seeded.mediators[0], investorId: 'keyed-investor', percentage: '10' });
    for (const year of DISTRIBUTED_YEARS) {
      for (let month = 1; month <= 12; month += 1) {
        const date = `${year}-${String(month).padStart(2, '0')}-10`;
        await seedOperation(db(), { date, currency: 'USD', investorShare: `${100 + month}.00`, clientId: seeded.client, mediatorId: seeded.mediators[0] });
      }
    }
    parties.run = await seedRun(db());
    const owner = await seedPerson(db());
    await linkUser(db(), member.id, owner.id);
    await seedCapital(db(), { individualId: owner.id });
    parties.memberIndividual = owner.id;
    // Credits in GBP above 10.00 wait for a second approver; no other case writes GBP.
    await post(limiter, '/api/approval-limits', { limits: [{ action: 'update-balance', currency: 'GBP', amount: '10' }] }, 'PUT');
  });

  // --- What the requests act on, made without a key. ---

  const made = async (url: string, payload: object) => {
    const answer = await send(suite.app, clerk, { method: 'POST', url, payload });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { id?: string; row?: { id: string } };
    return body.row?.id ?? body.id ?? '';
  };
  const subscriber = async () => (await makeSubscriber(suite.app, clerk.cookie)).id;
  const ledgerRow = (subscriberId: string, status: 'pending' | 'completed', amount = '10') =>
    made('/api/balance-transactions', { subscriberId, type: 'credit', creditType: 'new-amount', amount, transactionDate: '2025-03-01', status });
  const operationBody = (mediatorAmount: string) => operationBetween(parties, mediatorAmount);
  /** The same action on two rows: the action on the second is the other request under the key. */
  const onTwoRows = async (url: string, payload: () => object, verb: string) => {
    const [first, second] = [await made(url, payload()), await made(url, payload())];
    const action = (id: string): Request => ({ method: 'POST', url: `${url}/${id}/${verb}`, payload: {} });
    return { request: action(first), other: action(second) };
  };

  /** The year the distribution cases distribute: each round of the cases has a year of its own. */
  let distributedYear: string = DISTRIBUTED_YEARS[0];
  const period = (month: number) => ({ year: distributedYear, month: String(month), currency: 'USD' });
  const investorBody = (month: number) => ({ ...period(month), source: 'operations', selection: { kind: 'all' }, investorPercentage: '90', loss: '0' });
  const post = async (user: SignedInUser, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => {
    const answer = await send(suite.app, user, { method, url, payload });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Record<string, unknown>;
  };
  /** The confirmed distribute request of a month, as the page sends it after its preview. */
  const distribution = async (month: number): Promise<Request> => {
    const preview = await post(clerk, '/api/profit-distribution/preview', investorBody(month));
    return { method: 'POST', url: '/api/profit-distribution/distribute', payload: confirmedBody(investorBody(month), preview) };
  };
  /** A pending proposal of a month's distribution by the proposer (four-eyes on): its id. */
  const proposal = async (month: number) => {
    await setDistributionApproval(db(), true);
    const request = await distribution(month);
    const answer = await post(proposer, request.url, request.payload);
    return (answer.proposal as { id: string }).id;
  };
  const decision = (id: string, verb: 'approve' | 'reject', payload: object = {}): Request => ({
    method: 'POST',
    url: `/api/distribution-runs/${id}/${verb}`,
    payload,
  });
  /** An unpaid profit row of the member and the member's pending request to add it to the capital: the request's id. */
  const profitRequest = async () => {
    const profitId = await seedProfit(db(), { runId: parties.run, individualId: parties.memberIndividual, share: '125' });
    await post(member, `/api/me/profits/${profitId}/request`, { note: 'add it' });
    const [row] = (
      (await db().execute(sql`select id from profit_requests where monthly_profit_id = ${profitId}::bigint`)) as unknown as { rows: Array<{ id: string }> }
    ).rows;
    return row!.id;
  };

  /** A GBP credit held above its approval limit by the holder: its proposal's id. */
  const heldWrite = async () => {
    const id = `held-${randomUUID()}`;
    await seedSubscriber(db(), { id, currency: 'GBP', subscriptionDate: '2024-01-01', subscriptionAmount: '100.00', name: 'Held Investor' });
    const payload = { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '50' };
    const answer = await send(suite.app, holder, { method: 'POST', url: '/api/update-balance', payload });
    expect(answer.statusCode, answer.body).toBe(202);
    return (answer.json() as { proposal: { id: string } }).proposal.id;
  };

  const cases = keyedCases({
    app: () => suite.app,
    db,
    clerk,
    member,
    made,
    subscriber,
    ledgerRow,
    operationBody,
    onTwoRows,
    period,
    post,
    distribution,
    proposal,
    decision,
    profitRequest,
    heldWrite,
  });

  it('covers every route that takes the key', () => {
    expect([...new Set(cases.map((testCase) => testCase.route))].sort()).toEqual([...IDEMPOTENT_WRITES].sort());
  });

  it('refuses a key used on one money write when it comes again on another route, writing nothing', async () => {
    const subscriberId = await subscriber();
    const key = randomUUID();
    const credit: Request = { method: 'POST', url: '/api/update-balance', payload: { subscriberId, type: 'credit', creditType: 'new-amount', amount: '5' } };
    expect((await send(suite.app, clerk, credit, key)).statusCode).toBe(200);
    const before = await state();
    const operation = await send(suite.app, clerk, { method: 'POST', url: '/api/operations', payload: operationBody('2000') }, key);
    expect([operation.statusCode, operation.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(fingerprintChanges(before, await state(), 0)).toEqual([]);
  });

  it.each(cases.map((testCase) => [testCase.variant ? `${testCase.route} (${testCase.variant})` : testCase.route, testCase] as const))(
    '%s: a replay writes nothing more, another request is refused, another user has a key of their own',
    async (_route, { prepare, theirs }) => {
      const { request, other } = await prepare();
      const key = randomUUID();
      const before = await state();

      const first = await send(suite.app, clerk, request, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const written = await state();
      expect(fingerprintChanges(before, written, 0), 'the first request writes').not.toEqual([]);
      expect(await countRows(db(), 'idempotency_keys', `key = '${key}'`)).toBe(1);

      const again = await send(suite.app, clerk, request, key);
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.body).toBe(first.body);
      expect(fingerprintChanges(written, await state(), 0), 'the replay writes nothing').toEqual([]);

      const refused = await send(suite.app, clerk, other, key);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
      expect(fingerprintChanges(written, await state(), 0), 'the refused request writes nothing').toEqual([]);

      const beforeTheirs = await state();
      const theirAnswer = await send(suite.app, otherUser, request, key);
      expect(theirAnswer.headers['idempotent-replayed']).toBeUndefined();
      if (theirs === 200) {
        expect(theirAnswer.statusCode, theirAnswer.body).toBe(200);
        // Answered by running: their key is kept apart from the first user's.
        expect(await countRows(db(), 'idempotency_keys', `key = '${key}'`)).toBe(2);
        const theirWrites = fingerprintChanges(beforeTheirs, await state(), 0).filter((change) => !change.startsWith('idempotency_keys:'));
        expect(theirWrites, 'their request ran').not.toEqual([]);
      } else if (theirs === 'every-row-refused') {
        expect(theirAnswer.statusCode, theirAnswer.body).toBe(200);
        expect(theirAnswer.json()).toMatchObject({ done: 0, sentForApproval: 0 });
        const theirWrites = fingerprintChanges(beforeTheirs, await state(), 0).filter((change) => !change.startsWith('idempotency_keys:'));
        expect(theirWrites, 'their refused rows write nothing').toEqual([]);
      } else {
        expect([theirAnswer.statusCode, theirAnswer.json().code]).toEqual([409, theirs]);
        expect(fingerprintChanges(beforeTheirs, await state(), 0), 'their refused request writes nothing').toEqual([]);
      }
      // The first user's key still answers the first answer.
      const still = await send(suite.app, clerk, request, key);
      expect(still.headers['idempotent-replayed']).toBe('true');
      expect(still.body).toBe(first.body);
    },
  );

  // Two instances need a server both reach: PostgreSQL only (PGlite is one process's own).
  if (kind === 'postgres')
    describe('requests with one key arriving together, on two instances', () => {
      let second: { app: App; close: () => Promise<void> } | null = null;

      beforeAll(async () => {
        distributedYear = DISTRIBUTED_YEARS[1];
        const database = await openDatabase({ kind: 'postgres', url: (suite.database as ScratchTestDatabase).url });
        const app = await buildTestApp(database);
        second = {
          app,
          close: async () => {
            await app.close();
            await database.close();
          },
        };
      });
      afterAll(async () => {
        await second?.close();
      });

      it.each(cases.map((testCase) => [testCase.variant ? `${testCase.route} (${testCase.variant})` : testCase.route, testCase] as const))(
        '%s: written once, every request answered with its answer',
        async (_route, { prepare }) => {
          const { request } = await prepare();
          const key = randomUUID();
          const answers = await Promise.all([0, 1, 2, 3].map((index) => send(index % 2 ? second!.app : suite.app, clerk, request, key)));
          expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
          expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
          expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
          expect(await countRows(db(), 'idempotency_keys', `key = '${key}'`)).toBe(1);
        },
      );
    });
});
