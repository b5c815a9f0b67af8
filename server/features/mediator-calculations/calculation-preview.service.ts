import type { TCalculationAnalytics, TCalculationPreview, TCalculationPreviewRow, TMonthFigure } from '../../../contract/mediator-calculations';
import type { Tx } from '../../../db/client';
import { mediatorMonthFigures, mediatorRevenueGroups } from '../../../db/queries/mediator-calculations';
import { numericToMinor } from '../../../db/money-columns';
import { parsePercentage, percentOf, roundHalfUp, toDecimalString, type Currency } from '../../../domain';
import { checkRange } from '../reports/report-filters';

type RowTotals = { operationCount: number; storedMinor: bigint; settingsMinor: bigint };
type Row = Omit<TCalculationPreviewRow, 'storedShare' | 'settingsShare' | 'operationCount'> & RowTotals;

/**
 * Per mediator and commission type: the stored shares of the period's completed operations, and
 * what the settings' mediator rate would give on their revenue, rounded once per operation by the
 * core (a group of equal revenues is that one rounded product times the count).
 */
export async function previewCommissions(db: Tx, params: { from: string; to: string; currency: Currency; mediatorRate: string }): Promise<TCalculationPreview> {
  const { from, to } = checkRange(params.from, params.to);
  const rate = parsePercentage({ text: params.mediatorRate });
  const rows = new Map<string, Row>();
  for (const group of await mediatorRevenueGroups(db, { from, to, currency: params.currency })) {
    const key = `${group.mediatorId}\u0000${group.mediatorType}`;
    const row = rows.get(key) ?? {
      mediatorId: group.mediatorId,
      mediatorName: group.mediatorName,
      mediatorType: group.mediatorType,
      operationCount: 0,
      storedMinor: 0n,
      settingsMinor: 0n,
    };
    const perOperation = roundHalfUp(percentOf({ amountMinor: numericToMinor(group.revenue, params.currency), percentage: rate }));
    row.operationCount += group.operationCount;
    row.storedMinor += numericToMinor(group.storedShare, params.currency);
    row.settingsMinor += perOperation * BigInt(group.operationCount);
    rows.set(key, row);
  }
  const text = (amountMinor: bigint) => toDecimalString({ amountMinor, currency: params.currency });
  const all = [...rows.values()];
  const totals = all.reduce<RowTotals>(
    (sum, row) => ({
      operationCount: sum.operationCount + row.operationCount,
      storedMinor: sum.storedMinor + row.storedMinor,
      settingsMinor: sum.settingsMinor + row.settingsMinor,
    }),
    { operationCount: 0, storedMinor: 0n, settingsMinor: 0n },
  );
  return {
    from,
    to,
    currency: params.currency,
    mediatorRate: params.mediatorRate,
    rows: all.map(({ storedMinor, settingsMinor, ...row }) => ({ ...row, storedShare: text(storedMinor), settingsShare: text(settingsMinor) })),
    totals: { operationCount: totals.operationCount, storedShare: text(totals.storedMinor), settingsShare: text(totals.settingsMinor) },
  };
}

type MonthSums = { counts: number[]; sharesMinor: bigint[] };

const emptyMonths = (): MonthSums => ({ counts: Array<number>(12).fill(0), sharesMinor: Array<bigint>(12).fill(0n) });

function monthFigures(sums: MonthSums, currency: Currency): TMonthFigure[] {
  return sums.counts.map((operationCount, index) => ({
    month: index + 1,
    operationCount,
    storedShare: toDecimalString({ amountMinor: sums.sharesMinor[index] ?? 0n, currency }),
  }));
}

function addTo(sums: MonthSums, month: number, count: number, amountMinor: bigint): void {
  sums.counts[month - 1] = (sums.counts[month - 1] ?? 0) + count;
  sums.sharesMinor[month - 1] = (sums.sharesMinor[month - 1] ?? 0n) + amountMinor;
}

/** A year of stored mediator shares, per mediator and per month, from one aggregate query. */
export async function commissionAnalytics(db: Tx, params: { year: number; currency: Currency }): Promise<TCalculationAnalytics> {
  const overall = emptyMonths();
  const perMediator = new Map<string, { name: string; sums: MonthSums }>();
  for (const figure of await mediatorMonthFigures(db, params)) {
    const amountMinor = numericToMinor(figure.storedShare, params.currency);
    const mediator = perMediator.get(figure.mediatorId) ?? { name: figure.mediatorName, sums: emptyMonths() };
    addTo(mediator.sums, figure.month, figure.operationCount, amountMinor);
    addTo(overall, figure.month, figure.operationCount, amountMinor);
    perMediator.set(figure.mediatorId, mediator);
  }
  const total = (sums: MonthSums) => ({
    operationCount: sums.counts.reduce((sum, count) => sum + count, 0),
    storedShare: toDecimalString({ amountMinor: sums.sharesMinor.reduce((sum, amount) => sum + amount, 0n), currency: params.currency }),
  });
  return {
    year: params.year,
    currency: params.currency,
    months: monthFigures(overall, params.currency),
    mediators: [...perMediator].map(([mediatorId, { name, sums }]) => ({
      mediatorId,
      mediatorName: name,
      months: monthFigures(sums, params.currency),
      ...total(sums),
    })),
    totals: total(overall),
  };
}
