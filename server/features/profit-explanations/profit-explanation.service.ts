import type { TProfitExplanation } from '../../../contract/profit-explanations';
import { holdsAny, type Permission } from '../../../contract/permissions';
import { trimDecimal } from '../../../contract/decimal-input';
import type { Tx } from '../../../db/client';
import { findDistributionSettings } from '../../../db/queries/distribution-investors';
import {
  findExplainedRow,
  investorCommissionInputs,
  investorLedgerSumsAsOfRun,
  runSourcesTotal,
  type ExplainedRowRecord,
} from '../../../db/queries/profit-explanations';
import { numericToMinor } from '../../../db/money-columns';
import {
  assertYearMonth,
  computeMediatorCommissions,
  DISTRIBUTION_METHODS,
  explainInvestorShare,
  isDomainError,
  minorToFixed,
  monthEnd,
  monthStart,
  parseCurrency,
  parsePercentage,
  rationalToFixed,
  toDecimalString,
  type Currency,
  type DistributionMethod,
  type InvestorShareExplanation,
} from '../../../domain';
import { adjustmentsOfRow } from '../../../db/queries/profit-adjustments';
import { AppError } from '../../app-error';
import type { SessionUser } from '../../plugins/access';
import { toInvestors } from '../profit-distribution/investor-calculation';

/** Staff who read any investor's explanation (docs/permissions.md §7); a member reads only their own rows. */
export const EXPLANATION_STAFF_PERMISSIONS: readonly Permission[] = ['profit-distribution', 'reports', 'subscribers'];

/**
 * The row, if this user may read its explanation: a profit row of type profit that the user's
 * permissions cover or whose subscriber is the user's own individual. Anything else is not found,
 * so that no one learns which rows exist.
 */
async function readableRow(db: Tx, user: SessionUser, profitRowId: string): Promise<ExplainedRowRecord & { subscriberId: string }> {
  const row = await explainableRow(db, profitRowId);
  const own = user.individualId !== null && row.ownerIndividualId === user.individualId;
  if (!own && !holdsAny(user.permissions, EXPLANATION_STAFF_PERMISSIONS)) throw new AppError('PROFIT_NOT_FOUND');
  return { ...row, subscriberId: row.subscriberId };
}

/**
 * A profit row of type profit of an investor run, whoever reads it; anything else is not found. A
 * row whose run recorded nothing to replay is not explainable, as the lists say of it.
 */
async function explainableRow(db: Tx, profitRowId: string): Promise<ExplainedRowRecord & { subscriberId: string }> {
  const row = await findExplainedRow(db, profitRowId);
  if (!row || row.type !== 'profit' || row.runKind !== 'investor' || row.subscriberId === null) throw new AppError('PROFIT_NOT_FOUND');
  return { ...row, subscriberId: row.subscriberId };
}

