import type { TProfitExplanation } from '../../../contract/profit-explanations';
import { readPdfSettings } from '../../../db/queries/pdf-settings';
import { numericToMinor } from '../../../db/money-columns';
import { formatMoney, type Currency } from '../../../domain';
import type { Deps } from '../../deps';
import { renderPdfHtml, type PdfLanguage, type PdfSection } from '../../pdf/pdf-document';
import { isolateAuto, isolateLtr } from '../../i18n/bidi-isolate';
import { serverToday } from '../money-input';
import { EXPLANATION_PDF_LABELS, type ExplanationPdfLabels } from './explanation-pdf-labels';

type Words = { labels: ExplanationPdfLabels; money: (decimal: string) => string; weight: (minorDays: string) => string };

function wordsFor(language: PdfLanguage, currency: Currency): Words {
  const labels = EXPLANATION_PDF_LABELS[language];
  const money = (decimal: string) => isolateLtr(formatMoney({ money: { amountMinor: numericToMinor(decimal, currency), currency }, language }));
  const weight = (minorDays: string) => `${isolateLtr(formatMoney({ money: { amountMinor: BigInt(minorDays), currency }, language }))} × ${labels.dayUnit}`;
  return { labels, money, weight };
}

function capitalSection(explanation: TProfitExplanation, { labels, money, weight }: Words): PdfSection[] {
  const { investor } = explanation;
  const facts: Array<[string, string]> = [
    [labels.method, labels.methods[explanation.method]],
    [labels.subscriptionDate, isolateLtr(investor.subscriptionDate)],
    [labels.activeFrom, isolateLtr(investor.activeFrom)],
    [labels.daysActive, isolateLtr(String(investor.daysActive))],
    [labels.daysInMonth, isolateLtr(String(explanation.daysInMonth))],
    [labels.monthEndBalance, money(investor.monthEndBalance)],
    [labels.weight, weight(investor.weightMinorDays)],
  ];
  const capital: PdfSection = { heading: labels.capital, facts, note: explanation.method === 'daily-product' ? labels.weightDaily : labels.weightMonthEnd };
  if (explanation.method !== 'daily-product') return [capital];
  const segments: PdfSection = {
    table: {
      columns: [labels.from, labels.to, labels.days, labels.balance, labels.counted, labels.product],
      rows: investor.segments.map((segment) => [
        segment.from,
        segment.to,
        String(segment.days),
        money(segment.balance),
        money(segment.counted),
        weight(segment.productMinorDays),
      ]),
      totals: ['', '', String(investor.daysActive), '', '', weight(investor.weightMinorDays)],
      kinds: ['token', 'token', 'token', 'amount', 'amount', 'text'],
    },
  };
  return [capital, segments];
}

function shareSection(explanation: TProfitExplanation, { labels, money }: Words): PdfSection {
  const { share } = explanation;
  return {
    heading: labels.share,
    facts: [
      [labels.capitalPercentage, isolateLtr(`${share.capitalPercentage} %`)],
      [labels.exact, isolateLtr(`${share.exact} ${explanation.currency}`)],
      [labels.floor, money(share.floor)],
      [labels.remainder, isolateLtr(`${share.remainderMinorDays} / ${explanation.pool.totalWeightMinorDays}`)],
      [labels.leftoverUnits, isolateLtr(String(share.leftoverUnits))],
      [labels.remainderRank, share.remainderRank === null ? labels.noRemainder : isolateLtr(String(share.remainderRank))],
      [labels.unitAdded, share.unitAdded ? labels.yes : labels.no],
      [labels.computed, money(share.computed)],
      [labels.posted, money(share.posted)],
    ],
    ...(share.reproducesPosted ? {} : { note: labels.notReproduced }),
  };
}

function commissionsSection(explanation: TProfitExplanation, { labels, money }: Words): PdfSection {
  const { commissions } = explanation;
  if (!commissions.distributed || commissions.rows.length === 0) return { heading: labels.commissions, note: labels.noCommissions };
  return {
    heading: labels.commissions,
    facts: [[labels.monthProfit, money(commissions.investorMonthProfit)]],
    table: {
      columns: [labels.mediator, labels.percentage, labels.commission, labels.postedTotal],
      rows: commissions.rows.map((row) => [
        row.mediatorName,
        `${row.percentage} %`,
        money(row.commission),
        row.postedTotal === null ? '—' : money(row.postedTotal),
      ]),
      kinds: ['text', 'token', 'amount', 'amount'],
    },
  };
}

/**
 * The explanation's sections (the run, the pool, the capital, the share, the commissions): the
 * explanation PDF, and each profit of a monthly statement (docs/mail.md §1), print them.
 */
export function explanationSections(explanation: TProfitExplanation, language: PdfLanguage): PdfSection[] {
  const words = wordsFor(language, explanation.currency);
  const { labels, money, weight } = words;
  const { pool } = explanation;
  return [
    {
      facts: [
        [labels.investor, isolateAuto(explanation.investor.name)],
        [labels.currency, isolateLtr(explanation.currency)],
        [labels.source, labels.sources[explanation.source]],
        [labels.runDate, isolateLtr(explanation.runAt.slice(0, 10))],
      ],
    },
    {
      heading: labels.pool,
      facts: [
        [labels.baseTotal, money(pool.baseTotal)],
        [labels.investorPercentage, isolateLtr(`${pool.investorPercentage} %`)],
        [labels.investorPart, money(pool.investorPart)],
        [labels.loss, money(pool.loss)],
        [labels.distributable, money(pool.distributable)],
        [labels.special, money(pool.special)],
        [labels.investorCount, isolateLtr(String(pool.investorCount))],
        [labels.totalWeight, weight(pool.totalWeightMinorDays)],
      ],
    },
    ...capitalSection(explanation, words),
    shareSection(explanation, words),
    commissionsSection(explanation, words),
  ];
}

/** The explanation as a PDF in the reader's language, right to left in Arabic with numbers isolated. */
export async function explanationPdf(deps: Deps, explanation: TProfitExplanation, language: PdfLanguage): Promise<Buffer> {
  const labels = EXPLANATION_PDF_LABELS[language];
  const html = renderPdfHtml({
    language,
    title: labels.title,
    subtitle: `${labels.period}: ${isolateLtr(explanation.periodStart)} — ${isolateLtr(explanation.periodEnd)}`,
    header: await readPdfSettings(deps.database.db),
    sections: explanationSections(explanation, language),
    footer: `${labels.generatedOn} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}
