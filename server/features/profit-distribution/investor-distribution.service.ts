import { randomUUID } from 'node:crypto';
import {
  PREVIEW_ROWS_SHOWN,
  type TDistributeResult,
  type TInvestorDistributeBody,
  type TInvestorPreview,
  type TInvestorPreviewBody,
} from '../../../contract/profit-distribution';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import { ledgerWatermark } from '../../../db/queries/profit-explanations';
import { subscriberNames } from '../../../db/queries/distribution-investors';
import { markSourcesDistributed } from '../../../db/queries/distribution-sources';
import { insertProfitRows, insertRun, type NewProfitRow } from '../../../db/queries/monthly-profits';
import { minorToNumeric } from '../../../db/money-columns';
import { minorToFixed, percentOf, rationalToFixed, roundHalfUp, toDecimalString, type Currency } from '../../../domain';
import { AppError } from '../../app-error';
import { queueStatements } from '../statements/statement-job';
import { notifyProfitPosted } from '../notifications/notifications.service';
import type { AuditContext } from '../audit-context';
import { assertPeriodsOpen } from '../periods/period-guard';
import { toPeriod, type Period } from './distribution-period';
import { fingerprintOf } from './run-fingerprint';
import { lastMonthShares } from './last-month-shares';
import { runConflict, type ProposalFigures, type RunPosting } from './run-posting';
import { calculateInvestorDistribution, type InvestorCalculation, type InvestorInputs, type SourcedCalculation } from './investor-calculation';
import { postEntry } from '../books/posting.service';
import { investorRunEntry, investorRunMemo, RUN_SOURCE } from '../books/run-entries';

export const inputsOf = (body: TInvestorPreviewBody): InvestorInputs => ({
  period: toPeriod(body),
  source: body.source,
  selection: body.selection,
  investorPercentage: body.investorPercentage,
  loss: body.loss,
});

const written = (amountMinor: bigint, currency: Currency) => toDecimalString({ amountMinor, currency });
const twoDigits = (numerator: bigint, denominator: bigint, currency: Currency) =>
  minorToFixed({ valueMinor: { numerator, denominator }, currency, fractionDigits: 2 });

/** The calculation as the browser shows it; the rows are the first PREVIEW_ROWS_SHOWN, the totals cover all. */
async function toPreview(db: Tx, period: Period, body: TInvestorPreviewBody, calculation: InvestorCalculation): Promise<TInvestorPreview> {
  const { distribution, investors } = calculation;
  const currency = period.currency;
  const shown = distribution.rows.slice(0, PREVIEW_ROWS_SHOWN);
  const names = new Map(
    (
      await subscriberNames(
        db,
        shown.map((row) => row.id),
      )
    ).map((row) => [row.subscriberId, row.name]),
  );
  const afterPercentageMinor = roundHalfUp(percentOf({ amountMinor: calculation.baseTotalMinor, percentage: calculation.investorPercentage }));
  const lastMonth = await lastMonthShares(db, period);
  return {
    year: period.year,
    month: period.month,
    currency,
    source: body.source,
    periodStart: period.monthStart,
    periodEnd: period.monthEnd,
    sourceCount: calculation.sourceCount,
    baseTotal: written(calculation.baseTotalMinor, currency),
    afterInvestorPercentage: written(afterPercentageMinor, currency),
    loss: written(calculation.lossMinor, currency),
    distributable: written(distribution.distributableMinor, currency),
    special: written(calculation.special ? distribution.specialMinor : 0n, currency),
    specialBeneficiary: calculation.special ? { id: calculation.special.beneficiaryId, name: calculation.special.beneficiaryName } : null,
    weightingMethod: distribution.method,
    activeInvestors: distribution.activeInvestors,
    totalInvestorBalance: twoDigits(distribution.totalBalanceMinor, 1n, currency),
    totalDailyCapital: twoDigits(distribution.totalDailyCapitalMinor.numerator, distribution.totalDailyCapitalMinor.denominator, currency),
    totalShares: written(
      distribution.rows.reduce((sum, row) => sum + row.shareMinor, 0n),
      currency,
    ),
    rows: shown.map((row) => ({
      subscriberId: row.id,
      individualId: investors.get(row.id)?.individualId ?? '',
      name: names.get(row.id) ?? '',
      subscriptionDate: investors.get(row.id)?.subscriptionDate ?? '',
      balance: twoDigits(row.balanceMinor, 1n, currency),
      daysActive: row.daysActive,
      dailyCapital: twoDigits(row.dailyCapitalMinor.numerator, row.dailyCapitalMinor.denominator, currency),
      capitalPercentage: rationalToFixed({ value: row.capitalPercentage, fractionDigits: 2 }),
      share: written(row.shareMinor, currency),
      lastMonthShare: written(lastMonth.get(row.id) ?? 0n, currency),
      changeFromLastMonth: written(row.shareMinor - (lastMonth.get(row.id) ?? 0n), currency),
    })),
  };
}

