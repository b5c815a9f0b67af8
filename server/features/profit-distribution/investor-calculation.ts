import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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

/**
 * How the selected sources are read: row-locked (distribute), as rows (a proposal fingerprints
 * them) or, where only their number and total are shown (preview, what-if), as those two figures.
 */
export type SourceRead = 'locked' | 'rows' | 'totals';

export type InvestorCalculation = {
  sourceCount: number;
  baseTotalMinor: bigint;
  lossMinor: bigint;
  investorPercentage: Rational;
  distribution: InvestorDistribution;
  investors: Map<string, InvestorLedgerSums>;
  special: { beneficiaryId: string; beneficiaryName: string } | null;
};

/** A calculation whose sources were read as rows: what a distribute marks and a proposal fingerprints. */
export type SourcedCalculation = InvestorCalculation & { sources: LockedSource[] };

type SelectedSources = { count: number; totalMinor: bigint; rows: LockedSource[] | null };

/**
 * The whole calculation of docs/distribution.md §2–§7 from the database: the selected sources (read
 * as `read` says: row-locked when distributing, counted and summed for a preview of the whole month,
 * §8), the investors' ledgers summed by the database, and the core's split. Preview and distribute
 * both call it, so what is written is what the preview showed, or a refusal.
 */
export async function calculateInvestorDistribution(tx: Tx, inputs: InvestorInputs, read: 'locked' | 'rows'): Promise<SourcedCalculation>;
export async function calculateInvestorDistribution(tx: Tx, inputs: InvestorInputs, read: 'totals'): Promise<InvestorCalculation>;
export async function calculateInvestorDistribution(
  tx: Tx,
  inputs: InvestorInputs,
  read: SourceRead,
): Promise<InvestorCalculation & { sources?: LockedSource[] }> {
  const { period, source } = inputs;
  const investorPercentage = parsePercentage({ text: inputs.investorPercentage });
  const lossMinor = parseAmount({ text: inputs.loss, currency: period.currency }).amountMinor;
  const reads = [
    () => selectedSources(tx, inputs, read),
    () => monthRuns(tx, { ...period, forUpdate: false }),
    () => findDistributionSettings(tx),
    () => investorLedgerSums(tx, scopeOf(period)),
  ] as const;
  // In a transaction (distribute, a proposal) the reads go one after the other on its one
  // connection, the runs after the source locks, so a distribute that held them has committed its
  // run by then. On the pool (preview, what-if) they run side by side.
  const [sources, runs, settings, ledgers] = is(tx, PgTransaction)
    ? [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
    : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  if (runs.some((run) => run.kind === 'investor' && run.source === source)) throw new AppError('ALREADY_DISTRIBUTED', { source });
  const baseTotalMinor = sources.totalMinor;
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
    investors: toInvestors(ledgers, period),
  });
  const special =
    settings.specialBeneficiaryId === null ? null : { beneficiaryId: settings.specialBeneficiaryId, beneficiaryName: settings.specialBeneficiaryName ?? '' };
  const investors = new Map(ledgers.map((row) => [row.subscriberId, row]));
  const calculation = { sourceCount: sources.count, baseTotalMinor, lossMinor, investorPercentage, distribution, investors, special };
  return sources.rows === null ? calculation : { ...calculation, sources: sources.rows };
}

/**
 * The selection's number and total. As rows, the total is the sum of each row's amount in minor
 * units; as totals (the whole month, nothing locked), the database counts and sums the same rows
 * exactly (numeric), so the preview never reads 140,000 rows only to count and add them.
 */
async function selectedSources(tx: Tx, inputs: InvestorInputs, read: SourceRead): Promise<SelectedSources> {
  const { period, source } = inputs;
  if (read === 'totals' && inputs.selection.kind === 'all') {
    const counts = await countMonthSources(tx, { ...scopeOf(period), kind: source });
    if (counts.selectableCount === 0) throw new AppError(counts.distributedCount > 0 ? 'ALREADY_DISTRIBUTED' : 'NO_SOURCES_SELECTED', { source });
    return { count: counts.selectableCount, totalMinor: numericToMinor(counts.selectableTotal, period.currency), rows: null };
  }
  const rows = await sourceRows(tx, inputs, read === 'locked');
  return { count: rows.length, totalMinor: rows.reduce((sum, row) => sum + numericToMinor(row.amount, period.currency), 0n), rows };
}

async function sourceRows(tx: Tx, inputs: InvestorInputs, forUpdate: boolean): Promise<LockedSource[]> {
  const { period, source, selection } = inputs;
  const ids = selection.kind === 'ids' ? [...new Set(selection.ids)] : null;
  const select = () => selectSources(tx, { ...scopeOf(period), kind: source, ids, forUpdate });
  if (ids === null) {
    // docs/distribution.md §8: a locking read that waited for a distribute finds its sources taken;
    // a reset that commits before the count makes them selectable again, so they are read again
    // (a distribute racing resets distributes the month or finds it distributed, never "nothing").
    for (let attempt = 1; ; attempt += 1) {
      const rows = await select();
      if (rows.length > 0) return rows;
      const counts = await countMonthSources(tx, { ...scopeOf(period), kind: source });
      if (counts.distributedCount > 0) throw new AppError('ALREADY_DISTRIBUTED', { source });
      if (counts.selectableCount === 0) throw new AppError('NO_SOURCES_SELECTED', { source });
      if (attempt === 3) throw new AppError('PREVIEW_OUTDATED', { changed: 'sources' });
    }
  }
  const rows = await select();
  if (rows.some((row) => row.distributed)) throw new AppError('ALREADY_DISTRIBUTED', { source });
  const ready = source === 'operations' ? 'completed' : 'sold';
  const found = new Set(rows.filter((row) => row.inScope && row.status === ready).map((row) => row.id));
  const refused = ids.filter((id) => !found.has(id));
  if (refused.length > 0) throw new AppError('SOURCE_NOT_SELECTABLE', { ids: refused.slice(0, 20), count: refused.length });
  return rows;
}

/**
 * The database's sums as the core's ledgers: the opening net as one entry the day before the
 * month, then one entry per day that moved. Same balances, same daily products, a fraction of the rows.
 * The explanation of a share (docs/distribution.md §17) builds its investors through it too.
 */
export function toInvestors(ledgers: readonly InvestorLedgerSums[], period: Pick<Period, 'monthStart'>): DistributionInvestor[] {
  // The same day for every investor's opening entry: computed once, not once per investor.
  const openingDay = addDays({ date: period.monthStart, days: -1 });
  return ledgers.map((ledger) => {
    const entries: LedgerEntry[] = [];
    pushNet(entries, openingDay, ledger.openingMinor);
    for (const day of ledger.days) pushNet(entries, parseIsoDate(day.date), day.netMinor);
    return {
      id: ledger.subscriberId,
      status: ledger.status === 'active' ? 'active' : 'inactive',
      subscriptionDate: parseIsoDate(ledger.subscriptionDate),
      subscriptionAmountMinor: ledger.subscriptionAmountMinor,
      entries,
    };
  });
}

/** A day's net as a ledger entry; a day that nets to zero moves nothing. */
function pushNet(entries: LedgerEntry[], date: IsoDate, netMinor: bigint): void {
  if (netMinor !== 0n) entries.push({ date, type: netMinor > 0n ? 'credit' : 'debit', status: 'completed', amountMinor: netMinor > 0n ? netMinor : -netMinor });
}
