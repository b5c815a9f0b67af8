import { formatMoney, ledgerStatement, parseIsoDate, type Currency, type LedgerEntry } from '../../../domain';
import { ledgerEntriesOf, type LedgerRow } from '../../../db/queries/ledger';
import { readPdfSettings } from '../../../db/queries/pdf-settings';
import { findSubscriberById } from '../../../db/queries/subscribers';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { renderPdfHtml, type PdfLanguage, type PdfSection } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { serverToday } from '../money-input';
import { CAPITAL_PDF_LABELS, type CapitalPdfLabels } from './capital-pdf-labels';

type Entry = LedgerEntry & { id: bigint; creditType: string | null };

function moneyIn(language: PdfLanguage, currency: Currency) {
  return (amountMinor: bigint) => isolateLtr(formatMoney({ money: { amountMinor, currency }, language }));
}

function kindOf(labels: CapitalPdfLabels, entry: { type: 'credit' | 'debit'; creditType: string | null }): string {
  const credit = entry.creditType === 'profit' || entry.creditType === 'new-amount' ? ` · ${labels.creditTypes[entry.creditType]}` : '';
  return `${labels.types[entry.type]}${credit}`;
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
  const labels = CAPITAL_PDF_LABELS[params.language];
  const money = moneyIn(params.language, subscriber.currency);
  const movements: PdfSection = statement.lines.length
    ? {
        heading: labels.movements,
        table: {
          columns: [labels.date, labels.type, labels.status, labels.amount, labels.balance],
          rows: statement.lines.map(({ entry, balanceAfterMinor }) => [
            entry.date,
            kindOf(labels, entry),
            labels.statuses[entry.status],
            money(entry.amountMinor),
            money(balanceAfterMinor),
          ]),
          kinds: ['token', 'text', 'text', 'amount', 'amount'],
        },
      }
    : { heading: labels.movements, note: labels.noMovements };
  const html = renderPdfHtml({
    language: params.language,
    title: labels.reportTitle,
    subtitle: `${labels.period}: ${isolateLtr(params.from)} — ${isolateLtr(params.to)}`,
    header: await readPdfSettings(deps.database.db),
    sections: [
      {
        facts: [
          [labels.subscriber, subscriber.name],
          [labels.phone, isolateLtr(subscriber.phone)],
          [labels.currency, subscriber.currency],
          [labels.subscriptionDate, isolateLtr(subscriber.subscriptionDate)],
          [labels.subscriptionAmount, money(subscriber.subscriptionAmountMinor)],
          [labels.openingBalance, money(statement.openingMinor)],
          [labels.totalCredits, money(statement.creditsMinor)],
          [labels.totalDebits, money(statement.debitsMinor)],
          [labels.closingBalance, money(statement.closingMinor)],
          [labels.profitsReceived, money(profitsReceived(entries, params.from, params.to))],
        ],
      },
      movements,
    ],
    footer: `${labels.generatedOn} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}

/** A printable receipt for one ledger row. */
export async function receiptPdf(deps: Deps, row: LedgerRow, language: PdfLanguage, balanceMinor: bigint): Promise<Buffer> {
  const labels = CAPITAL_PDF_LABELS[language];
  const money = moneyIn(language, row.currency);
  const facts: Array<[string, string]> = [
    [labels.reference, isolateLtr(`#${row.id.toString()}`)],
    [labels.subscriber, row.subscriberName],
    [labels.date, isolateLtr(row.transactionDate)],
    [labels.type, kindOf(labels, row)],
    [labels.amount, money(row.amountMinor)],
    [labels.status, labels.statuses[row.status]],
    [labels.currentBalance, money(balanceMinor)],
  ];
  if (row.reversesId !== null) facts.push([labels.reverses, isolateLtr(`#${row.reversesId.toString()}`)]);
  if (row.note) facts.push([labels.note, row.note]);
  const html = renderPdfHtml({
    language,
    title: labels.receiptTitle,
    header: await readPdfSettings(deps.database.db),
    sections: [{ facts }],
    footer: `${labels.generatedOn} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}
