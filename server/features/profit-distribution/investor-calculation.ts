import type { DistributionSource, TSelection } from '../../../contract/profit-distribution';
import type { Tx } from '../../../db/client';
import { investorLedgerSums, findDistributionSettings, type InvestorLedgerSums } from '../../../db/queries/distribution-investors';
import { countMonthSources, selectSources, type LockedSource } from '../../../db/queries/distribution-sources';
import { monthRuns } from '../../../db/queries/monthly-profits';
import { numericToMinor } from '../../../db/money-columns';
import {
  addDays,
  DISTRIBUTION_METHODS,
  distributeInvestorProfit,
  parseAmount,
  parseIsoDate,
  parsePercentage,
  type DistributionInvestor,
  type DistributionMethod,
  type IsoDate,
  type InvestorDistribution,
  type LedgerEntry,
  type Rational,
} from '../../../domain';
import { AppError } from '../../app-error';
import { scopeOf, type Period } from './distribution-period';
import { trimDecimal } from '../../../contract/decimal-input';

export type InvestorInputs = { period: Period; source: DistributionSource; selection: TSelection; investorPercentage: string; loss: string };

export type InvestorCalculation = {
  sources: LockedSource[];
  baseTotalMinor: bigint;
  lossMinor: bigint;
  investorPercentage: Rational;
  distribution: InvestorDistribution;
  investors: Map<string, InvestorLedgerSums>;
  special: { beneficiaryId: string; beneficiaryName: string } | null;
};

/**
 * The whole calculation of docs/distribution.md §2–§7 from the database: the selected sources (row-locked when
 * distributing), the investors' ledgers summed by the database, and the core's split. Preview and
 * distribute both call it, so what is written is what the preview showed, or a refusal.
 */
export async function calculateInvestorDistribution(tx: Tx, inputs: InvestorInputs, forUpdate: boolean): Promise<InvestorCalculation> {
  const { period, source } = inputs;
  const investorPercentage = parsePercentage({ text: inputs.investorPercentage });
  const lossMinor = parseAmount({ text: inputs.loss, currency: period.currency }).amountMinor;
  const sources = await selectedSources(tx, inputs, forUpdate);
  // After the source locks: a distribute that held them has committed its run by now.
  const runs = await monthRuns(tx, { ...period, forUpdate: false });
  if (runs.some((run) => run.kind === 'investor' && run.source === source)) throw new AppError('ALREADY_DISTRIBUTED', { source });
  const baseTotalMinor = sources.reduce((sum, row) => sum + numericToMinor(row.amount, period.currency), 0n);
  const settings = await findDistributionSettings(tx);
  const ledgers = await investorLedgerSums(tx, scopeOf(period));
  const method = (DISTRIBUTION_METHODS as readonly string[]).includes(settings.weightingMethod)
    ? (settings.weightingMethod as DistributionMethod)
    : 'month-end';
  const distribution = distributeInvestorProfit({
    yearMonth: period.yearMonth,
    currency: period.currency,
    method,
    baseTotalMinor,
    investorPercentage,
    lossMinor,
    specialRatio: parsePercentage({ text: trimDecimal(settings.specialServiceRatio) }),
    investors: ledgers.map((ledger) => toInvestor(ledger, period)),
  });
  const special =
    settings.specialBeneficiaryId === null ? null : { beneficiaryId: settings.specialBeneficiaryId, beneficiaryName: settings.specialBeneficiaryName ?? '' };
  return { sources, baseTotalMinor, lossMinor, investorPercentage, distribution, investors: new Map(ledgers.map((row) => [row.subscriberId, row])), special };
}

async function selectedSources(tx: Tx, inputs: InvestorInputs, forUpdate: boolean): Promise<LockedSource[]> {
  const { period, source, selection } = inputs;
  const ids = selection.kind === 'ids' ? [...new Set(selection.ids)] : null;
  const rows = await selectSources(tx, { ...scopeOf(period), kind: source, ids, forUpdate });
  if (ids === null) {
    if (rows.length > 0) return rows;
    const counts = await countMonthSources(tx, { ...scopeOf(period), kind: source });
    throw new AppError(counts.distributedCount > 0 ? 'ALREADY_DISTRIBUTED' : 'NO_SOURCES_SELECTED', { source });
  }
  if (rows.some((row) => row.distributed)) throw new AppError('ALREADY_DISTRIBUTED', { source });
  const ready = source === 'operations' ? 'completed' : 'sold';
  const found = new Set(rows.filter((row) => row.inScope && row.status === ready).map((row) => row.id));
  const refused = ids.filter((id) => !found.has(id));
  if (refused.length > 0) throw new AppError('SOURCE_NOT_SELECTABLE', { ids: refused.slice(0, 20), count: refused.length });
  return rows;
}

/**
 * The database's sums as the core's ledger: the opening net as one entry the day before the
 * month, then one entry per day that moved. Same balances, same daily products, a fraction of the rows.
 * The explanation of a share (docs/distribution.md §17) builds its investors through it too.
 */
export function toInvestor(ledger: InvestorLedgerSums, period: Pick<Period, 'monthStart'>): DistributionInvestor {
  const entries: LedgerEntry[] = [];
  const push = (date: IsoDate, netMinor: bigint) => {
    if (netMinor !== 0n)
      entries.push({ date, type: netMinor > 0n ? 'credit' : 'debit', status: 'completed', amountMinor: netMinor > 0n ? netMinor : -netMinor });
  };
  push(addDays({ date: period.monthStart, days: -1 }), ledger.openingMinor);
  for (const day of ledger.days) push(parseIsoDate(day.date), day.netMinor);
  return {
    id: ledger.subscriberId,
    status: ledger.status === 'active' ? 'active' : 'inactive',
    subscriptionDate: parseIsoDate(ledger.subscriptionDate),
    subscriptionAmountMinor: ledger.subscriptionAmountMinor,
    entries,
  };
}
