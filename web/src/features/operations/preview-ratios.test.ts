import { describe, expect, it } from 'vitest';
import type { TCompanySettings } from '../../../../contract/company-settings';
import { computeOperationFromInput } from '../../../../contract/operation-input';
import type { TOperationRow } from '../../../../contract/operations';
import { SAMPLE_OPERATION_TERMS } from '../../../../contract/test-support/sample-operation';
import { previewRatios } from './preview-ratios';

// The company's ratios changed (investor 40%, special 10%) after the operation was created with 50% and 5%.
const settings: TCompanySettings = {
  specialServiceRatio: '10',
  mediatorNormalAmount: '0',
  mediatorTraderRatio: '10',
  traderMediatorRatio: '12',
  investorRatio: '40',
  companyRatio: '60',
  defaultServiceRate: '2',
  specialBeneficiaryId: null,
  specialBeneficiaryName: null,
  weightingMethod: 'month-end',
  distributionsNeedApproval: false,
  updatedAt: '2026-03-11T00:00:00.000Z',
};

const row: TOperationRow = {
  id: 'op-1',
  number: 'OP-000001',
  ...SAMPLE_OPERATION_TERMS,
  equivalentUsd: '1651.53',
  revenue: '30000',
  investorShare: '15000',
  investorRuleValue: '50',
  mediatorType: 'mediator-trader',
  mediatorRuleValue: '20',
  mediatorShare: '3000',
  specialRuleValue: '5',
  specialShare: '600',
  companyShare: '11400',
  operationDate: '2026-03-10',
  clientId: 'c',
  clientName: 'Client',
  mediatorId: 'm',
  mediatorName: 'Mediator',
  status: 'pending',
  isProfitDistributed: false,
};

const sharesOf = (ratios: ReturnType<typeof previewRatios>, mediatorType: TOperationRow['mediatorType'], amount = '1000000') => {
  const { shares } = computeOperationFromInput({
    input: { amount, currency: 'XAF', exchangeRate: '605.5', serviceRate: '3', mediatorType, mediatorAmount: mediatorType === 'normal' ? '2000' : undefined },
    ratios,
  });
  return { investor: shares.investorShareMinor, mediator: shares.mediatorShareMinor, special: shares.specialShareMinor, company: shares.companyShareMinor };
};

describe('the operation form preview', () => {
  it('computes a new operation with the company ratios of today', () => {
    expect(previewRatios(null, settings, 'normal')).toBe(settings);
  });

  it('computes an edit with the operation own stored rules, as the server saves it, not with the current ratios', () => {
    const ratios = previewRatios(row, settings, 'mediator-trader');
    expect(ratios).toMatchObject({ investorRatio: '50', specialServiceRatio: '5', mediatorTraderRatio: '20' });
    // Revenue 30,000: investor 50% = 15,000; mediator 20% of 15,000 = 3,000; special 5% of 12,000 = 600.
    expect(sharesOf(ratios, 'mediator-trader')).toEqual({ investor: 15000n, mediator: 3000n, special: 600n, company: 11400n });
    // Doubling the amount keeps the stored rules: 30,000, 6,000, 1,200, 22,800.
    expect(sharesOf(ratios, 'mediator-trader', '2000000')).toEqual({ investor: 30000n, mediator: 6000n, special: 1200n, company: 22800n });
  });

  it('takes the current setting of a mediator kind the edit switches to', () => {
    expect(previewRatios(row, settings, 'trader-mediator')).toMatchObject({ investorRatio: '50', specialServiceRatio: '5', traderMediatorRatio: '12' });
  });
});