function assertExplainable(row: ExplainedRowRecord): void {
  if (!row.explainable) throw new AppError('PROFIT_NOT_EXPLAINABLE');
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The run's parameters as it recorded them (docs/distribution.md §8, §16); what older runs did not
 * record is recomputed: the base total from the run's sources, the method from the company setting.
 */
async function runInputs(db: Tx, row: ExplainedRowRecord, currency: Currency) {
  const settings = await findDistributionSettings(db);
  const recordedMethod = textOf(row.totals.method) ?? settings.weightingMethod;
  const method: DistributionMethod = (DISTRIBUTION_METHODS as readonly string[]).includes(recordedMethod)
    ? (recordedMethod as DistributionMethod)
    : 'month-end';
  const baseTotal = textOf(row.totals.baseTotal) ?? trimDecimal(await runSourcesTotal(db, row.runId));
  return {
    method,
    baseTotalMinor: numericToMinor(baseTotal, currency),
    investorPercentage: parsePercentage({ text: textOf(row.parameters.investorPercentage) ?? '100' }),
    investorPercentageText: textOf(row.parameters.investorPercentage) ?? '100',
    lossMinor: numericToMinor(textOf(row.parameters.loss) ?? '0', currency),
    specialRatio: parsePercentage({ text: trimDecimal(settings.specialServiceRatio) }),
    recordedSpecial: textOf(row.totals.special),
  };
}

/**
 * The core's replay of the run, or PROFIT_NOT_EXPLAINABLE when the run cannot be replayed: a row
 * written without a distribution (no sources, no parameters), or a ledger changed past recognition.
 */
function replay(explain: () => InvestorShareExplanation | null): InvestorShareExplanation {
  try {
    const explanation = explain();
    if (explanation !== null) return explanation;
  } catch (error) {
    if (!isDomainError(error)) throw error;
  }
  throw new AppError('PROFIT_NOT_EXPLAINABLE');
}

export async function explainProfit(db: Tx, user: SessionUser, profitRowId: string): Promise<TProfitExplanation> {
  return explainRow(db, await readableRow(db, user, profitRowId));
}

/** The explanation the server itself reads, for a member's monthly statement (docs/mail.md §1). */
export async function explainProfitRow(db: Tx, profitRowId: string): Promise<TProfitExplanation> {
  return explainRow(db, await explainableRow(db, profitRowId));
}

async function explainRow(db: Tx, row: ExplainedRowRecord & { subscriberId: string }): Promise<TProfitExplanation> {
  assertExplainable(row);
  const currency = parseCurrency(row.currency);
  const yearMonth = assertYearMonth({ year: row.year, month: row.month });
  const scope = {
    currency,
    monthStart: monthStart(yearMonth),
    monthEnd: monthEnd(yearMonth),
    runId: row.runId,
    runAt: row.runAt,
    ledgerWatermark: textOf(row.parameters.ledgerWatermark),
  };
  const inputs = await runInputs(db, row, currency);
  const ledgers = await investorLedgerSumsAsOfRun(db, scope);
  const explanation = replay(() =>
    explainInvestorShare({
      params: {
        yearMonth,
        currency,
        method: inputs.method,
        baseTotalMinor: inputs.baseTotalMinor,
        investorPercentage: inputs.investorPercentage,
        lossMinor: inputs.lossMinor,
        specialRatio: inputs.specialRatio,
        investors: toInvestors(ledgers, { monthStart: scope.monthStart }),
      },
      investorId: row.subscriberId,
    }),
  );
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  const postedMinor = numericToMinor(row.share, currency);
  return {
    profitRowId: row.id,
    runId: row.runId,
    runAt: row.runAt,
    year: row.year,
    month: row.month,
    currency,
    source: row.runSource === 'sales' ? 'sales' : 'operations',
    method: explanation.method,
    periodStart: explanation.monthStart,
    periodEnd: explanation.monthEnd,
    daysInMonth: explanation.daysInMonth,
    investor: {
      subscriberId: row.subscriberId,
      name: row.investorName ?? '',
      subscriptionDate: explanation.investor.subscriptionDate,
      activeFrom: explanation.investor.activeFrom,
      daysActive: explanation.investor.daysActive,
      monthEndBalance: money(explanation.investor.monthEndBalanceMinor),
      weightMinorDays: explanation.investor.weight.toString(),
      segments: explanation.investor.segments.map((segment) => ({
        from: segment.from,
        to: segment.to,
        days: segment.days,
        balance: money(segment.balanceMinor),
        counted: money(segment.countedMinor),
        productMinorDays: segment.productMinor.toString(),
      })),
    },
    pool: poolOf(explanation, inputs, money),
    share: {
      exact: minorToFixed({ valueMinor: explanation.exactShareMinor, currency, fractionDigits: 6 }),
      capitalPercentage: rationalToFixed({ value: { numerator: explanation.investor.weight * 100n, denominator: explanation.totalWeight }, fractionDigits: 6 }),
      floor: money(explanation.floorMinor),
      remainderMinorDays: explanation.remainder.toString(),
      leftoverUnits: explanation.leftoverUnits,
      remainderRank: explanation.remainderRank,
      unitAdded: explanation.unitAdded,
      computed: money(explanation.shareMinor),
      posted: money(postedMinor),
      reproducesPosted: explanation.shareMinor === postedMinor,
    },
    commissions: await commissionsOf(db, row, currency),
    adjustments: await adjustmentsOf(db, row.id, postedMinor, currency),
  };
}

/** The row's posted corrections (docs/distribution.md §18) and its amount with them. */
async function adjustmentsOf(db: Tx, rowId: string, postedMinor: bigint, currency: Currency): Promise<TProfitExplanation['adjustments']> {
  const rows = await adjustmentsOfRow(db, rowId);
  const differences = rows.map((adjustment) => numericToMinor(adjustment.difference, currency));
  const adjustedMinor = differences.reduce((sum, difference) => sum + difference, postedMinor);
  return {
    rows: rows.map((adjustment, index) => ({
      id: adjustment.id,
      postedOn: adjustment.profitDate,
      difference: toDecimalString({ amountMinor: differences[index]!, currency }),
      reason: adjustment.reason,
    })),
    adjustedAmount: toDecimalString({ amountMinor: adjustedMinor, currency }),
  };
}

function poolOf(
  explanation: InvestorShareExplanation,
  inputs: Awaited<ReturnType<typeof runInputs>>,
  money: (amountMinor: bigint) => string,
): TProfitExplanation['pool'] {
  return {
    baseTotal: money(explanation.baseTotalMinor),
    investorPercentage: trimDecimal(inputs.investorPercentageText),
    investorPart: money(explanation.investorPartMinor),
    loss: money(explanation.lossMinor),
    distributable: money(explanation.distributableMinor),
    // The special share paid beside the pool: as the run recorded it, else as the core computes it.
    special: inputs.recordedSpecial ?? money(explanation.specialMinor),
    investorCount: explanation.investorCount,
    totalWeightMinorDays: explanation.totalWeight.toString(),
  };
}

/** docs/distribution.md §9: each of the investor's mediators' commission on its month's profit, through the core. */
async function commissionsOf(db: Tx, row: ExplainedRowRecord & { subscriberId: string }, currency: Currency): Promise<TProfitExplanation['commissions']> {
  const found = await investorCommissionInputs(db, { subscriberId: row.subscriberId, profitDate: row.profitDate, currency, year: row.year, month: row.month });
  const profitMinor = numericToMinor(found.monthProfit, currency);
  const money = (amountMinor: bigint) => toDecimalString({ amountMinor, currency });
  const rows = found.links
    .filter((link) => link.status === 'active' || link.postedTotal !== null)
    .map((link) => {
      const percentage = parsePercentage({ text: trimDecimal(link.percentage) });
      const single = computeMediatorCommissions({
        links: [{ mediatorId: link.mediatorId, investorId: row.subscriberId, percentage, status: 'active' }],
        profits: [{ investorId: row.subscriberId, amountMinor: profitMinor }],
      });
      return {
        mediatorId: link.mediatorId,
        mediatorName: link.mediatorName,
        percentage: trimDecimal(link.percentage),
        commission: money(single.totalMinor),
        postedTotal: link.postedTotal === null ? null : money(numericToMinor(link.postedTotal, currency)),
      };
    });
  return { distributed: found.commissionRunId !== null, investorMonthProfit: money(profitMinor), rows };
}
