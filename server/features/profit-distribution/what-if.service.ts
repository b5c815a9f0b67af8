import { PREVIEW_ROWS_SHOWN } from '../../../contract/profit-distribution';
import type { TWhatIf, TWhatIfBody, TWhatIfMediatorRow } from '../../../contract/distribution-what-if';
import { assertDecimalFits, withField } from '../../../contract/decimal-input';
import type { Db } from '../../../db/client';
import { subscriberNames } from '../../../db/queries/distribution-investors';
import { activeMediatorLinks, type MediatorLinkRecord } from '../../../db/queries/mediator-percentages';
import { profitsByInvestor } from '../../../db/queries/monthly-profits';
import { numericToMinor } from '../../../db/money-columns';
import { computeMediatorCommissions, parseAmount, parsePercentage, toDecimalString, type Currency, type MediatorCommissions } from '../../../domain';
import { toLink } from './commissions.service';
import { toPeriod, type Period } from './distribution-period';
import { calculateInvestorDistribution, type InvestorCalculation } from './investor-calculation';
import { inputsOf } from './investor-distribution.service';
import { lastMonthShares } from './last-month-shares';

/**
 * The typed what-if parameters, checked like the company settings' percentages (0 to 100, four
 * decimals) and like the loss of the preview (an amount of the currency, not negative); each
 * refusal names its field.
 */
function checkWhatIfParameters(body: TWhatIfBody, currency: Currency): void {
  assertDecimalFits({ text: body.whatIfInvestorPercentage, field: 'whatIfInvestorPercentage', fractionDigits: 4, integerDigits: 3 });
  withField('whatIfInvestorPercentage', () => parsePercentage({ text: body.whatIfInvestorPercentage }));
  withField('whatIfLoss', () => parseAmount({ text: body.whatIfLoss, currency }));
}

/**
 * docs/distribution.md §9 applied to a run not yet written: each active link's percentage of its
 * investor's profit for the month, the rows already posted (the other source) plus this run's shares.
 */
function commissionsWith(
  links: readonly MediatorLinkRecord[],
  postedMinor: ReadonlyMap<string, bigint>,
  calculation: InvestorCalculation,
): MediatorCommissions {
  const profits = [...postedMinor].map(([investorId, amountMinor]) => ({ investorId, amountMinor }));
  for (const row of calculation.distribution.rows) profits.push({ investorId: row.id, amountMinor: row.shareMinor });
  return computeMediatorCommissions({ links: links.map(toLink), profits });
}

function mediatorRows(
  links: readonly MediatorLinkRecord[],
  current: MediatorCommissions,
  whatIf: MediatorCommissions,
  currency: Currency,
): TWhatIfMediatorRow[] {
  const written = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  const nowOf = new Map(current.rows.map((row) => [row.mediatorId, row.amountMinor]));
  const thenOf = new Map(whatIf.rows.map((row) => [row.mediatorId, row.amountMinor]));
  const names = new Map(links.map((link) => [link.mediatorId, link.mediatorName]));
  const ids = [...new Set([...nowOf.keys(), ...thenOf.keys()])].sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '') || a.localeCompare(b));
  return ids.map((mediatorId) => {
    const nowMinor = nowOf.get(mediatorId) ?? 0n;
    const thenMinor = thenOf.get(mediatorId) ?? 0n;
    return {
      mediatorId,
      name: names.get(mediatorId) ?? '',
      currentCommission: written(nowMinor),
      whatIfCommission: written(thenMinor),
      change: written(thenMinor - nowMinor),
    };
  });
}

function sharesTotal(calculation: InvestorCalculation): bigint {
  const totalMinor = calculation.distribution.rows.reduce((sum, row) => sum + row.shareMinor, 0n);
  // docs/money.md §4: the largest remainder never loses a unit.
  if (totalMinor !== calculation.distribution.distributableMinor) throw new Error('Invariant violated: the shares add up to the distributable amount');
  return totalMinor;
}

async function postedProfits(db: Db, period: Period): Promise<Map<string, bigint>> {
  const sums = await profitsByInvestor(db, { profitDate: period.monthEnd, currency: period.currency });
  return new Map(sums.map((row) => [row.subscriberId, numericToMinor(row.total, period.currency)]));
}

/**
 * docs/distribution.md §16: the preview's calculation (the very function preview and distribute
 * call) under the typed parameters and under the what-if ones, with last month's shares and the
 * mediators' commissions under each. Reads only: nothing is written, locked or audited.
 */
export async function whatIfDistribution(db: Db, body: TWhatIfBody): Promise<TWhatIf> {
  const period = toPeriod(body);
  const { currency } = period;
  checkWhatIfParameters(body, currency);
  const inputs = inputsOf(body);
  const current = await calculateInvestorDistribution(db, inputs, 'totals');
  const whatIf = await calculateInvestorDistribution(db, { ...inputs, investorPercentage: body.whatIfInvestorPercentage, loss: body.whatIfLoss }, 'totals');
  const [lastMonth, posted, links] = [await lastMonthShares(db, period), await postedProfits(db, period), await activeMediatorLinks(db)];
  const commissionsNow = commissionsWith(links, posted, current);
  const commissionsThen = commissionsWith(links, posted, whatIf);
  const written = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  const thenOf = new Map(whatIf.distribution.rows.map((row) => [row.id, row.shareMinor]));
  const shown = current.distribution.rows.slice(0, PREVIEW_ROWS_SHOWN);
  const names = new Map(
    (
      await subscriberNames(
        db,
        shown.map((row) => row.id),
      )
    ).map((row) => [row.subscriberId, row.name]),
  );
  const side = (calculation: InvestorCalculation, parameters: { investorPercentage: string; loss: string }, commissions: MediatorCommissions) => ({
    investorPercentage: parameters.investorPercentage,
    loss: written(calculation.lossMinor),
    distributable: written(calculation.distribution.distributableMinor),
    totalShares: written(sharesTotal(calculation)),
    totalCommissions: written(commissions.totalMinor),
  });
  return {
    year: period.year,
    month: period.month,
    currency,
    current: side(current, body, commissionsNow),
    whatIf: side(whatIf, { investorPercentage: body.whatIfInvestorPercentage, loss: body.whatIfLoss }, commissionsThen),
    distributableChange: written(whatIf.distribution.distributableMinor - current.distribution.distributableMinor),
    lastMonthTotal: written(current.distribution.rows.reduce((sum, row) => sum + (lastMonth.get(row.id) ?? 0n), 0n)),
    investorCount: current.distribution.rows.length,
    investors: shown.map((row) => {
      const thenMinor = thenOf.get(row.id) ?? 0n;
      return {
        subscriberId: row.id,
        name: names.get(row.id) ?? '',
        lastMonthShare: written(lastMonth.get(row.id) ?? 0n),
        currentShare: written(row.shareMinor),
        whatIfShare: written(thenMinor),
        change: written(thenMinor - row.shareMinor),
      };
    }),
    mediators: mediatorRows(links, commissionsNow, commissionsThen, currency),
  };
}
