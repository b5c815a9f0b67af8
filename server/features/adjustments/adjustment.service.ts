import { randomUUID } from 'node:crypto';
import { ZAdjustmentBody, type TAdjustmentBody, type TAdjustmentResult } from '../../../contract/adjustments';
import type { TProposedRun } from '../../../contract/distribution-runs';
import { parseAmount, parseCurrency, postAdjustment, type AdjustedRow, type Currency } from '../../../domain';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import { findProposal, insertProposal, type ProposalRecord } from '../../../db/queries/distribution-proposals';
import { isUniqueViolationOf } from '../../../db/queries/monthly-profits';
import { findAdjustableRow, insertAdjustment, type AdjustableRow } from '../../../db/queries/profit-adjustments';
import { minorToNumeric, numericToMinor } from '../../../db/money-columns';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { postEntry } from '../books/posting.service';
import { assertPeriodsOpen, periodLabel, periodKeyOf } from '../periods/period-guard';
import { toPeriod, type Period } from '../profit-distribution/distribution-period';
import { fingerprintOf } from '../profit-distribution/run-fingerprint';
import { toRunView } from '../distribution-runs/run-view';

/** The partial unique index that lets one correction of a row wait at a time. */
export const PENDING_ADJUSTMENT_INDEX = 'distribution_proposals_pending_adjustment_key';
/** Journal entries of adjustments are posted under this source kind, the adjustment's id (the proposal's). */
export const ADJUSTMENT_SOURCE = 'profit-adjustment';

/** What an adjustment stores in its proposal's totals: the row as it was, and the figures the approval posts. */
type AdjustmentTotals = {
  total: string;
  count: 1;
  type: 'profit' | 'commission';
  beneficiary: string;
  rowPeriod: string;
  currentAmount: string;
  correctedAmount: string;
};

/** A profit of an investor run or a mediator's commission: the rows an adjustment corrects; anything else is not found. */
async function adjustableRow(tx: Tx, rowId: string, lock: 'share' | 'update'): Promise<AdjustableRow & { type: 'profit' | 'commission' }> {
  const row = await findAdjustableRow(tx, rowId, lock);
  if (!row || (row.type !== 'profit' && row.type !== 'commission')) throw new AppError('PROFIT_NOT_FOUND');
  return row as AdjustableRow & { type: 'profit' | 'commission' };
}

type Figures = { currency: Currency; currentMinor: bigint; correctedMinor: bigint; differenceMinor: bigint; period: Period };

/** The row's amount now (its share plus its adjustments), the corrected amount, their difference; refused when zero or in a closed month. */
async function figuresOf(tx: Tx, row: AdjustableRow, body: TAdjustmentBody): Promise<Figures> {
  const currency = parseCurrency(row.currency);
  const period = toPeriod({ year: body.year, month: body.month, currency });
  const currentMinor = numericToMinor(row.share, currency) + numericToMinor(row.adjusted, currency);
  const correctedMinor = parseAmount({ text: body.correctedAmount, currency }).amountMinor;
  const differenceMinor = correctedMinor - currentMinor;
  if (differenceMinor === 0n) throw new AppError('NOTHING_TO_ADJUST', { amount: minorToNumeric(currentMinor, currency) });
  await assertPeriodsOpen(tx, [{ date: period.monthStart, currency }]);
  return { currency, currentMinor, correctedMinor, differenceMinor, period };
}

/** docs/distribution.md §18: stale once the row, its adjustments or the posting month changed. */
const adjustmentFingerprint = (row: AdjustableRow, body: TAdjustmentBody) =>
  fingerprintOf({
    row: [row.id, row.type, row.share, row.adjusted, row.currency, row.profitDate, row.individualId, row.subscriberId, row.runSource],
    corrected: body.correctedAmount,
    month: [body.year, body.month],
  });

/**
 * docs/distribution.md §18: a correction of a posted profit or commission row is proposed, never
 * posted at once: the row is read (locked FOR SHARE), the difference must not be zero, the posting
 * month must be open; a pending proposal of kind `adjustment` records the row, the difference, the
 * reason and the month, for another person to approve through `distributionRuns.approve`.
 */
