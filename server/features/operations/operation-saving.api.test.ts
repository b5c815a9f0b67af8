import { describe, expect, it } from 'vitest';
import { computeOperationFromInput, ratiosForEdit } from '../../../contract/operation-input';
import type { TOperationBody, TOperationRow } from '../../../contract/operations';
import { operations } from '../../../db/schema';
import { DATABASE_KINDS } from '../../test/helper';
import { auditRows } from '../../test/audit-rows';
import { useOperationsSuite } from '../../test/operations-suite';

describe.each(DATABASE_KINDS)('operations on %s', (kind) => {
  const { suite, clerk, outsider, settingsAdmin, fixture, call, create } = useOperationsSuite(kind);

  describe('saving', () => {
    it('computes the shares on the server by docs/operations.md §4 and numbers the operation', async () => {
      const row = await create();
      // revenue 3% of 1,000,000 = 30,000; investor 50% = 15,000; mediator 2,000; special 5% of 13,000 = 650.
      expect(row).toMatchObject({
        amount: '1000000',
        revenue: '30000',
        investorShare: '15000',
        mediatorShare: '2000',
        specialShare: '650',
        companyShare: '12350',
        equivalentUsd: '1651.53',
        status: 'pending',
        clientName: fixture.client.name,
        mediatorName: fixture.mediator.name,
      });
      expect(row.number).toMatch(/^OP-\d{6}$/);
      const audits = await auditRows(suite.database, 'operation.create', row.id);
      expect(audits).toHaveLength(1);
    });

    it('takes a trader mediator share as a percentage of what is left', async () => {
      const row = await create({ mediatorType: 'mediator-trader', mediatorAmount: undefined, currency: 'USD', amount: '10000', exchangeRate: '1' });
      // revenue 300.00; investor 150.00; mediator 10% of 150 = 15.00; special 5% of 135 = 6.75.
      expect(row).toMatchObject({
        revenue: '300.00',
        investorShare: '150.00',
        mediatorShare: '15.00',
        specialShare: '6.75',
        companyShare: '128.25',
        mediatorRuleValue: '10',
      });
    });

    it('never takes shares from the browser: extra fields are refused', async () => {
      const answer = await call('POST', '/api/operations', { ...fixture.body, companyShare: '999999' });
      expect([answer.statusCode, answer.json().code, answer.json().params.fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        [{ path: 'companyShare', issue: 'unknown_field' }],
      ]);
    });

    it.each<[string, Partial<TOperationBody>, number, string, string | undefined]>([
      ['the client as mediator', { mediatorId: 'same' }, 400, 'CLIENT_IS_MEDIATOR', 'mediatorId'],
      ['an unknown client', { clientId: '00000000-0000-4000-8000-000000000000' }, 404, 'PARTY_NOT_FOUND', 'clientId'],
      ['decimals on an XAF amount', { amount: '10.5' }, 400, 'TOO_MANY_DECIMALS', 'amount'],
      ['three decimals in USD', { currency: 'USD', amount: '10.555' }, 400, 'TOO_MANY_DECIMALS', 'amount'],
      ['an amount beyond a trillion', { amount: '1000000000000' }, 400, 'INVALID_AMOUNT', 'amount'],
      ['a zero exchange rate', { exchangeRate: '0' }, 400, 'INVALID_RATE', 'exchangeRate'],
      ['seven decimals on the rate', { exchangeRate: '1.1234567' }, 400, 'TOO_MANY_DECIMALS', 'exchangeRate'],
      ['a service rate above 100', { serviceRate: '101' }, 400, 'PERCENTAGE_OUT_OF_RANGE', 'serviceRate'],
      ['a mediator amount above what is left', { mediatorAmount: '16000' }, 409, 'SHARES_EXCEED_REVENUE', undefined],
      ['30 February', { operationDate: '2026-02-30' }, 400, 'INVALID_DATE', 'operationDate'],
    ])('refuses %s and writes nothing', async (_title, change, status, code, field) => {
      const payload = { ...fixture.body, ...change, ...(change.mediatorId === 'same' ? { mediatorId: fixture.body.clientId } : {}) };
      const before = (await suite.database.db.select().from(operations)).length;
      const answer = await call('POST', '/api/operations', payload);
      expect([answer.statusCode, answer.json().code, answer.json().params.field]).toEqual([status, code, field]);
      expect(await suite.database.db.select().from(operations)).toHaveLength(before);
    });

    it.each<[string, object]>([
      ['an amount as a JSON number', { amount: 1000 }],
      ['letters in the amount', { amount: '12a' }],
      ['an unknown country', { sourceCountry: 'france' }],
      ['an unknown currency', { currency: 'JPY' }],
      ['an unknown mediator type', { mediatorType: 'broker' }],
      ['a date in another format', { operationDate: '10/03/2026' }],
    ])('refuses %s as a validation failure', async (_title, change) => {
      const answer = await call('POST', '/api/operations', { ...fixture.body, ...change });
      expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('edits a pending operation and recomputes its shares', async () => {
      const row = await create();
      const answer = await call('PUT', `/api/operations/${row.id}`, { ...fixture.body, amount: '2000000' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ id: row.id, number: row.number, revenue: '60000', investorShare: '30000', companyShare: '26600' });
      const audits = await auditRows(suite.database, 'operation.update', row.id);
      expect(audits[0]!.before).toMatchObject({ amount: '1000000' });
      expect(audits[0]!.after).toMatchObject({ amount: '2000000' });
    });

    it('new operations take new company defaults; existing ones keep theirs, even when edited', async () => {
      const old = await create();
      const settings = {
        specialServiceRatio: '10',
        mediatorNormalAmount: '0',
        mediatorTraderRatio: '10',
        traderMediatorRatio: '10',
        investorRatio: '40',
        defaultServiceRate: '2',
        specialBeneficiaryId: null,
        weightingMethod: 'month-end',
      };
      expect((await call('PUT', '/api/company-settings', settings, settingsAdmin.cookie)).statusCode).toBe(200);
      const fresh = await create();
      // investor 40% of 30,000 = 12,000; mediator 2,000; special 10% of 16,000 = 1,600.
      expect(fresh).toMatchObject({ investorShare: '12000', specialShare: '1600', companyShare: '14400' });
      // The form's live preview of the edit: the stored rules from the detail answer, the current settings.
      const detail: TOperationRow = (await call('GET', `/api/operations/${old.id}`)).json();
      expect(detail).toMatchObject({ investorRuleValue: '50', specialRuleValue: '5' });
      const current = (await call('GET', '/api/company-settings', undefined, settingsAdmin.cookie)).json();
      const preview = computeOperationFromInput({ input: fixture.body, ratios: ratiosForEdit(detail, current, fixture.body.mediatorType) }).shares;
      const edited = (await call('PUT', `/api/operations/${old.id}`, fixture.body)).json();
      expect(edited).toMatchObject({ investorShare: '15000', specialShare: '650', companyShare: '12350' });
      expect([preview.investorShareMinor, preview.specialShareMinor, preview.companyShareMinor].map(String)).toEqual([
        edited.investorShare,
        edited.specialShare,
        edited.companyShare,
      ]);
      const restore = { ...settings, specialServiceRatio: '5', investorRatio: '50' };
      expect((await call('PUT', '/api/company-settings', restore, settingsAdmin.cookie)).statusCode).toBe(200);
    });
  });

  describe('status', () => {
    it('completes with complete-operations, then locks the operation', async () => {
      const row = await create();
      const completed = await call('POST', `/api/operations/${row.id}/complete`);
      expect(completed.statusCode, completed.body).toBe(200);
      expect(completed.json()).toMatchObject({ status: 'completed', companyShare: row.companyShare });
      for (const [method, url, payload] of [
        ['PUT', `/api/operations/${row.id}`, fixture.body],
        ['POST', `/api/operations/${row.id}/cancel`, undefined],
        ['POST', `/api/operations/${row.id}/complete`, undefined],
      ] as const) {
        const answer = await call(method, url, payload ?? {});
        expect([answer.statusCode, answer.json().code, answer.json().params]).toEqual([409, 'OPERATION_LOCKED', { status: 'completed' }]);
      }
    });

    it('cancels a pending operation, then locks it', async () => {
      const row = await create();
      expect((await call('POST', `/api/operations/${row.id}/cancel`, {}, clerk.cookie)).json()).toMatchObject({ status: 'cancelled' });
      const edit = await call('PUT', `/api/operations/${row.id}`, fixture.body);
      expect([edit.statusCode, edit.json().code]).toEqual([409, 'OPERATION_LOCKED']);
    });

    it('refuses to complete without complete-operations', async () => {
      const row = await create();
      const answer = await call('POST', `/api/operations/${row.id}/complete`, {}, clerk.cookie);
      expect([answer.statusCode, answer.json()]).toMatchObject([403, { code: 'FORBIDDEN', params: { needed: ['complete-operations'] } }]);
      expect((await call('GET', `/api/operations/${row.id}`)).json().status).toBe('pending');
    });

    it('answers OPERATION_NOT_FOUND for an unknown id, FORBIDDEN without transactions', async () => {
      for (const [method, url] of [
        ['GET', '/api/operations/00000000-0000-4000-8000-000000000000'],
        ['PUT', '/api/operations/00000000-0000-4000-8000-000000000000'],
        ['POST', '/api/operations/00000000-0000-4000-8000-000000000000/complete'],
        ['POST', '/api/operations/00000000-0000-4000-8000-000000000000/cancel'],
      ] as const) {
        const answer = await call(method, url, method === 'PUT' ? fixture.body : method === 'POST' ? {} : undefined);
        expect([answer.statusCode, answer.json().code]).toEqual([404, 'OPERATION_NOT_FOUND']);
      }
      expect((await call('GET', '/api/operations', undefined, outsider.cookie)).json().code).toBe('FORBIDDEN');
      expect((await call('POST', '/api/operations', fixture.body, outsider.cookie)).json().code).toBe('FORBIDDEN');
    });
  });
});
