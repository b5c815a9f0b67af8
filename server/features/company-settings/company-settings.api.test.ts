import { describe, expect, it } from 'vitest';
import type { TCompanySettings, TUpdateCompanySettingsBody } from '../../../contract/company-settings';
import { asBrowser, DATABASE_KINDS } from '../../test/helper';
import { createTestIndividual } from '../../test/people';
import { useApiSuite } from '../../test/api-suite';
import { auditRows } from '../../test/audit-rows';

const VALID: TUpdateCompanySettingsBody = {
  specialServiceRatio: '4.5',
  mediatorNormalAmount: '1500',
  mediatorTraderRatio: '12',
  traderMediatorRatio: '8',
  investorRatio: '40',
  defaultServiceRate: '3',
  specialBeneficiaryId: null,
  weightingMethod: 'daily-product',
};

describe.each(DATABASE_KINDS)('company settings on %s', (kind) => {
  const suite = useApiSuite(kind, { users: { admin: ['company-settings'], clerk: ['transactions'], outsider: ['dashboard'] } });
  const { admin, clerk, outsider } = suite.users;

  const read = (cookie = admin.cookie) => suite.app.inject({ method: 'GET', url: '/api/company-settings', headers: asBrowser(cookie) });
  const save = (payload: object, cookie = admin.cookie) =>
    suite.app.inject({ method: 'PUT', url: '/api/company-settings', headers: asBrowser(cookie), payload });

  it('starts with the defaults of docs/rulings.md §R7, company ratio 100 − investor', async () => {
    const answer = await read();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      specialServiceRatio: '5',
      investorRatio: '50',
      companyRatio: '50',
      mediatorTraderRatio: '10',
      traderMediatorRatio: '10',
      defaultServiceRate: '2',
      specialBeneficiaryId: null,
      weightingMethod: 'month-end',
    });
  });

  it('saves every field with a beneficiary and audits before and after in the same transaction', async () => {
    const beneficiary = await createTestIndividual(suite.database, { name: 'Programmer Abakar' });
    const answer = await save({ ...VALID, specialBeneficiaryId: beneficiary.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved: TCompanySettings = answer.json();
    expect(saved).toMatchObject({ ...VALID, specialBeneficiaryId: beneficiary.id, specialBeneficiaryName: 'Programmer Abakar', companyRatio: '60' });
    const audits = await auditRows(suite.database, 'company-settings.update');
    expect(audits).toHaveLength(1);
    expect(audits[0]!.before).toMatchObject({ investorRatio: '50', weightingMethod: 'month-end' });
    expect(audits[0]!.after).toMatchObject({ investorRatio: '40', weightingMethod: 'daily-product', specialBeneficiaryId: beneficiary.id });
    expect((await read()).json()).toMatchObject({ investorRatio: '40' });
  });

  it('lets the operation form read the defaults, but only company-settings holders write them', async () => {
    expect((await read(clerk.cookie)).statusCode).toBe(200);
    expect((await save(VALID, clerk.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await read(outsider.cookie)).statusCode).toBe(403);
  });

  it.each<[string, Partial<TUpdateCompanySettingsBody>, number, string, string | undefined]>([
    ['an investor ratio above 50%', { investorRatio: '50.01' }, 400, 'SETTING_ABOVE_LIMIT', 'investorRatio'],
    ['a special ratio above 50%', { specialServiceRatio: '51' }, 400, 'SETTING_ABOVE_LIMIT', 'specialServiceRatio'],
    ['a mediator-trader ratio above 50%', { mediatorTraderRatio: '75' }, 400, 'SETTING_ABOVE_LIMIT', 'mediatorTraderRatio'],
    ['a trader-mediator ratio above 50%', { traderMediatorRatio: '100' }, 400, 'SETTING_ABOVE_LIMIT', 'traderMediatorRatio'],
    ['a service rate above 100%', { defaultServiceRate: '100.5' }, 400, 'PERCENTAGE_OUT_OF_RANGE', 'defaultServiceRate'],
    ['a negative ratio', { investorRatio: '-1' }, 400, 'PERCENTAGE_OUT_OF_RANGE', 'investorRatio'],
    ['five decimals on a ratio', { investorRatio: '10.12345' }, 400, 'TOO_MANY_DECIMALS', 'investorRatio'],
    ['three decimals on the normal amount', { mediatorNormalAmount: '1.234' }, 400, 'TOO_MANY_DECIMALS', 'mediatorNormalAmount'],
    ['a negative normal amount', { mediatorNormalAmount: '-5' }, 400, 'NEGATIVE_AMOUNT', 'mediatorNormalAmount'],
    ['an unknown beneficiary', { specialBeneficiaryId: '00000000-0000-4000-8000-000000000000' }, 404, 'PARTY_NOT_FOUND', 'specialBeneficiaryId'],
  ])('refuses %s and changes nothing', async (_title, change, status, code, field) => {
    const before = (await read()).json();
    const answer = await save({ ...VALID, ...change });
    expect([answer.statusCode, answer.json().code, answer.json().params.field]).toEqual([status, code, field]);
    expect((await read()).json()).toEqual(before);
  });

  it.each<[string, object]>([
    ['a number as a JSON number', { ...VALID, investorRatio: 40 }],
    ['a word for a ratio', { ...VALID, investorRatio: 'forty' }],
    ['an unknown field', { ...VALID, companyRatio: '60' }],
    ['a missing field', { investorRatio: '40' }],
    ['an unknown weighting method', { ...VALID, weightingMethod: 'average' }],
  ])('refuses %s as a validation failure', async (_title, payload) => {
    const answer = await save(payload);
    expect([answer.statusCode, answer.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
