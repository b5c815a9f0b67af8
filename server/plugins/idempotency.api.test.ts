import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_PROGRESS_TYPE } from '../../contract/imports';
import { openDatabase } from '../../db/client';
import { buildTestApp, DATABASE_KINDS, type ScratchTestDatabase } from '../test/helper';
import { useApiSuite } from '../test/api-suite';
import { countRows } from '../test/distribution-seed';
import { LEDGER_HEADERS } from '../test/import-client';
import { createTestIndividual } from '../test/people';
import { caller, makeIndividual, makeSubscriber } from '../test/people-fixtures';
import { SAMPLE_SALE } from '../test/sample-sale';
import { operationBetween, send, type Request } from '../test/idempotency-cases';

/**
 * A money write under test: the request, another one under the same key, and how many rows it wrote
 * so far; `runAgain`, what the same request does when it runs a second time (another user's key).
 */
type Case = {
  name: string;
  prepare: () => Promise<{ request: Request; other: Request; written: () => Promise<number> }>;
  runAgain?: { status: number; writes: number };
};

const PERMISSIONS = ['transactions', 'subscribers', 'individuals', 'update-balance', 'complete-operations', 'product-sales', 'import'] as const;

describe.each(DATABASE_KINDS)('Idempotency-Key of money writes on %s (docs/operations.md §10)', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: [...PERMISSIONS], other: [...PERMISSIONS] } });
  const { clerk, other } = suite.users;
  const db = () => suite.database.db;
  const parties = {} as { client: string; mediator: string };

  beforeAll(async () => {
    parties.client = (await createTestIndividual(suite.database, { name: 'Idem Client' })).id;
    parties.mediator = (await createTestIndividual(suite.database, { name: 'Idem Mediator', type: 'mediator' })).id;
  });

  /** A subscriber, and the NNI an import file names it by. */
  const subscriberWithNni = async () => {
    const person = await makeIndividual(suite.app, clerk.cookie);
    const answer = await caller(suite.app, clerk.cookie)('POST', '/api/subscribers', {
      individualId: person.id,
      subscriptionDate: '2025-01-15',
      subscriptionAmount: '1000',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return { id: (answer.json() as { id: string }).id, individualNni: person.nni ?? '' };
  };
  const ledgerRows = (subscriberId: string) => () => countRows(db(), 'balance_transactions', `subscriber_id = '${subscriberId}'`);
  const audits = (action: string) => () => countRows(db(), 'audit_log', `action = '${action}'`);
  const operationBody = (mediatorAmount: string) => operationBetween(parties, mediatorAmount);
  const pendingRow = async (subscriberId: string) => {
    const answer = await send(suite.app, clerk, {
      method: 'POST',
      url: '/api/balance-transactions',
      payload: { subscriberId, type: 'credit', creditType: 'new-amount', amount: '10', transactionDate: '2025-03-01', status: 'pending' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { row: { id: string } }).row.id;
  };

  /** A row made without a key, for the actions on it: its id. */
  const made = async (url: string, payload: object) => {
    const answer = await send(suite.app, clerk, { method: 'POST', url, payload });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as { id?: string; row?: { id: string } };
    return body.row?.id ?? body.id ?? '';
  };
  /** Two rows and the same action on each: the action on the second is the other request under the key. */
  const actionCase = (name: string, url: string, payload: () => object, verb: string, action: string, runAgain: Case['runAgain']): Case => ({
    name,
    prepare: async () => {
      const [first, second] = [await made(url, payload()), await made(url, payload())];
      return {
        request: { method: 'POST', url: `${url}/${first}/${verb}`, payload: {} },
        other: { method: 'POST', url: `${url}/${second}/${verb}`, payload: {} },
        written: audits(action),
      };
    },
    runAgain,
  });

  const cases: Case[] = [
    {
      name: 'ledger.create',
      prepare: async () => {
        const { id } = await makeSubscriber(suite.app, clerk.cookie);
        const body = { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '100', transactionDate: '2025-03-01', status: 'completed' };
        return {
          request: { method: 'POST', url: '/api/balance-transactions', payload: body },
          other: { method: 'POST', url: '/api/balance-transactions', payload: { ...body, amount: '200' } },
          written: ledgerRows(id),
        };
      },
    },
    {
      name: 'ledger.updateBalance',
      prepare: async () => {
        const { id } = await makeSubscriber(suite.app, clerk.cookie);
        const body = { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '50', note: 'top-up' };
        return {
          request: { method: 'POST', url: '/api/update-balance', payload: body },
          other: { method: 'POST', url: '/api/update-balance', payload: { ...body, note: 'another' } },
          written: ledgerRows(id),
        };
      },
    },
    {
      name: 'ledger.complete',
      prepare: async () => {
        const { id } = await makeSubscriber(suite.app, clerk.cookie);
        const [first, second] = [await pendingRow(id), await pendingRow(id)];
        return {
          request: { method: 'POST', url: `/api/balance-transactions/${first}/complete`, payload: {} },
          // Another row under the same key: the path parameters are part of the request.
          other: { method: 'POST', url: `/api/balance-transactions/${second}/complete`, payload: {} },
          written: () => countRows(db(), 'balance_transactions', `subscriber_id = '${id}' and status = 'completed'`),
        };
      },
      // The row is completed by then: run again, the request is refused.
      runAgain: { status: 409, writes: 0 },
    },
    {
      name: 'ledger.reverse',
      prepare: async () => {
        const { id } = await makeSubscriber(suite.app, clerk.cookie);
        const credit = { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '10', transactionDate: '2025-03-01', status: 'completed' };
        const [first, second] = [await made('/api/balance-transactions', credit), await made('/api/balance-transactions', credit)];
        return {
          request: { method: 'POST', url: `/api/balance-transactions/${first}/reverse`, payload: {} },
          other: { method: 'POST', url: `/api/balance-transactions/${second}/reverse`, payload: {} },
          written: ledgerRows(id),
        };
      },
      runAgain: { status: 409, writes: 0 },
    },
    actionCase('operations.complete', '/api/operations', () => operationBody('2000'), 'complete', 'operation.complete', { status: 409, writes: 0 }),
    actionCase('productSales.sell', '/api/product-sales', () => SAMPLE_SALE, 'sell', 'product-sale.sell', { status: 409, writes: 0 }),
    {
      name: 'operations.create',
      prepare: async () => ({
        request: { method: 'POST', url: '/api/operations', payload: operationBody('2000') },
        other: { method: 'POST', url: '/api/operations', payload: operationBody('2500') },
        written: audits('operation.create'),
      }),
    },
    {
      name: 'productSales.create',
      prepare: async () => ({
        request: { method: 'POST', url: '/api/product-sales', payload: SAMPLE_SALE },
        other: { method: 'POST', url: '/api/product-sales', payload: { ...SAMPLE_SALE, salePrice: '1300' } },
        written: audits('product-sale.create'),
      }),
    },
    {
      name: 'imports.commit',
      prepare: async () => {
        const { id, individualNni } = await subscriberWithNni();
        const file = (amount: string) => Buffer.from(`${LEDGER_HEADERS}\n${individualNni},XAF,2025-04-01,credit,new-amount,${amount},completed,imported\n`);
        const upload = (amount: string): Request => ({
          method: 'POST',
          url: '/api/imports/commit?kind=ledger&fileName=ledger.csv',
          headers: { 'content-type': 'application/octet-stream' },
          payload: file(amount),
        });
        return { request: upload('70'), other: upload('80'), written: ledgerRows(id) };
      },
      // The file is known by then: run again, the commit imports nothing, and says so.
      runAgain: { status: 200, writes: 0 },
    },
  ];

  describe.each(cases)('$name', ({ prepare, runAgain = { status: 200, writes: 1 } }) => {
    it('answers the same key and request with the first answer again, and writes once', async () => {
      const { request, written } = await prepare();
      const before = await written();
      const key = randomUUID();
      const first = await send(suite.app, clerk, request, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(await written()).toBe(before + 1);
      const again = await send(suite.app, clerk, request, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toBe(first.body);
      expect(await written()).toBe(before + 1);
    });

    it('refuses the same key with another request, writing nothing', async () => {
      const { request, other, written } = await prepare();
      const key = randomUUID();
      expect((await send(suite.app, clerk, request, key)).statusCode).toBe(200);
      const after = await written();
      const refused = await send(suite.app, clerk, other, key);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(await written()).toBe(after);
    });

    it("keeps another user's same key apart", async () => {
      const { request, written } = await prepare();
      const before = await written();
      const key = randomUUID();
      expect((await send(suite.app, clerk, request, key)).statusCode).toBe(200);
      const theirs = await send(suite.app, other, request, key);
      expect(theirs.statusCode, theirs.body).toBe(runAgain.status);
      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(await written()).toBe(before + 1 + runAgain.writes);
    });
  });

  it('writes as before without a key, and reads the body whatever the order of its keys', async () => {
    const { id } = await makeSubscriber(suite.app, clerk.cookie);
    const body = { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '5', note: '' };
    const reordered = { note: '', amount: '5', creditType: 'new-amount', type: 'credit', subscriberId: id };
    const request = (payload: object): Request => ({ method: 'POST', url: '/api/update-balance', payload });
    expect((await send(suite.app, clerk, request(body))).statusCode).toBe(200);
    expect((await send(suite.app, clerk, request(body))).statusCode).toBe(200);
    expect(await ledgerRows(id)()).toBe(2);
    const key = randomUUID();
    expect((await send(suite.app, clerk, request(body), key)).statusCode).toBe(200);
    const again = await send(suite.app, clerk, request(reordered), key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await ledgerRows(id)()).toBe(3);
  });

  it('refuses a key that is empty, too long or not printable, before anything is written', async () => {
    const { id } = await makeSubscriber(suite.app, clerk.cookie);
    const request: Request = {
      method: 'POST',
      url: '/api/update-balance',
      payload: { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '5' },
    };
    for (const key of ['', 'k'.repeat(201), 'tab\there', 'é']) {
      const answer = await send(suite.app, clerk, request, key);
      expect(answer.statusCode, key).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'idempotency-key' }] } });
    }
    expect((await send(suite.app, clerk, request, 'k'.repeat(200))).statusCode).toBe(200);
    expect(await ledgerRows(id)()).toBe(1);
  });

  it('keeps no answer for a refusal that wrote nothing: the retry is checked again', async () => {
    const { id } = await makeSubscriber(suite.app, clerk.cookie, { amount: '0' });
    const key = randomUUID();
    const debit: Request = { method: 'POST', url: '/api/update-balance', payload: { subscriberId: id, type: 'debit', amount: '30' } };
    const refused = await send(suite.app, clerk, debit, key);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await countRows(db(), 'idempotency_keys', `key = '${key}'`)).toBe(0);
    await send(suite.app, clerk, {
      method: 'POST',
      url: '/api/update-balance',
      payload: { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '40' },
    });
    const retried = await send(suite.app, clerk, debit, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerRows(id)()).toBe(2);
  });

  it('forgets a key after 24 hours, and prunes the old ones', async () => {
    const { id } = await makeSubscriber(suite.app, clerk.cookie);
    const request: Request = {
      method: 'POST',
      url: '/api/update-balance',
      payload: { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '5' },
    };
    const [kept, old] = [randomUUID(), randomUUID()];
    expect((await send(suite.app, clerk, request, old)).statusCode).toBe(200);
    await db().execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`);
    const again = await send(suite.app, clerk, request, old);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await ledgerRows(id)()).toBe(2);
    await db().execute(sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`);
    expect((await send(suite.app, clerk, request, kept)).statusCode).toBe(200);
    expect(await countRows(db(), 'idempotency_keys', `key = '${old}'`)).toBe(0);
    expect(await countRows(db(), 'idempotency_keys', `key = '${kept}'`)).toBe(1);
  });

  it("replays an import's streamed answer whole", async () => {
    const { id, individualNni } = await subscriberWithNni();
    const request: Request = {
      method: 'POST',
      url: '/api/imports/commit?kind=ledger&fileName=streamed.csv',
      headers: { 'content-type': 'application/octet-stream', accept: `${IMPORT_PROGRESS_TYPE}, application/json` },
      payload: Buffer.from(`${LEDGER_HEADERS}\n${individualNni},XAF,2025-05-01,credit,new-amount,15,completed,streamed\n`),
    };
    const key = randomUUID();
    const first = await send(suite.app, clerk, request, key);
    expect(first.headers['content-type']).toContain(IMPORT_PROGRESS_TYPE);
    expect(first.body).toContain('"answer"');
    // The streamed answer is kept once it has ended, just after the last line went out.
    await expect.poll(() => countRows(db(), 'idempotency_keys', `key = '${key}' and status_code = 200`)).toBe(1);
    const again = await send(suite.app, clerk, request, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain(IMPORT_PROGRESS_TYPE);
    expect(again.body).toBe(first.body);
    expect(await ledgerRows(id)()).toBe(1);
  });

  it("answers the key holder's answer when a request with the same key wrote while this one found nothing to write", async () => {
    // The race a full run met once: B checks its key (free), A commits the same file under that key,
    // then B finds the file imported and writes nothing. Here A's claim and answer appear at the
    // moment B records its import's job (a trigger copies them from the first commit's key), which
    // is between B's key check and its look-up of the file.
    const { id, individualNni } = await subscriberWithNni();
    const request: Request = {
      method: 'POST',
      url: '/api/imports/commit?kind=ledger&fileName=raced.csv',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from(`${LEDGER_HEADERS}\n${individualNni},XAF,2025-06-01,credit,new-amount,35,completed,raced\n`),
    };
    const [firstKey, key] = [randomUUID(), randomUUID()];
    const first = await send(suite.app, clerk, request, firstKey);
    expect(first.statusCode, first.body).toBe(200);
    await db().execute(
      sql.raw(`create function hold_raced_key() returns trigger language plpgsql as $$ begin
        insert into idempotency_keys (user_id, key, operation_id, fingerprint, request_id, status_code, content_type, response_body)
          select user_id, '${key}', operation_id, fingerprint, 'the-request-beside', status_code, content_type, response_body
          from idempotency_keys where key = '${firstKey}' on conflict do nothing;
        return new; end $$`),
    );
    await db().execute(sql.raw('create trigger hold_raced_key after insert on jobs for each row execute function hold_raced_key()'));
    try {
      const raced = await send(suite.app, clerk, request, key);
      expect([raced.statusCode, raced.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(raced.body).toBe(first.body);
      expect(await ledgerRows(id)()).toBe(1);
      expect(await countRows(db(), 'idempotency_keys', `key = '${key}'`)).toBe(1);
    } finally {
      await db().execute(sql.raw('drop trigger hold_raced_key on jobs'));
      await db().execute(sql.raw('drop function hold_raced_key()'));
    }
  });

  // Two instances need a server both reach: PostgreSQL only (PGlite is one process's own).
  if (kind === 'postgres')
    it('writes once when requests with one key arrive together, on two instances', async () => {
      const url = (suite.database as ScratchTestDatabase).url;
      const secondDatabase = await openDatabase({ kind: 'postgres', url });
      const second = await buildTestApp(secondDatabase);
      try {
        const { id } = await makeSubscriber(suite.app, clerk.cookie);
        const request: Request = {
          method: 'POST',
          url: '/api/update-balance',
          payload: { subscriberId: id, type: 'credit', creditType: 'new-amount', amount: '25' },
        };
        const key = randomUUID();
        const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => send(index % 2 ? second : suite.app, clerk, request, key)));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
        expect(await ledgerRows(id)()).toBe(1);
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    });
});
