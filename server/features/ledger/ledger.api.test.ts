import { describe, expect, it } from 'vitest';
import type { TLedgerPage, TLedgerResult } from '../../../contract/ledger';
import { balanceAt, LEDGER_END, toDecimalString } from '../../../domain';
import { ledgerEntriesOf } from '../../../db/queries/ledger';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { balanceTransactions } from '../../../db/schema';
import { serverToday } from '../money-input';
import { DATABASE_KINDS, type TestDatabase } from '../../test/helper';
import { normaliseText, pdfText } from '../../test/pdf-text';
import { addLedgerDebit, addLedgerRow, makeSubscriber } from '../../test/people-fixtures';
import { expectCursorsRefused, expectSortedPaging } from '../../test/sorted-list';
import { useApiSuite } from '../../test/api-suite';
import { okJson } from '../../test/ok-json';
import { auditRows } from '../../test/audit-rows';

/** docs/operations.md §1: the cached column equals the core's balance over the rows. */
async function expectCacheMatchesLedger(database: TestDatabase, subscriberId: string) {
  const subscriber = (await findSubscriberById(database.db, subscriberId))!;
  const entries = await ledgerEntriesOf(database.db, subscriberId, subscriber.currency);
  const derived = balanceAt({ subscriptionAmountMinor: subscriber.subscriptionAmountMinor, entries, date: LEDGER_END });
  expect(subscriber.balanceMinor).toBe(derived);
  return derived;
}

