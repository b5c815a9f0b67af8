import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TIndividualRow } from '../../contract/individuals';
import type { TLedgerResult } from '../../contract/ledger';
import type { TSubscriberRow } from '../../contract/subscribers';
import type { App } from '../app';
import { asBrowser } from './helper';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as a signed-in browser; the answer is returned as is. */
export function caller(app: App, cookie: string) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: asBrowser(cookie), ...(payload === undefined ? {} : { payload }) });
}

let counter = 0;
/** A valid individual body, unique in e-mail and phone. */
export function individualBody(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = randomUUID().slice(0, 8);
  const digits = String(Date.now() % 1_000_000).padStart(6, '0') + String(counter).padStart(4, '0');
  return {
    name: `Person ${tag}`,
    phone: `+235 ${digits}`,
    email: `person-${tag}@people.example`,
    type: 'user',
    nni: `NNI-${tag}`,
    nationality: 'Chad',
    isActive: true,
    ...overrides,
  };
}

export async function makeIndividual(app: App, cookie: string, overrides: Record<string, unknown> = {}): Promise<TIndividualRow> {
  const answer = await caller(app, cookie)('POST', '/api/individuals', individualBody(overrides));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

export async function makeSubscriber(
  app: App,
  cookie: string,
  params: { amount?: string; date?: string; currency?: string; name?: string } = {},
): Promise<TSubscriberRow> {
  const person = await makeIndividual(app, cookie, params.name ? { name: params.name } : {});
  const answer = await caller(app, cookie)('POST', '/api/subscribers', {
    individualId: person.id,
    subscriptionDate: params.date ?? '2025-01-15',
    subscriptionAmount: params.amount ?? '100000',
    ...(params.currency ? { currency: params.currency } : {}),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

export async function addLedgerRow(app: App, cookie: string, body: Record<string, unknown>): Promise<TLedgerResult> {
  const answer = await caller(app, cookie)('POST', '/api/balance-transactions', {
    type: 'credit',
    creditType: 'new-amount',
    transactionDate: '2025-03-01',
    status: 'completed',
    ...body,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** A row taking money out: the row addLedgerRow writes, as a debit, which has no credit type. */
export function addLedgerDebit(app: App, cookie: string, body: Record<string, unknown>): Promise<TLedgerResult> {
  return addLedgerRow(app, cookie, { type: 'debit', creditType: null, ...body });
}
