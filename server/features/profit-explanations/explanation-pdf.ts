import type { TProfitExplanation } from '../../../contract/profit-explanations';
import { readPdfSettings } from '../../../db/queries/pdf-settings';
import { numericToMinor } from '../../../db/money-columns';
import { formatMoney, type Currency } from '../../../domain';
import type { Deps } from '../../deps';
import { renderPdfHtml, type PdfLanguage, type PdfSection } from '../../pdf/pdf-document';
import { isolateAuto, isolateLtr } from '../../i18n/bidi-isolate';
import { scopedTranslator } from '../../i18n/server-translations';
import { serverToday } from '../money-input';

type Words = { label: (key: string) => string; money: (decimal: string) => string; weight: (minorDays: string) => string };

/**
 * The words of the explanation dialog (docs/distribution.md §17), from the locale files; those
 * the PDF says otherwise (it speaks to the investor: "your share") stand under `pdf`.
 */
const labelsFor = (language: PdfLanguage) => scopedTranslator(language, 'profitExplanation');

function wordsFor(language: PdfLanguage, currency: Currency): Words {
  const label = labelsFor(language);
  const money = (decimal: string) => isolateLtr(formatMoney({ money: { amountMinor: numericToMinor(decimal, currency), currency }, language }));
  const weight = (minorDays: string) => `${isolateLtr(formatMoney({ money: { amountMinor: BigInt(minorDays), currency }, language }))} × ${label('dayUnit')}`;
  return { label, money, weight };
}

function capitalSection(explanation: TProfitExplanation, { label, money, weight }: Words): PdfSection[] {
  const { investor } = explanation;
  const facts: Array<[string, string]> = [
    [label('method'), label(`methods.${explanation.method}`)],
    [label('subscriptionDate'), isolateLtr(investor.subscriptionDate)],
    [label('activeFrom'), isolateLtr(investor.activeFrom)],
    [label('daysActive'), isolateLtr(String(investor.daysActive))],
    [label('daysInMonth'), isolateLtr(String(explanation.daysInMonth))],
    [label('monthEndBalance'), money(investor.monthEndBalance)],
    [label('weight'), weight(investor.weightMinorDays)],
  ];
  const capital: PdfSection = {
    heading: label('pdf.capital'),
    facts,
    note: explanation.method === 'daily-product' ? label('pdf.weightDaily') : label('pdf.weightMonthEnd'),
  };
  if (explanation.method !== 'daily-product') return [capital];
  const segments: PdfSection = {
    table: {
      columns: [label('from'), label('to'), label('days'), label('balance'), label('counted'), label('product')],
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

function shareSection(explanation: TProfitExplanation, { label, money }: Words): PdfSection {
  const { share } = explanation;
  return {
    heading: label('pdf.share'),
    facts: [
      [label('capitalPercentage'), isolateLtr(`${share.capitalPercentage} %`)],
      [label('exact'), isolateLtr(`${share.exact} ${explanation.currency}`)],
      [label('floor'), money(share.floor)],
      [label('remainder'), isolateLtr(`${share.remainderMinorDays} / ${explanation.pool.totalWeightMinorDays}`)],
      [label('leftoverUnits'), isolateLtr(String(share.leftoverUnits))],
      [label('remainderRank'), share.remainderRank === null ? label('noRemainder') : isolateLtr(String(share.remainderRank))],
      [label('unitAdded'), share.unitAdded ? label('yes') : label('no')],
      [label('computed'), money(share.computed)],
      [label('posted'), money(share.posted)],
    ],
    ...(share.reproducesPosted ? {} : { note: label('notReproduced') }),
  };
}

function commissionsSection(explanation: TProfitExplanation, { label, money }: Words): PdfSection {
  const { commissions } = explanation;
  if (!commissions.distributed || commissions.rows.length === 0) return { heading: label('pdf.commissions'), note: label('noCommissions') };
  return {
    heading: label('pdf.commissions'),
    facts: [[label('pdf.monthProfit'), money(commissions.investorMonthProfit)]],
    table: {
      columns: [label('mediator'), label('percentage'), label('commission'), label('postedTotal')],
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

/** The row's corrections posted since (docs/distribution.md §18), each with its reason; nothing when it has none. */
function adjustmentsSection(explanation: TProfitExplanation, { label, money }: Words): PdfSection[] {
  const { adjustments } = explanation;
  if (adjustments.rows.length === 0) return [];
  return [
    {
      heading: label('adjustments'),
      facts: [[label('adjustedAmount'), money(adjustments.adjustedAmount)]],
      table: {
        columns: [label('adjustmentDate'), label('adjustmentReason'), label('adjustmentDifference')],
        rows: adjustments.rows.map((row) => [isolateLtr(row.postedOn), isolateAuto(row.reason), money(row.difference)]),
        kinds: ['token', 'text', 'amount'],
      },
    },
  ];
}

/**
 * The explanation's sections (the run, the pool, the capital, the share, the commissions): the
 * explanation PDF, and each profit of a monthly statement (docs/mail.md §1), print them.
 */
export function explanationSections(explanation: TProfitExplanation, language: PdfLanguage): PdfSection[] {
  const words = wordsFor(language, explanation.currency);
  const { label, money, weight } = words;
  const { pool } = explanation;
  return [
    {
      facts: [
        [label('investor'), isolateAuto(explanation.investor.name)],
        [label('pdf.currency'), isolateLtr(explanation.currency)],
        [label('source'), label(`sources.${explanation.source}`)],
        [label('runDate'), isolateLtr(explanation.runAt.slice(0, 10))],
      ],
    },
    {
      heading: label('pool'),
      facts: [
        [label('baseTotal'), money(pool.baseTotal)],
        [label('investorPercentage'), isolateLtr(`${pool.investorPercentage} %`)],
        [label('investorPart'), money(pool.investorPart)],
        [label('loss'), money(pool.loss)],
        [label('distributable'), money(pool.distributable)],
        [label('special'), money(pool.special)],
        [label('investorCount'), isolateLtr(String(pool.investorCount))],
        [label('totalWeight'), weight(pool.totalWeightMinorDays)],
      ],
    },
    ...capitalSection(explanation, words),
    shareSection(explanation, words),
    commissionsSection(explanation, words),
    ...adjustmentsSection(explanation, words),
  ];
}

/** The explanation as a PDF in the reader's language, right to left in Arabic with numbers isolated. */
export async function explanationPdf(deps: Deps, explanation: TProfitExplanation, language: PdfLanguage): Promise<Buffer> {
  const label = labelsFor(language);
  const html = renderPdfHtml({
    language,
    title: label('pdf.title'),
    subtitle: `${label('period')}: ${isolateLtr(explanation.periodStart)} — ${isolateLtr(explanation.periodEnd)}`,
    header: await readPdfSettings(deps.database.db),
    sections: explanationSections(explanation, language),
    footer: `${label('pdf.generatedOn')} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}
