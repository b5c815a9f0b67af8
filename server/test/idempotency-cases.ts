import type { ErrorCode } from '../../contract/errors';
import type { IDEMPOTENT_WRITES } from '../../contract/idempotency';
import type { TOperationBody } from '../../contract/operations';
import { SAMPLE_OPERATION_TERMS } from '../../contract/test-support/sample-operation';
import type { Db } from '../../db/client';
import type { App } from '../app';
import type { SignedInUser } from './api-suite';
import { setDistributionApproval } from './distribution-seed';
import { LEDGER_HEADERS } from './import-client';
import { caller, makeIndividual } from './people-fixtures';
import { SAMPLE_SALE } from './sample-sale';
import { expect } from 'vitest';

export type Route = (typeof IDEMPOTENT_WRITES)[number];
export type Request = { method: 'POST' | 'PUT'; url: string; payload: object | Buffer; headers?: Record<string, string> };

/** An operation between the tests' client and mediator (a normal mediator), dated 2026-03-10, paying the mediator `mediatorAmount`. */
export const operationBetween = (parties: { client: string; mediator: string }, mediatorAmount: string): TOperationBody => ({
  ...SAMPLE_OPERATION_TERMS,
  clientId: parties.client,
  mediatorId: parties.mediator,
  mediatorType: 'normal',
  mediatorAmount,
  operationDate: '2026-03-10',
});

/** Sends `request` as `user`, under the Idempotency-Key `key` when one is given. */
export function send(app: App, user: SignedInUser, request: Request, key?: string) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: { ...user.headers, ...request.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: request.payload,
  });
}
/**
 * One keyed route under test (docs/operations.md §10): `prepare` makes what its request acts on and
 * gives the request and another request (another body or another row) for the same key; `theirs` is
 * what another user's same request with the same key answers, for it runs as a request of its own:
 * 200, or the 409 refusal of what the first request already did.
 */
/**
 * What another user's same request under the same key answers: it runs (200, writing), or is refused
 * (409 with the code), or, a bulk action, answers its summary with every row refused, writing nothing.
 */
export type Case = {
  route: Route;
  variant?: string;
  prepare: () => Promise<{ request: Request; other: Request }>;
  theirs: 200 | 'every-row-refused' | ErrorCode;
};

/** What the cases make their rows with: the suite's own helpers (idempotency-routes.api.test.ts). */
export type KeyedFixtures = {
  /** The suite's app, read when a case runs (it is built in the suite's beforeAll). */
  app: () => App;
  db: () => Db;
  clerk: SignedInUser;
  member: SignedInUser;
  made: (url: string, payload: object) => Promise<string>;
  subscriber: () => Promise<string>;
  ledgerRow: (subscriberId: string, status: 'pending' | 'completed', amount?: string) => Promise<string>;
  operationBody: (mediatorAmount: string) => TOperationBody;
  onTwoRows: (url: string, payload: () => object, verb: string) => Promise<{ request: Request; other: Request }>;
  period: (month: number) => { year: string; month: string; currency: string };
  post: (user: SignedInUser, url: string, payload: object, method?: 'POST' | 'PUT') => Promise<Record<string, unknown>>;
  distribution: (month: number) => Promise<Request>;
  proposal: (month: number) => Promise<string>;
  decision: (id: string, verb: 'approve' | 'reject', payload?: object) => Request;
  profitRequest: () => Promise<string>;
  heldWrite: () => Promise<string>;
};

/**
 * One case per keyed route of contract/idempotency.ts (and the four-eyes variants of the
 * distribution's three), each making what its request acts on when it runs (docs/operations.md §10).
 */
