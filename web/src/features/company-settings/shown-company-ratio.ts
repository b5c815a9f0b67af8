import { companyRatioForInput } from '../../../../contract/company-settings';

/** What stands in for the company ratio while the investor ratio is not one the server accepts. */
export const NO_RATIO = '—';

/** The company ratio beside the investor ratio as typed: follows every keystroke, never a stale figure. */
export function shownCompanyRatio(investorRatioText: string): string {
  return companyRatioForInput(investorRatioText) ?? NO_RATIO;
}
