import { readPdfSettings } from '../../../db/queries/pdf-settings';
import { formatMoney, type Currency } from '../../../domain';
import type { Deps } from '../../deps';
import { renderPdfHtml, tableSection, type PdfLanguage, type PdfSection, type PdfTable } from '../../pdf/pdf-document';
import { isolateAuto, isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import { serverDay } from '../server-day';
import { totalLine, YEAR_STATEMENT_COLUMNS, type YearStatementBlock } from './year-statement-blocks';
import type { CurrencyStatement, StatementMovement, YearStatement } from './year-statement.service';

/** A movement's kind: credit or debit, and for a credit what it brought (a new amount, a profit). */
export function movementKind(t: Translate, movement: Pick<StatementMovement, 'type' | 'creditType'>): string {
  const credit = movement.type === 'credit' && movement.creditType ? ` · ${t(`yearStatement.creditTypes.${movement.creditType}`)}` : '';
  return `${t(`yearStatement.movementTypes.${movement.type}`)}${credit}`;
}

/** One currency's sections: its summary, then its profits, approved requests and movements, each with its total. */
function currencySections(t: Translate, language: PdfLanguage, part: CurrencyStatement): PdfSection[] {
  const money = (amountMinor: bigint, currency: Currency = part.currency) => isolateLtr(formatMoney({ money: { amountMinor, currency }, language }));
  const summary: PdfSection = {
    heading: `${t('yearStatement.currency')}: ${isolateLtr(part.currency)}`,
    facts: [
      [t('yearStatement.opening'), money(part.openingMinor)],
      [t('yearStatement.credits'), money(part.creditsMinor)],
      [t('yearStatement.debits'), money(part.debitsMinor)],
      [t('yearStatement.closing'), money(part.closingMinor)],
      [t('yearStatement.profitsTotal'), money(part.profitsTotalMinor)],
      ...(part.adjustments.length > 0 ? [[t('yearStatement.adjustmentsTotal'), money(part.adjustmentsTotalMinor)] as [string, string]] : []),
      [t('yearStatement.requestsTotal'), money(part.requestsTotalMinor)],
    ],
  };
  const none = t('yearStatement.none');
  const block = (name: YearStatementBlock, table: Omit<PdfTable, 'columns'>) =>
    tableSection(
      `${t(`yearStatement.${name}`)} · ${isolateLtr(part.currency)}`,
      { columns: YEAR_STATEMENT_COLUMNS[name].map((column) => t(`yearStatement.${column}`)), ...table },
      none,
    );
  const total = (name: YearStatementBlock, amountMinor: bigint) => totalLine(name, t('yearStatement.total'), '', money(amountMinor));
  const profits = block('profits', {
    rows: part.profits.map((row) => [
      row.date,
      t(`yearStatement.types.${row.type}`),
      t(row.paid ? 'yearStatement.yes' : 'yearStatement.no'),
      money(row.amountMinor),
    ]),
    totals: total('profits', part.profitsTotalMinor),
    kinds: ['token', 'text', 'text', 'amount'],
  });
  const adjustments = block('adjustments', {
    rows: part.adjustments.map((row) => [row.date, t(`yearStatement.types.${row.type}`), row.correctedDate, isolateAuto(row.reason), money(row.amountMinor)]),
    totals: total('adjustments', part.adjustmentsTotalMinor),
    kinds: ['token', 'text', 'token', 'text', 'amount'],
  });
  const requests = block('requests', {
    rows: part.requests.map((row) => [row.decidedOn, row.profitDate, t(`yearStatement.types.${row.type}`), money(row.amountMinor)]),
    totals: total('requests', part.requestsTotalMinor),
    kinds: ['token', 'token', 'text', 'amount'],
  });
  const movements = block('movements', {
    rows: part.movements.map((row) => [
      row.date,
      movementKind(t, row),
      t(`yearStatement.statuses.${row.status}`),
      money(row.amountMinor),
      money(row.balanceAfterMinor),
    ]),
    kinds: ['token', 'text', 'text', 'amount', 'amount'],
  });
  return part.adjustments.length > 0 ? [summary, profits, adjustments, requests, movements] : [summary, profits, requests, movements];
}

/** docs/money.md §8: the year statement as PDF in the reader's language, right to left in Arabic, amounts left to right. */
export async function yearStatementPdf(deps: Deps, statement: YearStatement, language: PdfLanguage): Promise<Buffer> {
  const t = translatorFor(language);
  const sections: PdfSection[] = [{ facts: [[t('yearStatement.member'), isolateAuto(statement.memberName)]] }];
  if (statement.currencies.length === 0) sections.push({ note: t('yearStatement.nothing') });
  for (const part of statement.currencies) sections.push(...currencySections(t, language, part));
  const html = renderPdfHtml({
    language,
    title: t('yearStatement.title', { year: String(statement.year) }),
    subtitle: `${t('yearStatement.period')}: ${isolateLtr(statement.from)} — ${isolateLtr(statement.to)}`,
    header: await readPdfSettings(deps.database.db),
    sections,
    footer: `${t('yearStatement.generatedOn')} ${isolateLtr(serverDay())}`,
  });
  return deps.pdf.render(html);
}
