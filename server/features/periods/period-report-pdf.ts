import type { TPeriodReport } from '../../../contract/periods';
import { numericToMinor } from '../../../db/money-columns';
import type { PdfHeaderRecord } from '../../../db/queries/pdf-header';
import { formatMoney, parseCurrency } from '../../../domain';
import { renderPdfHtml, type PdfLanguage, type PdfSection } from '../../pdf/pdf-document';
import { isolateLtr } from '../../i18n/bidi-isolate';
import { translatorFor, type Translate } from '../../i18n/server-translations';

/** An instant of the report (`…T10:05:00Z`) as a reader compares it with a clock: the day and the minute, in UTC. */
const instantText = (iso: string) => isolateLtr(`${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`);

/** Who did it and when, as the periods screen writes it. */
const byText = (t: Translate, at: string, name: string | null) => t('periods.by', { at: instantText(at), name: name ?? '—' });

function statusFacts(t: Translate, { period }: TPeriodReport): Array<[string, string]> {
  const status = period.status === 'closed' ? 'closed' : period.distributed ? 'open' : 'notDistributed';
  const facts: Array<[string, string]> = [
    [t('periods.report.month'), isolateLtr(period.period)],
    [t('periods.currency'), period.currency],
    [t('periods.report.status'), t(`periods.status.${status}`)],
  ];
  if (period.status === 'closed' && period.closedAt) facts.push([t('periods.columns.closed'), byText(t, period.closedAt, period.closedBy)]);
  if (period.reopenedAt) {
    facts.push([t('periods.columns.reopened'), byText(t, period.reopenedAt, period.reopenedBy)]);
    if (period.reopenReason) facts.push([t('periods.reason'), period.reopenReason]);
  }
  return facts;
}

/** The stamped trial balance, account by account, a side at zero left blank as the trial balance leaves it (docs/accounting.md §6). */
function trialBalanceSections(t: Translate, report: TPeriodReport, language: PdfLanguage): PdfSection[] {
  const stamp = report.trialBalance;
  if (!stamp) return [{ heading: t('periods.report.trialBalance'), note: t('periods.report.noStamp') }];
  const currency = parseCurrency(report.period.currency);
  const money = (decimal: string) => isolateLtr(formatMoney({ money: { amountMinor: numericToMinor(decimal, currency), currency }, language }));
  const side = (decimal: string) => (numericToMinor(decimal, currency) === 0n ? '' : money(decimal));
  return [
    {
      heading: t('periods.report.trialBalance'),
      facts: [
        [t('periods.report.stampedAt'), instantText(stamp.stampedAt)],
        [t('periods.report.asOf'), isolateLtr(stamp.asOf)],
      ],
      ...(report.period.status === 'open' ? { note: t('periods.report.reopenedNote') } : {}),
    },
    {
      table: {
        columns: [t('periods.report.account'), t('periods.report.name'), t('periods.report.debit'), t('periods.report.credit')],
        rows: stamp.lines.map((line) => [line.account, line.name, side(line.debit), side(line.credit)]),
        totals: [t('periods.report.total'), '', money(stamp.totalDebit), money(stamp.totalCredit)],
        kinds: ['token', 'text', 'amount', 'amount'],
      },
    },
  ];
}

/**
 * The period's report as a page (docs/accounting.md §6): the month, its status, and the trial
 * balance stamped when it was closed, or a plain note that it carries none.
 */
export function periodReportHtml(params: { report: TPeriodReport; language: PdfLanguage; header: PdfHeaderRecord; today: string }): string {
  const { report, language } = params;
  const t = translatorFor(language);
  return renderPdfHtml({
    language,
    title: t('periods.report.title', { month: report.period.period, currency: report.period.currency }),
    header: params.header,
    sections: [{ facts: statusFacts(t, report) }, ...trialBalanceSections(t, report, language)],
    footer: `${t('periods.report.generatedOn')} ${isolateLtr(params.today)}`,
  });
}