export function keyedCases(fixtures: KeyedFixtures): Case[] {
  const {
    app,
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
  } = fixtures;
  /** The month distributed at once, four-eyes approval off: what a commission or a reset acts on. */
  const distributed = async (month: number) => {
    await setDistributionApproval(db(), false);
    const investors = await distribution(month);
    await post(clerk, investors.url, investors.payload);
  };
  /** The month's commissions as the page distributes them: previewed, then confirmed with the previewed total. */
  const commissionsBody = async (month: number) => {
    const preview = await post(clerk, '/api/profit-distribution/commissions/preview', period(month));
    return { ...period(month), confirmation: 'YES', expectedTotal: preview.total };
  };
  return [
    {
      route: 'POST /api/balance-transactions',
      prepare: async () => {
        const body = {
          subscriberId: await subscriber(),
          type: 'credit',
          creditType: 'new-amount',
          amount: '100',
          transactionDate: '2025-03-01',
          status: 'completed',
        };
        return {
          request: { method: 'POST', url: '/api/balance-transactions', payload: body },
          other: { method: 'POST', url: '/api/balance-transactions', payload: { ...body, amount: '200' } },
        };
      },
      theirs: 200,
    },
    ...(['complete', 'cancel'] as const).map((verb): Case => ({
      route: `POST /api/balance-transactions/{id}/${verb}`,
      prepare: async () => {
        const id = await subscriber();
        const [first, second] = [await ledgerRow(id, 'pending'), await ledgerRow(id, 'pending')];
        const action = (row: string): Request => ({ method: 'POST', url: `/api/balance-transactions/${row}/${verb}`, payload: {} });
        return { request: action(first), other: action(second) };
      },
      // The row is completed or cancelled by then.
      theirs: 'TRANSACTION_NOT_PENDING',
    })),
    {
      route: 'POST /api/balance-transactions/{id}/reverse',
      prepare: async () => {
        const id = await subscriber();
        const [first, second] = [await ledgerRow(id, 'completed'), await ledgerRow(id, 'completed')];
        const action = (row: string): Request => ({ method: 'POST', url: `/api/balance-transactions/${row}/reverse`, payload: {} });
        return { request: action(first), other: action(second) };
      },
      theirs: 'TRANSACTION_ALREADY_REVERSED',
    },
    {
      route: 'POST /api/update-balance',
      prepare: async () => {
        const body = { subscriberId: await subscriber(), type: 'debit', amount: '50', note: 'withdrawal' };
        return {
          request: { method: 'POST', url: '/api/update-balance', payload: body },
          other: { method: 'POST', url: '/api/update-balance', payload: { ...body, amount: '60' } },
        };
      },
      theirs: 200,
    },
    {
      route: 'POST /api/operations',
      prepare: async () => ({
        request: { method: 'POST', url: '/api/operations', payload: operationBody('2000') },
        other: { method: 'POST', url: '/api/operations', payload: operationBody('2500') },
      }),
      theirs: 200,
    },
    {
      route: 'PUT /api/operations/{id}',
      prepare: async () => {
        const id = await made('/api/operations', operationBody('2000'));
        return {
          request: { method: 'PUT', url: `/api/operations/${id}`, payload: operationBody('2100') },
          other: { method: 'PUT', url: `/api/operations/${id}`, payload: operationBody('2200') },
        };
      },
      // The same change again: it saves what is already there.
      theirs: 200,
    },
    {
      route: 'POST /api/operations/{id}/complete',
      prepare: () => onTwoRows('/api/operations', () => operationBody('2000'), 'complete'),
      theirs: 'OPERATION_LOCKED',
    },
    {
      route: 'POST /api/operations/{id}/cancel',
      prepare: () => onTwoRows('/api/operations', () => operationBody('2000'), 'cancel'),
      theirs: 'OPERATION_LOCKED',
    },
    {
      route: 'POST /api/product-sales',
      prepare: async () => ({
        request: { method: 'POST', url: '/api/product-sales', payload: SAMPLE_SALE },
        other: { method: 'POST', url: '/api/product-sales', payload: { ...SAMPLE_SALE, salePrice: '1300' } },
      }),
      theirs: 200,
    },
    {
      route: 'PUT /api/product-sales/{id}',
      prepare: async () => {
        const id = await made('/api/product-sales', SAMPLE_SALE);
        return {
          request: { method: 'PUT', url: `/api/product-sales/${id}`, payload: { ...SAMPLE_SALE, salePrice: '1250' } },
          other: { method: 'PUT', url: `/api/product-sales/${id}`, payload: { ...SAMPLE_SALE, salePrice: '1350' } },
        };
      },
      theirs: 200,
    },
    { route: 'POST /api/product-sales/{id}/sell', prepare: () => onTwoRows('/api/product-sales', () => SAMPLE_SALE, 'sell'), theirs: 'SALE_SOLD_LOCKED' },
    { route: 'POST /api/product-sales/{id}/cancel', prepare: () => onTwoRows('/api/product-sales', () => SAMPLE_SALE, 'cancel'), theirs: 'SALE_LOCKED' },
    {
      route: 'POST /api/profit-distribution/distribute',
      prepare: async () => {
        await setDistributionApproval(db(), false);
        return { request: await distribution(1), other: await distribution(2) };
      },
      // The month is distributed by then.
      theirs: 'ALREADY_DISTRIBUTED',
    },
    {
      route: 'POST /api/profit-distribution/commissions/distribute',
      prepare: async () => {
        await distributed(3);
        const body = await commissionsBody(3);
        return {
          request: { method: 'POST', url: '/api/profit-distribution/commissions/distribute', payload: body },
          other: { method: 'POST', url: '/api/profit-distribution/commissions/distribute', payload: { ...body, month: '4' } },
        };
      },
      theirs: 'COMMISSIONS_ALREADY_DISTRIBUTED',
    },
    {
      route: 'POST /api/profit-distribution/reset',
      prepare: async () => {
        await distributed(5);
        return {
          request: { method: 'POST', url: '/api/profit-distribution/reset', payload: period(5) },
          other: { method: 'POST', url: '/api/profit-distribution/reset', payload: period(6) },
        };
      },
      // Nothing is left to reset: the reset runs, and deletes nothing.
      theirs: 200,
    },
    // Under four-eyes approval (docs/distribution.md §14) the same three requests propose instead of posting.
    {
      route: 'POST /api/profit-distribution/distribute',
      variant: 'proposed',
      prepare: async () => {
        await setDistributionApproval(db(), true);
        return { request: await distribution(10), other: await distribution(11) };
      },
      // The month's proposal is pending by then.
      theirs: 'RUN_PENDING_APPROVAL',
    },
    {
      route: 'POST /api/profit-distribution/commissions/distribute',
      variant: 'proposed',
      prepare: async () => {
        await distributed(11);
        await setDistributionApproval(db(), true);
        const body = await commissionsBody(11);
        return {
          request: { method: 'POST', url: '/api/profit-distribution/commissions/distribute', payload: body },
          other: { method: 'POST', url: '/api/profit-distribution/commissions/distribute', payload: { ...body, expectedTotal: '1.00' } },
        };
      },
      theirs: 'RUN_PENDING_APPROVAL',
    },
    {
      route: 'POST /api/profit-distribution/reset',
      variant: 'proposed',
      prepare: async () => {
        await distributed(12);
        await setDistributionApproval(db(), true);
        return {
          request: { method: 'POST', url: '/api/profit-distribution/reset', payload: period(12) },
          other: { method: 'POST', url: '/api/profit-distribution/reset', payload: period(6) },
        };
      },
      theirs: 'RUN_PENDING_APPROVAL',
    },
    {
      route: 'POST /api/distribution-runs/{id}/approve',
      prepare: async () => {
        const [first, second] = [await proposal(7), await proposal(8)];
        return { request: decision(first, 'approve'), other: decision(second, 'approve') };
      },
      theirs: 'RUN_NOT_PENDING',
    },
    {
      route: 'POST /api/distribution-runs/{id}/reject',
      prepare: async () => {
        const id = await proposal(9);
        return { request: decision(id, 'reject', { reason: 'The loss is wrong' }), other: decision(id, 'reject', { reason: 'Another reason' }) };
      },
      theirs: 'RUN_NOT_PENDING',
    },
    ...(['approve', 'reject'] as const).map((verb): Case => ({
      route: `POST /api/profit-requests/{id}/${verb}`,
      prepare: async () => {
        const [first, second] = [await profitRequest(), await profitRequest()];
        const action = (id: string): Request => ({ method: 'POST', url: `/api/profit-requests/${id}/${verb}`, payload: {} });
        return { request: action(first), other: action(second) };
      },
      // The request is decided by then.
      theirs: 'PROFIT_REQUEST_ALREADY_DECIDED',
    })),
    {
      route: 'POST /api/operations/complete-many',
      prepare: async () => {
        const [first, second] = [await made('/api/operations', operationBody('2000')), await made('/api/operations', operationBody('2000'))];
        const many = (id: string): Request => ({ method: 'POST', url: '/api/operations/complete-many', payload: { ids: [id] } });
        return { request: many(first), other: many(second) };
      },
      // The operation is completed by then: their summary refuses it.
      theirs: 'every-row-refused',
    },
    {
      route: 'POST /api/profit-requests/decide-many',
      prepare: async () => {
        const [first, second] = [await profitRequest(), await profitRequest()];
        const many = (id: string): Request => ({ method: 'POST', url: '/api/profit-requests/decide-many', payload: { ids: [id], decision: 'approve' } });
        return { request: many(first), other: many(second) };
      },
      theirs: 'every-row-refused',
    },
    {
      route: 'POST /api/withdrawals/{id}/decide',
      prepare: async () => {
        const ask = async () => (await post(member, '/api/withdrawals', { currency: 'XAF', amount: '10', reason: 'keyed' })).id as string;
        const [first, second] = [await ask(), await ask()];
        const decide = (id: string): Request => ({ method: 'POST', url: `/api/withdrawals/${id}/decide`, payload: { decision: 'approve' } });
        return { request: decide(first), other: decide(second) };
      },
      // The request is decided by then.
      theirs: 'WITHDRAWAL_ALREADY_DECIDED',
    },
    {
      route: 'POST /api/money-proposals/{id}/approve',
      prepare: async () => {
        const [first, second] = [await heldWrite(), await heldWrite()];
        const approve = (id: string): Request => ({ method: 'POST', url: `/api/money-proposals/${id}/approve`, payload: {} });
        return { request: approve(first), other: approve(second) };
      },
      // The proposal is decided by then.
      theirs: 'RUN_NOT_PENDING',
    },
    {
      route: 'POST /api/money-proposals/{id}/reject',
      prepare: async () => {
        const id = await heldWrite();
        const reject = (reason: string): Request => ({ method: 'POST', url: `/api/money-proposals/${id}/reject`, payload: { reason } });
        return { request: reject('Not this one'), other: reject('Another reason') };
      },
      theirs: 'RUN_NOT_PENDING',
    },
    {
      route: 'POST /api/imports/commit',
      prepare: async () => {
        const person = await makeIndividual(app(), clerk.cookie);
        const created = await caller(app(), clerk.cookie)('POST', '/api/subscribers', {
          individualId: person.id,
          subscriptionDate: '2025-01-15',
          subscriptionAmount: '1000',
        });
        expect(created.statusCode, created.body).toBe(200);
        const upload = (amount: string): Request => ({
          method: 'POST',
          url: '/api/imports/commit?kind=ledger&fileName=keyed.csv',
          headers: { 'content-type': 'application/octet-stream' },
          payload: Buffer.from(`${LEDGER_HEADERS}\n${person.nni ?? ''},XAF,2025-04-01,credit,new-amount,${amount},completed,imported\n`),
        });
        return { request: upload('70'), other: upload('80') };
      },
      // The file is known by then: the commit runs and imports nothing, and says so.
      theirs: 200,
    },
  ];
}
