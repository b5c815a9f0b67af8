import type { TProfitExplanation } from '../../../contract/profit-explanations';
import { readPdfSettings } from '../../../db/queries/pdf-settings';
import type { Deps } from '../../deps';
import { isolateAuto, isolateLtr } from '../../i18n/bidi-isolate';
import { renderPdfHtml, type PdfLanguage, type PdfSection } from '../../pdf/pdf-document';
import { serverToday } from '../money-input';
import { explanationSections } from '../profit-explanations/explanation-pdf';
import { STATEMENT_LABELS } from './statement-labels';

/** What a statement says (docs/mail.md §1); amounts already written in the member's language. */
export type StatementFacts = {
  name: string;
  currency: string;
  periodStart: string;
  periodEnd: string;
  monthProfit: string;
  capitalAtMonthEnd: string;
  yearToDate: string;
  /** Each profit row of the month: its explanation, or null when the run can no longer be replayed. */
  explanations: Array<TProfitExplanation | null>;
};

/** The summary, then each profit's explanation with the explanation PDF's own sections. */
export async function statementPdf(deps: Deps, facts: StatementFacts, language: PdfLanguage): Promise<Buffer> {
  const labels = STATEMENT_LABELS[language];
  const count = facts.explanations.length;
  const explained = facts.explanations.flatMap((explanation, index): PdfSection[] => {
    const heading = labels.profitHeading(index + 1, count);
    if (!explanation) return [{ heading, note: labels.notExplainable }];
    return [{ heading }, ...explanationSections(explanation, language)];
  });
  const html = renderPdfHtml({
    language,
    title: labels.title,
    subtitle: `${labels.period}: ${isolateLtr(facts.periodStart)} — ${isolateLtr(facts.periodEnd)}`,
    header: await readPdfSettings(deps.database.db),
    sections: [
      {
        heading: labels.summary,
        facts: [
          [labels.member, isolateAuto(facts.name)],
          [labels.currency, isolateLtr(facts.currency)],
          [labels.monthProfit, facts.monthProfit],
          [labels.capitalAtMonthEnd, facts.capitalAtMonthEnd],
          [labels.yearToDate, facts.yearToDate],
        ],
      },
      ...explained,
    ],
    footer: `${labels.generatedOn} ${isolateLtr(serverToday())}`,
  });
  return deps.pdf.render(html);
}
