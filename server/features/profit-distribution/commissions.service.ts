import { randomUUID } from 'node:crypto';
import type {
  TCommissionDistributeBody,
  TCommissionPreview,
  TCommissionPreviewRow,
  TDistributeResult,
  TPeriodQuery,
} from '../../../contract/profit-distribution';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import { activeMediatorLinks, type MediatorLinkRecord } from '../../../db/queries/mediator-percentages';
import { countMonthRows, insertProfitRows, insertRun, lockMonthProfits, profitsByInvestor, type InvestorProfitSum } from '../../../db/queries/monthly-profits';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import { computeMediatorCommissions, parsePercentage, toDecimalString, type Currency, type MediatorCommissions, type MediatorLink } from '../../../domain';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { assertPeriodsOpen } from '../periods/period-guard';
import { toPeriod, type Period } from './distribution-period';
import { trimDecimal } from '../../../contract/decimal-input';
import { fingerprintOf } from './run-fingerprint';
import { runConflict, type ProposalFigures, type RunPosting } from './run-posting';
import { postEntry } from '../books/posting.service';
import { commissionRunEntry, commissionRunMemo, RUN_SOURCE } from '../books/run-entries';
import { notifyProfitPosted } from '../notifications/notifications.service';

type CommissionCalculation = { links: MediatorLinkRecord[]; profits: InvestorProfitSum[]; commissions: MediatorCommissions; profitRowCount: number };

export const toLink = (link: MediatorLinkRecord): MediatorLink => ({
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
      return {
        investorId: link.investorId,
        investorName: link.investorName,
        percentage: trimDecimal(link.percentage),
        profit: written(profitMinor),
        commission: written(single.totalMinor),
      };
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

/** The inputs a proposal fingerprints (docs/distribution.md §14): the month's profit sums and the active links. */
function commissionFingerprint(calculation: CommissionCalculation, period: Period): string {
  return fingerprintOf({
    period: [period.year, period.month, period.currency],
    profits: [...calculation.profits].sort((a, b) => a.subscriberId.localeCompare(b.subscriberId)).map((row) => [row.subscriberId, row.total, row.rowCount]),
    links: [...calculation.links]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((link) => [link.id, link.mediatorId, link.investorId, link.percentage, link.status]),
    profitRowCount: calculation.profitRowCount,
    commissions: calculation.commissions.rows.map((row) => [row.mediatorId, row.amountMinor]),
  });
}

/**
 * Inside the caller's transaction: lock the month's rows (a reset waits), check again, compare with
 * the preview (and an approved proposal's fingerprint), write, audit; the run's index stops a twin.
 * Distribute-commissions and the approval of a proposal both post through it.
 */
export async function postCommissionRun(tx: Tx, body: TCommissionDistributeBody, context: AuditContext, posting: RunPosting): Promise<TDistributeResult> {
  const period = toPeriod(body);
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
  await lockMonthProfits(tx, { profitDate: period.monthEnd, currency: period.currency });
  const calculation = await calculateCommissions(tx, period);
  if (posting.fingerprint !== null && commissionFingerprint(calculation, period) !== posting.fingerprint)
    throw new AppError('PREVIEW_OUTDATED', { changed: 'inputs' });
  const total = toDecimalString({ amountMinor: calculation.commissions.totalMinor, currency: period.currency });
  if (total !== body.expectedTotal) throw new AppError('PREVIEW_OUTDATED', { expected: body.expectedTotal, now: total });
  const { runId } = posting;
  const totals = { total, mediators: calculation.commissions.rows.length, links: calculation.links.length };
  await insertRun(tx, {
    id: runId,
    kind: 'commission',
    source: null,
    year: period.year,
    month: period.month,
    currency: period.currency,
    parameters: { confirmation: 'YES' },
    totals,
    createdBy: context.actorId,
  });
  const rows = calculation.commissions.rows.map((row) => ({
    individualId: row.mediatorId,
    subscriberId: null,
    share: minorToNumeric(row.amountMinor, period.currency),
    distributionType: 'commission' as const,
    note: '',
  }));
  const rowsWritten = await insertProfitRows(tx, { runId, currency: period.currency, profitDate: period.monthEnd, rows });
  // docs/operations.md §14: the mediators are told, one statement for the run.
  await notifyProfitPosted(tx, { runId, year: period.year, month: period.month, currency: period.currency, kind: 'commission' });
  const audit = await appendAudit(tx, {
    ...context,
    action: 'profit-distribution.commissions',
    entity: 'distribution_run',
    entityId: runId,
    before: null,
    after: { year: period.year, month: period.month, currency: period.currency, totals, rows },
  });
  const entry = commissionRunEntry(period.currency, calculation.commissions.rows);
  const memo = commissionRunMemo(period.year, period.month);
  await postEntry(tx, { kind: RUN_SOURCE, id: runId, auditId: BigInt(audit.id), date: period.monthEnd, memo }, entry);
  return { runId, rowsWritten, sourcesMarked: 0, total };
}

/** Distribute-commissions with the four-eyes setting off: one transaction of postCommissionRun. */
export async function distributeCommissions(db: Db, body: TCommissionDistributeBody, context: AuditContext): Promise<TDistributeResult> {
  try {
    return await db.transaction((tx) => postCommissionRun(tx, body, context, { runId: randomUUID(), fingerprint: null }));
  } catch (error) {
    throw runConflict(error, { kind: 'commission' });
  }
}

/** docs/distribution.md §14: what a commissions proposal stores; the same checks, nothing written. */
export async function commissionProposal(tx: Tx, body: TCommissionDistributeBody): Promise<ProposalFigures> {
  const period = toPeriod(body);
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
  const calculation = await calculateCommissions(tx, period);
  const total = toDecimalString({ amountMinor: calculation.commissions.totalMinor, currency: period.currency });
  if (total !== body.expectedTotal) throw new AppError('PREVIEW_OUTDATED', { expected: body.expectedTotal, now: total });
  return {
    totals: { total, count: calculation.commissions.rows.length, mediators: calculation.commissions.rows.length, links: calculation.links.length },
    fingerprint: commissionFingerprint(calculation, period),
  };
}