export async function previewInvestorDistribution(db: Db, body: TInvestorPreviewBody): Promise<TInvestorPreview> {
  const inputs = inputsOf(body);
  const calculation = await calculateInvestorDistribution(db, inputs, 'totals');
  return toPreview(db, inputs.period, body, calculation);
}

/** docs/distribution.md §6, §7: a share of zero is not written; the special row only with a beneficiary. */
function profitRowsOf(calculation: InvestorCalculation, currency: Currency): NewProfitRow[] {
  const rows: NewProfitRow[] = [];
  for (const row of calculation.distribution.rows) {
    if (row.shareMinor === 0n) continue;
    const investor = calculation.investors.get(row.id);
    if (!investor) throw new Error('Invariant violated: every distributed row is an investor that was read');
    rows.push({
      individualId: investor.individualId,
      subscriberId: row.id,
      share: minorToNumeric(row.shareMinor, currency),
      distributionType: 'profit',
      note: '',
    });
  }
  if (calculation.special && calculation.distribution.specialMinor > 0n) {
    const share = minorToNumeric(calculation.distribution.specialMinor, currency);
    rows.push({ individualId: calculation.special.beneficiaryId, subscriberId: null, share, distributionType: 'special', note: '' });
  }
  return rows;
}

function assertSameAsPreview(calculation: InvestorCalculation, expected: TInvestorDistributeBody['expected'], currency: Currency): void {
  const now = {
    sourceCount: calculation.sourceCount,
    baseTotal: written(calculation.baseTotalMinor, currency),
    distributable: written(calculation.distribution.distributableMinor, currency),
  };
  const same = now.sourceCount === expected.sourceCount && now.baseTotal === expected.baseTotal && now.distributable === expected.distributable;
  if (!same) throw new AppError('PREVIEW_OUTDATED', { expected, now });
}

/** The inputs a proposal fingerprints (docs/distribution.md §14): its request, sources, ledger sums and settings. */
function investorFingerprint(calculation: SourcedCalculation, body: TInvestorDistributeBody): string {
  const { expected: _expected, ...request } = body;
  return fingerprintOf({
    request,
    sources: [...calculation.sources].sort((a, b) => a.id.localeCompare(b.id)).map((row) => [row.id, row.amount, row.status, row.distributed]),
    ledgers: [...calculation.investors.values()].sort((a, b) => a.subscriberId.localeCompare(b.subscriberId)),
    method: calculation.distribution.method,
    special: calculation.special?.beneficiaryId ?? null,
    specialMinor: calculation.distribution.specialMinor,
    shares: calculation.distribution.rows.map((row) => [row.id, row.shareMinor]),
  });
}

function totalsOf(calculation: InvestorCalculation, rows: readonly NewProfitRow[], currency: Currency) {
  const totalMinor = calculation.distribution.distributableMinor + (calculation.special ? calculation.distribution.specialMinor : 0n);
  return {
    total: written(totalMinor, currency),
    count: rows.length,
    sourceCount: calculation.sourceCount,
    baseTotal: written(calculation.baseTotalMinor, currency),
    distributable: written(calculation.distribution.distributableMinor, currency),
    special: written(calculation.special ? calculation.distribution.specialMinor : 0n, currency),
    rows: rows.length,
    method: calculation.distribution.method,
  };
}

/**
 * docs/distribution.md §8, inside the caller's transaction: lock and re-check the sources, recompute
 * from the database, compare with what the user saw (and, for an approved proposal, with the
 * fingerprint of its inputs), record the run (its unique index is the last guard against a racing
 * instance), write the rows in batches, mark the sources, audit. Distribute and the approval of a
 * proposal (docs/distribution.md §14) both post through it.
 */
