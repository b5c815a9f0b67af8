import { chosenColumns } from '../../../contract/list-view';
import type { ExportLanguage } from '../../../contract/operations';
import { SPLIT_COLUMNS, type SplitColumn, type TPrimarySplit } from '../../../contract/sub-profit-split';
import type { Currency } from '../../../domain';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { memoryTable } from '../mediator-calculations/calculation-export';
import type { Period } from '../profit-distribution/distribution-period';
import type { ReportCell } from '../reports/report-tables';

type SplitCell = { label: string; cell: (split: TPrimarySplit) => ReportCell };

const text = (value: string): ReportCell => ({ kind: 'text', text: value });
const money = (amount: string, currency: Currency): ReportCell => ({ kind: 'money', amount, currency });

/** Each beneficiary's part on a line of its own, as the screen's shares column lists them: the primary's first, then each sub-subscriber's. */
function sharesText(split: TPrimarySplit, t: Translate): string {
  const lines = [
    `${split.primaryName} (${t('subProfitSplit.primaryRole')}): ${split.primaryShare}`,
    ...split.parts.map((part) => `${part.subName} (${t('subProfitSplit.subRole')}): ${part.share}`),
  ];
  return lines.join('\n');
}

/** What each of the screen's columns writes. */
function cellOf(column: SplitColumn, currency: Currency, t: Translate): SplitCell {
  switch (column) {
    case 'primary':
      return { label: t('subProfitSplit.columns.primary'), cell: (split) => text(split.primaryName) };
    case 'subscriptionAmount':
      return { label: t('subProfitSplit.columns.subscription'), cell: (split) => money(split.subscriptionAmount, split.subscriptionCurrency) };
    case 'keptAmount':
      return { label: t('subProfitSplit.columns.kept'), cell: (split) => money(split.keptAmount, split.subscriptionCurrency) };
    case 'profit':
      return { label: t('subProfitSplit.columns.profit'), cell: (split) => money(split.profit, currency) };
    case 'shares':
      return { label: t('subProfitSplit.columns.shares'), cell: (split) => text(sharesText(split, t)) };
  }
}

/** The amounts in the subscription's currency (only weights) and those in the month's. */
const SUBSCRIPTION_AMOUNTS: readonly SplitColumn[] = ['subscriptionAmount', 'keptAmount'];
const MONTH_AMOUNTS: readonly SplitColumn[] = ['profit', 'shares'];

/**
 * The visible columns in their order. A CSV cell holds the exact decimal only, so a currency column
 * stands before the first amount in it: the subscription's before the weights, the month's before
 * the profit and shares.
 */
function splitCells(columns: readonly SplitColumn[], currency: Currency, t: Translate): SplitCell[] {
  const firstOf = (group: readonly SplitColumn[]) => columns.find((column) => group.includes(column));
  return columns.flatMap((column) => [
    ...(column === firstOf(SUBSCRIPTION_AMOUNTS)
      ? [{ label: t('subProfitSplit.columns.subscriptionCurrency'), cell: (split: TPrimarySplit) => text(split.subscriptionCurrency) }]
      : []),
    ...(column === firstOf(MONTH_AMOUNTS) ? [{ label: t('subProfitSplit.columns.currency'), cell: () => text(currency) }] : []),
    cellOf(column, currency, t),
  ]);
}

/** The split as the screen shows it — one row per primary in its order, its visible columns (`columns`, comma-separated) — in the reader's language. */
export function splitExportTable(splits: readonly TPrimarySplit[], period: Period, view: { columns?: string; lang?: ExportLanguage }) {
  const t = translatorFor(view.lang ?? 'en');
  const cells = splitCells(chosenColumns(SPLIT_COLUMNS, view.columns), period.currency, t);
  return memoryTable({
    title: t('subProfitSplit.title'),
    fileStem: `sub-profit-split-${period.year}-${String(period.month).padStart(2, '0')}-${period.currency}`,
    labels: cells.map((cell) => cell.label),
    rows: splits.map((split) => cells.map((cell) => cell.cell(split))),
  });
}
