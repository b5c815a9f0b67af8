import type { DistributionSource, TCommissionPreview, TInvestorPreview, TSelection } from '../../../../contract/profit-distribution';
import type { Period } from './use-profit-distribution';

/** The one preview on screen: computing the investor split clears the commissions' and back (docs/distribution.md §13). */
export type Calculation =
  { kind: 'investor'; preview: TInvestorPreview; inputs: string } | { kind: 'commission'; preview: TCommissionPreview; inputs: string } | null;

export type InvestorInputs = { period: Period; source: DistributionSource; selection: TSelection; investorPercentage: string; loss: string };

/** What a calculation was made from; distribute compares it with what is on screen now. */
export const inputsKey = (inputs: InvestorInputs | Period): string => JSON.stringify(inputs);

const DECIMAL = /^\d{1,15}(\.\d{1,6})?$/;

/** docs/distribution.md §3: the investor percentage is 0 to 100; compared as text, never as a float. */
export function percentageIssue(text: string): 'invalid' | 'tooHigh' | null {
  if (!DECIMAL.test(text)) return 'invalid';
  const [whole = '', fraction = ''] = text.split('.');
  const wholeValue = BigInt(whole);
  return wholeValue > 100n || (wholeValue === 100n && /[1-9]/.test(fraction)) ? 'tooHigh' : null;
}

export const lossIssue = (text: string): 'invalid' | null => (DECIMAL.test(text) ? null : 'invalid');

/** The reason distribute cannot run yet, as a message key, or null when it can. */
export function distributeBlocker(calculation: Calculation, selectedCount: number, currentInputs: string): string | null {
  if (selectedCount === 0) return 'distributionPage.alerts.selectRecords';
  if (calculation === null) return 'distributionPage.alerts.calculateFirst';
  if (calculation.kind !== 'investor') return 'distributionPage.alerts.investorFirst';
  if (calculation.inputs !== currentInputs) return 'distributionPage.alerts.inputsChanged';
  if (calculation.preview.rows.length === 0) return 'distributionPage.alerts.noValidDistributions';
  return null;
}