export async function proposeAdjustment(db: Db, body: TAdjustmentBody, proposerId: string, context: AuditContext): Promise<TProposedRun> {
  try {
    return await db.transaction(async (tx) => {
      const row = await adjustableRow(tx, body.rowId, 'share');
      const figures = await figuresOf(tx, row, body);
      const { currency, period } = figures;
      const totals: AdjustmentTotals = {
        total: minorToNumeric(figures.differenceMinor, currency),
        count: 1,
        type: row.type as 'profit' | 'commission',
        beneficiary: row.beneficiary,
        rowPeriod: periodLabel(periodKeyOf({ date: row.profitDate, currency })),
        currentAmount: minorToNumeric(figures.currentMinor, currency),
        correctedAmount: minorToNumeric(figures.correctedMinor, currency),
      };
      const id = randomUUID();
      const scope = { kind: 'adjustment' as const, source: null, year: period.year, month: period.month, currency };
      await insertProposal(tx, { id, ...scope, request: body, totals, fingerprint: adjustmentFingerprint(row, body), proposedBy: proposerId });
      await appendAudit(tx, {
        ...context,
        action: 'distribution-run.propose',
        entity: 'distribution-proposal',
        entityId: id,
        before: null,
        after: { ...scope, totals, request: body },
      });
      const stored = await findProposal(tx, id, false);
      if (!stored) throw new Error('Invariant violated: a proposal just written is read back');
      return { proposal: toRunView(stored) };
    });
  } catch (error) {
    if (isUniqueViolationOf(error, [PENDING_ADJUSTMENT_INDEX])) throw new AppError('RUN_PENDING_APPROVAL', { kind: 'adjustment', rowId: body.rowId });
    throw error;
  }
}

const ADJUSTED_ROW: Record<string, AdjustedRow> = { operations: 'profit-operations', sales: 'profit-sales' };

/**
 * The approval of an adjustment proposal (docs/distribution.md §14, §18), in the approval's
 * transaction: the row locked FOR UPDATE and read again — gone, changed or adjusted since, the
 * proposal is outdated (`PREVIEW_OUTDATED`, and the approval marks it stale) — the posting month
 * checked open, then the adjustment row with the signed difference and its balanced journal entry.
 * The corrected row is never touched.
 */
export async function postAdjustmentProposal(tx: Tx, proposal: ProposalRecord, approverId: string, context: AuditContext): Promise<TAdjustmentResult> {
  const body = ZAdjustmentBody.parse(proposal.request);
  const row = await findAdjustableRow(tx, body.rowId, 'update');
  if (!row || adjustmentFingerprint(row, body) !== proposal.fingerprint) throw new AppError('PREVIEW_OUTDATED', { changed: 'inputs' });
  const { currency, differenceMinor, period } = await figuresOf(tx, row, body);
  const difference = minorToNumeric(differenceMinor, currency);
  const type = row.type as 'profit' | 'commission';
  const adjustment = {
    id: proposal.id,
    correctedRowId: BigInt(row.id),
    individualId: row.individualId,
    subscriberId: row.subscriberId,
    distributionType: type,
    currency,
    year: period.year,
    month: period.month,
    profitDate: period.monthEnd,
    difference,
    reason: body.reason,
    proposedBy: proposal.proposedBy,
    approvedBy: approverId,
  };
  await insertAdjustment(tx, adjustment);
  const audit = await appendAudit(tx, {
    ...context,
    action: 'profit-adjustment.post',
    entity: 'profit-adjustment',
    entityId: proposal.id,
    before: { correctedRowId: row.id, amount: minorToNumeric(numericToMinor(row.share, currency) + numericToMinor(row.adjusted, currency), currency) },
    after: { correctedRowId: row.id, type, currency, profitDate: period.monthEnd, difference, reason: body.reason },
  });
  const adjusted: AdjustedRow = type === 'commission' ? 'commission' : (ADJUSTED_ROW[row.runSource ?? ''] ?? 'profit-operations');
  const partyId = type === 'commission' ? row.individualId : (row.subscriberId ?? row.individualId);
  const entry = await postEntry(
    tx,
    { date: period.monthEnd, memo: `profit-adjustment ${row.id}: ${body.reason}`, kind: ADJUSTMENT_SOURCE, id: proposal.id, auditId: BigInt(audit.id) },
    (accounts) => postAdjustment(accounts, { row: adjusted, currency, partyId, differenceMinor }),
  );
  if (!entry) throw new Error('Invariant violated: an adjustment of a non-zero difference posts an entry');
  return { adjustmentId: proposal.id, difference, entryNumber: entry.number };
}
