import { describe, expect, it } from 'vitest';
import { MAX_RATIO_PERCENT } from '../../../../contract/company-settings';
import { NO_RATIO, shownCompanyRatio } from './shown-company-ratio';

describe('the company ratio shown beside the investor ratio', () => {
  it.each([
    ['50', '50'],
    ['0', '100'],
    ['30', '70'],
    ['12.5', '87.5'],
    ['33.3333', '66.6667'],
    ['49.9999', '50.0001'],
    ['0.0001', '99.9999'],
    [' 40 ', '60'],
    ['40.1000', '59.9'],
  ])('is exactly 100 − %s = %s', (investor, company) => {
    expect(shownCompanyRatio(investor)).toBe(company);
  });

  it.each([
    ['above the limit', '70'],
    ['just above the limit', `${MAX_RATIO_PERCENT}.0001`],
    ['empty', ''],
    ['blank', '   '],
    ['negative', '-1'],
    ['five decimals', '10.00001'],
    ['not a number', '1e1'],
    ['a comma', '12,5'],
    ['a trailing dot', '12.'],
  ])('shows no figure when the investor ratio is %s (%j)', (_title, investor) => {
    expect(shownCompanyRatio(investor)).toBe(NO_RATIO);
  });
});
