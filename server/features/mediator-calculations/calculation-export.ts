import type { ExportLanguage } from '../../../contract/operations';
import type { TCalculationPreview } from '../../../contract/mediator-calculations';
import { translatorFor } from '../../i18n/server-translations';
import type { ReportCell, ReportTable } from '../reports/report-tables';

const text = (value: string): ReportCell => ({ kind: 'text', text: value });

/** A table already in memory (an aggregate, a few rows per mediator) in the shape the report writers stream. */
export function memoryTable(params: { title: string; fileStem: string; labels: string[]; rows: ReportCell[][] }): ReportTable {
  return {
    title: params.title,
    subtitle: '',
    fileStem: params.fileStem,
    labels: params.labels,
    batches: async function* () {
      yield params.rows;
    },
    totals: () => Promise.resolve({ labels: [], lines: [] }),
  };
}

/** The preview as the screen shows it, with its total row, columns in the reader's language. */
export function previewTable(preview: TCalculationPreview, language: ExportLanguage): ReportTable {
  const t = translatorFor(language);
  const money = (amount: string): ReportCell => ({ kind: 'money', amount, currency: preview.currency });
  // The amounts' currency in a column of its own: a CSV cell holds the exact decimal only.
  const currency = text(preview.currency);
  const rows = preview.rows.map((row) => [
    text(row.mediatorName),
    text(t(`operations.mediatorTypes.${row.mediatorType}`)),
    text(String(row.operationCount)),
    currency,
    money(row.storedShare),
    money(row.settingsShare),
  ]);
  rows.push([
    text(t('mediatorCalculations.total')),
    text(''),
    text(String(preview.totals.operationCount)),
    currency,
    money(preview.totals.storedShare),
    money(preview.totals.settingsShare),
  ]);
  return memoryTable({
    title: t('mediatorCalculations.title'),
    fileStem: `mediator-commissions-${preview.from}-${preview.to}-${preview.currency}`,
    labels: [
      ...['mediator', 'type', 'operations'].map((key) => t(`mediatorCalculations.columns.${key}`)),
      t('reports.columns.currency'),
      ...['storedShare', 'settingsShare'].map((key) => t(`mediatorCalculations.columns.${key}`)),
    ],
    rows,
  });
}