export async function postInvestorRun(tx: Tx, body: TInvestorDistributeBody, context: AuditContext, posting: RunPosting): Promise<TDistributeResult> {
  const inputs = inputsOf(body);
  const { period } = inputs;
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency: period.currency }]);
  const calculation = await calculateInvestorDistribution(tx, inputs, 'locked');
  if (posting.fingerprint !== null && investorFingerprint(calculation, body) !== posting.fingerprint)
    throw new AppError('PREVIEW_OUTDATED', { changed: 'inputs' });
  assertSameAsPreview(calculation, body.expected, period.currency);
  const { runId } = posting;
  const rows = profitRowsOf(calculation, period.currency);
  const { total, count: _count, ...totals } = totalsOf(calculation, rows, period.currency);
  // The ledger watermark lets the explanation of a share read this run's ledger again (docs/distribution.md §17).
  const parameters = {
    investorPercentage: body.investorPercentage,
    loss: body.loss,
    selection: body.selection.kind,
    specialBeneficiaryId: calculation.special?.beneficiaryId ?? null,
    ledgerWatermark: await ledgerWatermark(tx),
  };
  await insertRun(tx, {
    id: runId,
    kind: 'investor',
    source: body.source,
    year: period.year,
    month: period.month,
    currency: period.currency,
    parameters,
    totals,
    createdBy: context.actorId,
  });
  const rowsWritten = await insertProfitRows(tx, { runId, currency: period.currency, profitDate: period.monthEnd, rows });
  // docs/mail.md §1: the members' statements are queued in the posting's transaction, so they go out only if it commits.
  await queueStatements(tx, { subscriberIds: rows.flatMap((row) => (row.subscriberId ? [row.subscriberId] : [])), year: period.year, month: period.month });
  // docs/operations.md §14: one notification per member of the run, one statement, in the posting's transaction.
  await notifyProfitPosted(tx, { runId, year: period.year, month: period.month, currency: period.currency, kind: 'investor' });
  const sourcesMarked = await markSourcesDistributed(tx, { kind: body.source, runId, sources: calculation.sources });
  if (sourcesMarked !== calculation.sources.length) throw new Error('Invariant violated: every locked source is marked once');
  const audit = await appendAudit(tx, {
    ...context,
    action: 'profit-distribution.distribute',
    entity: 'distribution_run',
    entityId: runId,
    before: null,
    after: { year: period.year, month: period.month, currency: period.currency, source: body.source, parameters, totals },
  });
  const entry = investorRunEntry({
    currency: period.currency,
    source: body.source,
    baseTotalMinor: calculation.baseTotalMinor,
    lossMinor: calculation.lossMinor,
    distribution: calculation.distribution,
    special: calculation.special,
  });
  const memo = investorRunMemo(body.source, period.year, period.month);
  await postEntry(tx, { kind: RUN_SOURCE, id: runId, auditId: BigInt(audit.id), date: period.monthEnd, memo }, entry);
  return { runId, rowsWritten, sourcesMarked, total };
}

/** Distribute with the four-eyes setting off: one transaction of postInvestorRun. */
export async function distributeInvestorProfit(db: Db, body: TInvestorDistributeBody, context: AuditContext): Promise<TDistributeResult> {
  try {
    return await db.transaction((tx) => postInvestorRun(tx, body, context, { runId: randomUUID(), fingerprint: null }));
  } catch (error) {
    throw runConflict(error, { source: body.source });
  }
}

/**
 * docs/distribution.md §14: what a proposal stores. The same calculation and checks as distribute,
 * nothing written: the figures the user confirmed, the totals shown to the approver, the fingerprint.
 */
export async function investorProposal(tx: Tx, body: TInvestorDistributeBody): Promise<ProposalFigures> {
  const inputs = inputsOf(body);
  await assertPeriodsOpen(tx, [{ date: inputs.period.monthStart, currency: inputs.period.currency }]);
  const calculation = await calculateInvestorDistribution(tx, inputs, 'rows');
  assertSameAsPreview(calculation, body.expected, inputs.period.currency);
  const rows = profitRowsOf(calculation, inputs.period.currency);
  return { totals: totalsOf(calculation, rows, inputs.period.currency), fingerprint: investorFingerprint(calculation, body) };
}
