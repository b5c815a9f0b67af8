import { randomUUID } from 'node:crypto';
import type { TCommissionDistributeBody, TCommissionPreview, TCommissionPreviewRow, TDistributeResult, TPeriodQuery } from '../../../contract/profit-distribution';
import type { Db, Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import { activeMediatorLinks, type MediatorLinkRecord } from '../../../db/queries/mediator-percentages';
import {
  countMonthRows,
  insertProfitRows,
  insertRun,
  isUniqueViolationOf,
  lockMonthProfits,
  profitsByInvestor,
  RUN_UNIQUE_INDEXES,
  type InvestorProfitSum,
} from '../../../db/queries/monthly-profits';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import { computeMediatorCommissions, parsePercentage, toDecimalString, type Currency, type MediatorCommissions, type MediatorLink } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { assertPeriodsOpen } from '../periods/period-guard';
import { toPeriod, type Period } from './distribution-period';
import { trimDecimal } from '../../../contract/decimal-input';

type CommissionCalculation = { links: MediatorLinkRecord[]; profits: InvestorProfitSum[]; commissions: MediatorCommissions; profitRowCount: number };

const toLink = (link: MediatorLinkRecord): MediatorLink => ({
  mediatorId: link.mediatorId,
  investorId: link.investorId,
  percentage: parsePercentage({ text: trimDecimal(link.percentage) }),
  status: link.status,
});

/**
 * docs/distribution.md §9: allowed only when the month has profit rows and no commission rows; each active
 * link earns its percentage of its investor's profit rows, summed per mediator by the core.
 */
async function calculateCommissions(tx: Tx, period: Period): Promise<CommissionCalculation> {
  const counts = await countMonthRows(tx, { profitDate: period.monthEnd, currency: period.currency });
  if (counts.profit === 0) throw new AppError('NO_PROFITS_FOR_MONTH', { year: period.year, month: period.month });
  if (counts.commission > 0) throw new AppError('COMMISSIONS_ALREADY_DISTRIBUTED', { count: counts.commission, year: period.year, month: period.month });
  const links = await activeMediatorLinks(tx);
  if (links.length === 0) throw new AppError('NO_MEDIATOR_PERCENTAGES');
  const profits = await profitsByInvestor(tx, { profitDate: period.monthEnd, currency: period.currency });
  const commissions = computeMediatorCommissions({
    links: links.map(toLink),
    profits: profits.map((profit) => ({ investorId: profit.subscriberId, amountMinor: numericToMinor(profit.total, period.currency) })),
  });
  if (commissions.rows.length === 0) throw new AppError('NO_COMMISSIONS', { year: period.year, month: period.month });
  return { links, profits, commissions, profitRowCount: counts.profit };
}

/** Per mediator: which investors' profits its commission came from, each link through the core alone. */
function previewRows(calculation: CommissionCalculation, currency: Currency): TCommissionPreviewRow[] {
  const profitOf = new Map(calculation.profits.map((profit) => [profit.subscriberId, profit]));
  const written = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  return calculation.commissions.rows.map((row) => {
    const links = calculation.links.filter((link) => link.mediatorId === row.mediatorId && profitOf.has(link.investorId));
    const sources = links.map((link) => {
      const profit = profitOf.get(link.investorId) as InvestorProfitSum;
      const profitMinor = numericToMinor(profit.total, currency);
      const single = computeMediatorCommissions({ links: [toLink(link)], profits: [{ investorId: link.investorId, amountMinor: profitMinor }] });
      return { investorId: link.investorId, investorName: link.investorName, percentage: trimDecimal(link.percentage), profit: written(profitMinor), commission: written(single.totalMinor) };
    });
    const first = links[0];
    return {
      mediatorId: row.mediatorId,
      mediatorName: first?.mediatorName ?? '',
      mediatorType: first?.mediatorType ?? '',
      totalShare: written(row.amountMinor),
      investorCount: sources.length,
      sources,
    };
  });
}

export async function previewCommissions(db: Db, query: TPeriodQuery): Promise<TCommissionPreview> {
  const period = toPeriod(query);
  const calculation = await calculateCommissions(db, period);
  return {
    year: period.year,
    month: period.month,
    currency: period.currency,
    linkCount: calculation.links.length,
    mediatorCount: calculation.commissions.rows.length,
    profitRowCount: calculation.profitRowCount,
    total: toDecimalString({ amountMinor: calculation.commissions.totalMinor, currency: period.currency }),
    rows: previewRows(calculation, period.currency),
  };
}

/** One transaction: lock the month's rows (a reset waits), check again, write, audit; the run's index stops a twin. */
export async function distributeCommissions(db: Db, body: TCommissionDistributeBody, context: AuditContext): Promise<TDistributeResult> {
  const period = toPeriod(body);
  try {
    return await db.transaction(async (tx) => {
      await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
      await lockMonthProfits(tx, { profitDate: period.monthEnd, currency: period.currency });
      const calculation = await calculateCommissions(tx, period);
      const total = toDecimalString({ amountMinor: calculation.commissions.totalMinor, currency: period.currency });
      if (total !== body.expectedTotal) throw new AppError('PREVIEW_OUTDATED', { expected: body.expectedTotal, now: total });
      const runId = randomUUID();
      const totals = { total, mediators: calculation.commissions.rows.length, links: calculation.links.length };
      await insertRun(tx, { id: runId, kind: 'commission', source: null, year: period.year, month: period.month, currency: period.currency, parameters: { confirmation: 'YES' }, totals, createdBy: context.actorId });
      const rows = calculation.commissions.rows.map((row) => ({
        individualId: row.mediatorId,
        subscriberId: null,
        share: minorToNumeric(row.amountMinor, period.currency),
        distributionType: 'commission' as const,
        note: '',
      }));
      const rowsWritten = await insertProfitRows(tx, { runId, currency: period.currency, profitDate: period.monthEnd, rows });
      await insertAudit(tx, { ...context, action: 'profit-distribution.commissions', entity: 'distribution_run', entityId: runId, before: null, after: { year: period.year, month: period.month, currency: period.currency, totals, rows } });
      return { runId, rowsWritten, sourcesMarked: 0, total };
    });
  } catch (error) {
    if (isUniqueViolationOf(error, RUN_UNIQUE_INDEXES)) throw new AppError('ALREADY_DISTRIBUTED', { kind: 'commission' });
    throw error;
  }
}
