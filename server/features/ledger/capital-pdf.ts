import { formatMoney, ledgerStatement, parseIsoDate, type Currency, type LedgerEntry } from '../../../domain';
import { ledgerEntriesOf, type LedgerRow } from '../../../db/queries/ledger';
import { readPdfSettings } from '../../../db/queries/pdf-settings';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { renderPdfHtml, tableSection, type PdfLanguage } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { scopedTranslator } from '../../i18n/server-translations';
import { serverToday } from '../money-input';

type Entry = LedgerEntry & { id: bigint; creditType: string | null };

function moneyIn(language: PdfLanguage, currency: Currency) {
  return (amountMinor: bigint) => isolateLtr(formatMoney({ money: { amountMinor, currency }, language }));
}

type Label = (key: string) => string;

/**
 * The words of the transactions screen (the capital namespace of the locale files); those only the
 * report and the receipt print stand under `capital.pdf`.
 */
const labelsFor = (language: PdfLanguage): Label => scopedTranslator(language, 'capital');

function kindOf(label: Label, entry: { type: 'credit' | 'debit'; creditType: string | null }): string {
  const credit = entry.creditType === 'profit' || entry.creditType === 'new-amount' ? ` · ${label(`creditTypes.${entry.creditType}`)}` : '';
  return `${label(`types.${entry.type}`)}${credit}`;
}

/** Profits received in the range: its completed credits of credit type profit, summed by the core. */
function profitsReceived(entries: readonly Entry[], from: string, to: string): bigint {
  const profits = entries.filter((entry) => entry.type === 'credit' && entry.creditType === 'profit');
  return ledgerStatement({ subscriptionAmountMinor: 0n, entries: profits, from: parseIsoDate(from), to: parseIsoDate(to) }).creditsMinor;
}

/** The subscriber report: subscription, opening balance at `from`, each row with its running balance, profits received. */
export async function subscriberReportPdf(deps: Deps, params: { id: string; from: string; to: string; language: PdfLanguage }): Promise<Buffer> {
  const subscriber = await findSubscriberById(deps.database.db, params.id);
  if (!subscriber) throw new AppError('SUBSCRIBER_NOT_FOUND');
  const entries = await ledgerEntriesOf(deps.database.db, subscriber.id, subscriber.currency);
  const statement = ledgerStatement({
    subscriptionAmountMinor: subscriber.subscriptionAmountMinor,
    entries,
    from: parseIsoDate(params.from),
    to: parseIsoDate(params.to),
  });
  const label = labelsFor(params.language);
  const money = moneyIn(params.language, subscriber.currency);
  const movements = tableSection(
    label('pdf.movements'),
    {
      columns: [label('fields.date'), label('fields.type'), label('fields.status'), label('fields.amount'), label('pdf.balance')],
      rows: statement.lines.map(({ entry, balanceAfterMinor }) => [
        entry.date,
        kindOf(label, entry),
        label(`statuses.${entry.status}`),
        money(entry.amountMinor),
        money(balanceAfterMinor),
      ]),
      kinds: ['token', 'text', 'text', 'amount', 'amount'],
    },
    label('pdf.noMovements'),
  );
  const html = renderPdfHtml({
    language: params.language,
    title: label('pdf.reportTitle'),
    subtitle: `${label('pdf.period')}: ${isolateLtr(params.from)} — ${isolateLtr(params.to)}`,
    header: await readPdfSettings(deps.database.db),
    sections: [
      {
        facts: [
          [label('fields.subscriber'), subscriber.name],
          [label('pdf.phone'), isolateLtr(subscriber.phone)],
          [label('fields.currency'), subscriber.currency],
          [label('pdf.subscriptionDate'), isolateLtr(subscriber.subscriptionDate)],
          [label('pdf.subscriptionAmount'), money(subscriber.subscriptionAmountMinor)],
          [label('pdf.openingBalance'), money(statement.openingMinor)],
          [label('pdf.totalCredits'), money(statement.creditsMinor)],
          [label('pdf.totalDebits'), money(statement.debitsMinor)],
          [label('pdf.closingBalance'), money(statement.closingMinor)],
          [label('pdf.profitsReceived'), money(profitsReceived(entries, params.from, params.to))],
        ],
      },
      movements,
    ],
    footer: `${label('pdf.generatedOn')} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}

/** A printable receipt for one ledger row. */
export async function receiptPdf(deps: Deps, row: LedgerRow, language: PdfLanguage, balanceMinor: bigint): Promise<Buffer> {
  const label = labelsFor(language);
  const money = moneyIn(language, row.currency);
  const facts: Array<[string, string]> = [
    [label('pdf.reference'), isolateLtr(`#${row.id.toString()}`)],
    [label('fields.subscriber'), row.subscriberName],
    [label('fields.date'), isolateLtr(row.transactionDate)],
    [label('fields.type'), kindOf(label, row)],
    [label('fields.amount'), money(row.amountMinor)],
    [label('fields.status'), label(`statuses.${row.status}`)],
    [label('currentBalance'), money(balanceMinor)],
  ];
  if (row.reversesId !== null) facts.push([label('pdf.reverses'), isolateLtr(`#${row.reversesId.toString()}`)]);
  if (row.note) facts.push([label('fields.note'), row.note]);
  const html = renderPdfHtml({
    language,
    title: label('pdf.receiptTitle'),
    header: await readPdfSettings(deps.database.db),
    sections: [{ facts }],
    footer: `${label('pdf.generatedOn')} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}