describe.each(DATABASE_KINDS)('capital ledger on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { clerk: ['transactions', 'subscribers', 'individuals', 'update-balance'], outsider: ['subscribers'] } });
  const { clerk, outsider } = suite.users;

  const ledgerCount = async () => (await suite.database.db.select().from(balanceTransactions)).length;

  it('records a completed credit and a completed debit, moving the cached balance, each audited', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    const credit = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '25000', note: 'top-up' });
    expect(credit).toMatchObject({
      balanceBefore: '100000',
      balanceAfter: '125000',
      row: { type: 'credit', creditType: 'new-amount', status: 'completed', amount: '25000' },
    });
    const debit = await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '5000', transactionDate: '2025-04-01' });
    expect(debit.balanceAfter).toBe('120000');
    expect(await expectCacheMatchesLedger(suite.database, subscriber.id)).toBe(120000n);
    const audits = await auditRows(suite.database, 'balance-transaction.create', debit.row.id);
    expect(audits[0]?.after).toMatchObject({ amount: '5000', balance: '120000' });
  });

  it('keeps a pending row out of the balance until it is completed, and cancels another', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000.50', currency: 'USD' });
    const pending = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '99.50', status: 'pending', creditType: 'profit' });
    expect(pending.balanceAfter).toBe('1000.50');
    const completed = await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/complete`, {});
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().balanceAfter).toBe('1100.00');
    const again = await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/complete`, {});
    expect([again.statusCode, again.json().code]).toEqual([409, 'TRANSACTION_NOT_PENDING']);
    const other = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '10', status: 'pending' });
    const cancelled = await clerk.call('POST', `/api/balance-transactions/${other.row.id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ row: { status: 'cancelled' }, balanceAfter: '1100.00' });
    expect((await clerk.call('POST', `/api/balance-transactions/${other.row.id}/complete`, {})).json().code).toBe('TRANSACTION_NOT_PENDING');
    expect((await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/cancel`, {})).json().code).toBe('TRANSACTION_NOT_PENDING');
    await expectCacheMatchesLedger(suite.database, subscriber.id);
  });

  it('refuses a completed debit below zero, also when completing a pending one, and a back-dated dip', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const before = await ledgerCount();
    const tooMuch = await clerk.call('POST', '/api/balance-transactions', {
      subscriberId: subscriber.id,
      type: 'debit',
      amount: '1001',
      transactionDate: '2025-03-01',
      status: 'completed',
    });
    expect([tooMuch.statusCode, tooMuch.json().code, tooMuch.json().params.balance]).toEqual([409, 'INSUFFICIENT_BALANCE', '1000']);
    expect(await ledgerCount()).toBe(before);
    const pending = await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '1500', status: 'pending' });
    expect((await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/complete`, {})).json().code).toBe('INSUFFICIENT_BALANCE');
    await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '5000', transactionDate: '2025-06-01' });
    const dip = await clerk.call('POST', '/api/balance-transactions', {
      subscriberId: subscriber.id,
      type: 'debit',
      amount: '2000',
      transactionDate: '2025-05-01',
      status: 'completed',
    });
    expect(dip.json().code).toBe('INSUFFICIENT_BALANCE');
    await expectCacheMatchesLedger(suite.database, subscriber.id);
  });

  it.each([
    ['no subscriber', { subscriberId: '' }, 400, 'VALIDATION_FAILED', 'subscriberId'],
    ['a zero amount', { amount: '0' }, 400, 'VALIDATION_FAILED', 'amount'],
    ['a negative amount', { amount: '-5' }, 400, 'NEGATIVE_AMOUNT', null],
    ['a non-number', { amount: '12abc' }, 400, 'VALIDATION_FAILED', 'amount'],
    ['decimals XAF does not have', { amount: '10.5' }, 400, 'TOO_MANY_DECIMALS', null],
    ['no type', { type: undefined }, 400, 'VALIDATION_FAILED', 'type'],
    ['a credit without credit type', { creditType: undefined }, 400, 'CREDIT_TYPE_REQUIRED', 'creditType'],
    ['a debit with a credit type', { type: 'debit' }, 400, 'CREDIT_TYPE_NOT_ALLOWED', 'creditType'],
    ['a future date', { transactionDate: '2999-01-01' }, 400, 'DATE_IN_FUTURE', 'transactionDate'],
    ['a date before the subscription', { transactionDate: '2025-01-14' }, 400, 'DATE_BEFORE_SUBSCRIPTION', 'transactionDate'],
    ['an impossible date', { transactionDate: '2025-02-30' }, 400, 'INVALID_DATE', null],
    ['a cancelled status', { status: 'cancelled' }, 400, 'VALIDATION_FAILED', 'status'],
    ['an unknown subscriber', { subscriberId: '00000000-0000-4000-8000-000000000000' }, 404, 'SUBSCRIBER_NOT_FOUND', 'subscriberId'],
    ['an unknown field', { balance: '5' }, 400, 'VALIDATION_FAILED', 'balance'],
  ])('refuses %s with its own answer and writes nothing', async (_title, change, status, code, field) => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { date: '2025-01-15' });
    const before = await ledgerCount();
    const body = {
      subscriberId: subscriber.id,
      type: 'credit',
      creditType: 'new-amount',
      amount: '100',
      transactionDate: '2025-02-01',
      status: 'completed',
      ...change,
    };
    const answer = await clerk.call('POST', '/api/balance-transactions', JSON.parse(JSON.stringify(body)));
    expect([answer.statusCode, answer.json().code], answer.body).toEqual([status, code]);
    if (field) expect(answer.json().params.fields.map((item: { path: string }) => item.path)).toContain(field);
    expect(await ledgerCount()).toBe(before);
  });

  it('reverses a completed row once with the opposite completed row; never a pending row or a reversal', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '500' });
    const credit = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '300' });
    const reversed = await clerk.call('POST', `/api/balance-transactions/${credit.row.id}/reverse`, {});
    expect(reversed.statusCode, reversed.body).toBe(200);
    const reversal: TLedgerResult = reversed.json();
    expect(reversal).toMatchObject({
      balanceBefore: '800',
      balanceAfter: '500',
      row: { type: 'debit', status: 'completed', amount: '300', reversesId: credit.row.id, transactionDate: serverToday() },
    });
    expect((await clerk.call('POST', `/api/balance-transactions/${credit.row.id}/reverse`, {})).json().code).toBe('TRANSACTION_ALREADY_REVERSED');
    expect((await clerk.call('POST', `/api/balance-transactions/${reversal.row.id}/reverse`, {})).json().code).toBe('TRANSACTION_NOT_REVERSIBLE');
    const pending = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '1', status: 'pending' });
    expect((await clerk.call('POST', `/api/balance-transactions/${pending.row.id}/reverse`, {})).json().code).toBe('TRANSACTION_NOT_REVERSIBLE');
    expect((await clerk.call('POST', '/api/balance-transactions/987654321/reverse', {})).json().code).toBe('TRANSACTION_NOT_FOUND');
    expect((await clerk.call('POST', '/api/balance-transactions/abc/reverse', {})).json().code).toBe('VALIDATION_FAILED');
    const history = (await clerk.call('GET', `/api/balance-transactions?subscriberId=${subscriber.id}`)).json() as TLedgerPage;
    expect(history.items.find((item) => item.id === credit.row.id)?.reversedById).toBe(reversal.row.id);
    await expectCacheMatchesLedger(suite.database, subscriber.id);
  });

  it('refuses reversing a credit that was already spent', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '0' });
    const credit = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '300' });
    await addLedgerDebit(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '200' });
    expect((await clerk.call('POST', `/api/balance-transactions/${credit.row.id}/reverse`, {})).json().code).toBe('INSUFFICIENT_BALANCE');
  });

  it('filters the history by subscriber, type, status and dates, newest first, and pages by cursor', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '100000' });
    for (let day = 1; day <= 12; day += 1) {
      await addLedgerRow(suite.app, clerk.cookie, {
        subscriberId: subscriber.id,
        amount: String(day),
        transactionDate: `2025-05-${String(day).padStart(2, '0')}`,
        ...(day % 3 === 0 ? { type: 'debit', creditType: null } : {}),
        status: day % 4 === 0 ? 'pending' : 'completed',
      });
    }
    const list = (query: Record<string, string>) =>
      okJson<TLedgerPage>(clerk.call('GET', `/api/balance-transactions?${new URLSearchParams({ subscriberId: subscriber.id, ...query }).toString()}`));
    const first = await list({ limit: '10' });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.transactionDate).toBe('2025-05-12');
    const second = await list({ limit: '10', cursor: first.nextCursor! });
    expect(second.items.map((item) => item.transactionDate)).toEqual(['2025-05-02', '2025-05-01']);
    expect(second.nextCursor).toBeNull();
    expect((await list({ type: 'debit' })).items).toHaveLength(4);
    expect((await list({ status: 'pending' })).items).toHaveLength(3);
    expect((await list({ from: '2025-05-03', to: '2025-05-05' })).items.map((item) => item.amount)).toEqual(['5', '4', '3']);
    for (const query of ['type=gift', 'status=done', 'from=2025-13-01x', 'cursor=forged', 'limit=3', 'sort=note-asc', 'sort=date']) {
      expect((await clerk.call('GET', `/api/balance-transactions?${query}`)).json().code, query).toBe('VALIDATION_FAILED');
    }
  });

  it('sorts the history by every sortable column both ways, paging without a repeat or a gap', async () => {
    const people = [
      await makeSubscriber(suite.app, clerk.cookie, { name: 'Ledger Sort Bb', date: '2019-01-02', amount: '900000' }),
      await makeSubscriber(suite.app, clerk.cookie, { name: 'Ledger Sort Aa', date: '2019-01-02', amount: '900000', currency: 'USD' }),
    ];
    const plan: Array<[number, string, string, 'credit' | 'debit', 'pending' | 'completed']> = [
      [0, '2019-07-03', '150', 'credit', 'completed'],
      [1, '2019-07-01', '20.50', 'debit', 'completed'],
      [0, '2019-07-03', '150', 'debit', 'pending'],
      [1, '2019-07-09', '3000', 'credit', 'pending'],
      [0, '2019-07-02', '75', 'credit', 'completed'],
    ];
    for (const [index, transactionDate, amount, type, status] of plan) {
      await addLedgerRow(suite.app, clerk.cookie, {
        subscriberId: people[index]!.id,
        transactionDate,
        amount,
        type,
        creditType: type === 'credit' ? 'new-amount' : null,
        status,
      });
    }
    const list = async (query: Record<string, string>): Promise<TLedgerPage> =>
      (await clerk.call('GET', `/api/balance-transactions?${new URLSearchParams(query).toString()}`)).json();
    await expectSortedPaging(
      list,
      { from: '2019-07-01', to: '2019-07-31' },
      {
        fields: ['type', 'currency', 'status', 'createdAt'],
        decimals: ['amount'],
        computed: { date: (row) => row.transactionDate, subscriber: (row) => row.subscriberName },
      },
    );
    const first = await list({ from: '2019-07-01', to: '2019-07-31', sort: 'amount-asc', limit: '10' });
    await expectCursorsRefused(
      'amount-asc',
      first.items[0]!.amount,
      (cursor) => clerk.call('GET', `/api/balance-transactions?${new URLSearchParams({ sort: 'amount-asc', cursor }).toString()}`),
      [Buffer.from(JSON.stringify(['amount-asc', '1', 'not-a-number'])).toString('base64url')],
    );
  });

  it('prints a receipt whose text carries the subscriber, the amount and the words, in English and Arabic', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '750000', name: 'Haroun Mahamat Saleh' });
    const credit = await addLedgerRow(suite.app, clerk.cookie, { subscriberId: subscriber.id, amount: '1250000', creditType: 'profit' });
    const english = await clerk.call('GET', `/api/balance-transactions/${credit.row.id}/receipt.pdf?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(english.rawPayload);
    for (const expected of ['Haroun Mahamat Saleh', 'Capital transaction receipt', normaliseText('1,250,000'), normaliseText('2,000,000')])
      expect(text).toContain(normaliseText(expected));
    const arabic = await pdfText((await clerk.call('GET', `/api/balance-transactions/${credit.row.id}/receipt.pdf?lang=ar`)).rawPayload);
    for (const word of 'إيصال حركة رأس المال'.split(' ')) expect(arabic).toContain(normaliseText(word));
    expect(arabic).toContain(normaliseText('1,250,000'));
    expect(arabic).toContain(`#${credit.row.id}`);
    expect(arabic).toContain(credit.row.transactionDate);
    expect((await clerk.call('GET', `/api/balance-transactions/${credit.row.id}/receipt.pdf?lang=de`)).json().code).toBe('VALIDATION_FAILED');
    expect((await clerk.call('GET', '/api/balance-transactions/99999999/receipt.pdf')).json().code).toBe('TRANSACTION_NOT_FOUND');
  });

  it('updates a balance with a completed row dated today, shows before and after, refuses below zero', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '2000' });
    const credit = await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'credit', creditType: 'profit', amount: '500' });
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ balanceBefore: '2000', balanceAfter: '2500', row: { status: 'completed', transactionDate: serverToday() } });
    const debit = await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'debit', amount: '2500' });
    expect(debit.json().balanceAfter).toBe('0');
    const below = await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'debit', amount: '1' });
    expect([below.statusCode, below.json().code]).toEqual([409, 'INSUFFICIENT_BALANCE']);
    expect((await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'credit', amount: '1' })).json().code).toBe(
      'CREDIT_TYPE_REQUIRED',
    );
    expect((await clerk.call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'debit', amount: '1', status: 'pending' })).json().code).toBe(
      'VALIDATION_FAILED',
    );
    const audits = await auditRows(suite.database, 'balance-transaction.update-balance');
    expect(audits.length).toBeGreaterThanOrEqual(2);
    await expectCacheMatchesLedger(suite.database, subscriber.id);
  });

  it('refuses callers without the permission of each screen', async () => {
    expect((await outsider.call('GET', '/api/balance-transactions')).statusCode).toBe(403);
    expect((await outsider.call('POST', '/api/update-balance', {})).statusCode).toBe(403);
    const subscriber = await makeSubscriber(suite.app, clerk.cookie);
    const { call: transactionsOnly } = await suite.signIn(['transactions']);
    expect((await transactionsOnly('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'debit', amount: '1' })).statusCode).toBe(403);
    expect((await transactionsOnly('GET', '/api/subscribers/lookup')).statusCode).toBe(200);
  });

  it('keeps the cache equal to the core over a long random ledger', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '50000', date: '2024-01-01' });
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let index = 0; index < 25; index += 1) {
      const debit = next() % 3 === 0;
      const answer = await clerk.call('POST', '/api/balance-transactions', {
        subscriberId: subscriber.id,
        type: debit ? 'debit' : 'credit',
        ...(debit ? {} : { creditType: next() % 2 ? 'profit' : 'new-amount' }),
        amount: String(1 + (next() % 20000)),
        transactionDate: `2024-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (next() % 28)).padStart(2, '0')}`,
        status: next() % 5 === 0 ? 'pending' : 'completed',
      });
      expect([200, 409]).toContain(answer.statusCode);
    }
    const derived = await expectCacheMatchesLedger(suite.database, subscriber.id);
    expect(derived >= 0n).toBe(true);
  });

  it('refuses an amount too large for the money column, field named, writing nothing (was a numeric overflow, 500)', async () => {
    const subscriber = await makeSubscriber(suite.app, clerk.cookie, { amount: '1000' });
    const before = await ledgerCount();
    for (const amount of ['12345678901234567890', '12345678901234567890123456789012345678', '1000000000000000000']) {
      for (const [url, body] of [
        [
          '/api/balance-transactions',
          { subscriberId: subscriber.id, type: 'credit', creditType: 'new-amount', amount, transactionDate: '2025-03-01', status: 'completed' },
        ],
        ['/api/update-balance', { subscriberId: subscriber.id, type: 'credit', creditType: 'new-amount', amount }],
      ] as const) {
        const answer = await clerk.call('POST', url, body);
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json()).toMatchObject({ code: 'VALIDATION_FAILED', params: { fields: [{ path: 'amount', issue: 'too_large' }] } });
      }
    }
    expect(await ledgerCount()).toBe(before);
    // The largest amount the column holds passes the contract; the balance it would make does not fit, and is refused.
    const overflow = await clerk.call('POST', '/api/update-balance', {
      subscriberId: subscriber.id,
      type: 'credit',
      creditType: 'new-amount',
      amount: '999999999999999999',
    });
    expect([overflow.statusCode, overflow.json().code]).toEqual([409, 'AMOUNT_OUT_OF_RANGE']);
    expect(await ledgerCount()).toBe(before);
    expect((await findSubscriberById(suite.database.db, subscriber.id))?.balanceMinor).toBe(1000n);
  });

  it('refuses a list filter on a date the calendar does not have (was a 500)', async () => {
    for (const query of ['from=2026-02-30', 'to=0000-00-00']) {
      const answer = await clerk.call('GET', `/api/balance-transactions?${query}`);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'INVALID_DATE', params: { field: query.slice(0, query.indexOf('=')) } });
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrent debits on postgres', () => {
  const suite = useApiSuite('postgres');

  it('lets exactly as many of 20 simultaneous debits through as the balance allows', async () => {
    const { cookie, call } = await suite.signIn(['all']);
    // 70,000 covers seven debits of 10,000 and not an eighth.
    const subscriber = await makeSubscriber(suite.app, cookie, { amount: '70000' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_unused, index) =>
        index % 2
          ? call('POST', '/api/update-balance', { subscriberId: subscriber.id, type: 'debit', amount: '10000' })
          : call('POST', '/api/balance-transactions', {
              subscriberId: subscriber.id,
              type: 'debit',
              amount: '10000',
              transactionDate: serverToday(),
              status: 'completed',
            }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(7);
    expect(answers.filter((answer) => answer.statusCode === 409 && answer.json().code === 'INSUFFICIENT_BALANCE')).toHaveLength(13);
    const derived = await expectCacheMatchesLedger(suite.database, subscriber.id);
    expect(toDecimalString({ amountMinor: derived, currency: 'XAF' })).toBe('0');
  });

  it('completes only as many pending debits at once as the balance allows', async () => {
    const { cookie, call } = await suite.signIn(['transactions', 'subscribers', 'individuals']);
    const subscriber = await makeSubscriber(suite.app, cookie, { amount: '30000' });
    const pending = [];
    for (let index = 0; index < 6; index += 1)
      pending.push(await addLedgerRow(suite.app, cookie, { subscriberId: subscriber.id, type: 'debit', creditType: null, amount: '10000', status: 'pending' }));
    const answers = await Promise.all(pending.map((row) => call('POST', `/api/balance-transactions/${row.row.id}/complete`, {})));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(await expectCacheMatchesLedger(suite.database, subscriber.id)).toBe(0n);
  });
});
