import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ZIndividualBody } from '../../contract/individuals';
import { ZCreateLedgerBody } from '../../contract/ledger';
import { ZOperationBody } from '../../contract/operations';
import { ApiError } from '../../web/src/api/api-error';
import { translateFieldErrors } from '../../web/src/api/translate-error';
import { schemaValidate, type BodySchema } from '../../web/src/app/schema-form';
import { DATABASE_KINDS } from '../test/helper';
import { individualBody } from '../test/people-fixtures';
import { useApiSuite } from '../test/api-suite';

/** Keys and bounds, so that two messages agree only when the issue and its bounds do. */
const t = ((key: string, options?: { min?: unknown; max?: unknown }) => `${key}|${String(options?.min)}|${String(options?.max)}`) as unknown as TFunction;

const operation = {
  sourceCountry: 'chad',
  destinationCountry: 'uae',
  amount: '1000',
  currency: 'XAF',
  exchangeRate: '1',
  serviceRate: '2',
  clientId: 'demo-individual-01',
  mediatorId: 'demo-individual-02',
  mediatorType: 'mediator-trader',
  operationDate: '2026-01-05',
};
const ledger = {
  subscriberId: 'demo-subscriber-01',
  type: 'credit',
  creditType: 'new-amount',
  amount: '100',
  transactionDate: '2026-01-05',
  status: 'pending',
  note: '',
};

/** Refused bodies: each field a form could get wrong, in the shapes people type. */
const CASES: Array<{ name: string; url: string; schema: BodySchema; body: Record<string, unknown> }> = [
  {
    name: 'an individual with no name, a bad e-mail and phone',
    url: '/api/individuals',
    schema: ZIndividualBody,
    body: individualBody({ name: ' ', email: 'not-an-email', phone: 'call me', nni: '' }),
  },
  { name: 'an individual with a name past its length', url: '/api/individuals', schema: ZIndividualBody, body: individualBody({ name: 'x'.repeat(121) }) },
  {
    name: 'a ledger row with no subscriber, a comma amount and no date',
    url: '/api/balance-transactions',
    schema: ZCreateLedgerBody,
    body: { ...ledger, subscriberId: '', amount: '12,5', transactionDate: '' },
  },
  {
    name: 'a ledger row with an amount past the column',
    url: '/api/balance-transactions',
    schema: ZCreateLedgerBody,
    body: { ...ledger, amount: '1'.repeat(19) },
  },
  {
    name: 'an operation with a word for an amount, no client and a short date',
    url: '/api/operations',
    schema: ZOperationBody,
    body: { ...operation, amount: 'abc', clientId: '', operationDate: '2026-1-5' },
  },
  {
    name: 'an operation with an empty rate and a bad id',
    url: '/api/operations',
    schema: ZOperationBody,
    body: { ...operation, exchangeRate: '', mediatorId: '../etc' },
  },
];

describe.each(DATABASE_KINDS)('forms and the server agree on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['all'] } });
  const { admin } = suite.users;

  it.each(CASES)('$name: the form names the fields and messages the server answers', async ({ url, schema, body }) => {
    const answer = await admin.call('POST', url, body);
    expect(answer.statusCode, answer.body).toBe(400);
    const server = translateFieldErrors(t, new ApiError({ code: 'VALIDATION_FAILED', status: 400, params: answer.json().params }));
    const form = schemaValidate<Record<string, unknown>>(schema, t)(body);
    expect(Object.keys(form).length).toBeGreaterThan(0);
    expect(form).toEqual(server);
  });

  it('a body the form accepts passes the schema on the server too', () => {
    expect(schemaValidate(ZIndividualBody, t)(individualBody())).toEqual({});
    expect(schemaValidate(ZOperationBody, t)(operation)).toEqual({});
    expect(schemaValidate(ZCreateLedgerBody, t)(ledger)).toEqual({});
  });
});
