import type { TProfitExplanation } from '../../../contract/profit-explanations';
import type { Tx } from '../../../db/client';
import { numericToMinor } from '../../../db/money-columns';
import {
  findStatementRecipient,
  queueStatementJobs,
  statementCapitalAt,
  statementProfitRows,
  statementYearToDate,
  type StatementRecipientRecord,
} from '../../../db/queries/statements';
import { assertYearMonth, formatMoney, monthEnd, monthStart, parseCurrency, toDecimalString, type Currency } from '../../../domain';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import { isolateLtr } from '../../i18n/bidi-isolate';
import type { JobHandler } from '../../jobs/job-runner';
import { mailRetryAfter } from '../../mail/mail-retry';
import type { PdfLanguage } from '../../pdf/pdf-document';
import { explainProfitRow } from '../profit-explanations/profit-explanation.service';
import { STATEMENT_LABELS } from './statement-labels';
import { statementPdf, type StatementFacts } from './statement-pdf';

/** docs/mail.md §2: the kind of the jobs that mail a member's monthly statement. */
export const STATEMENT_MAIL_JOB = 'statement-mail';
/** Attempts of one statement before it stays failed (an administrator can still retry it). */
export const STATEMENT_MAX_ATTEMPTS = 5;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** One statement per subscriber and month, whatever queues it again: the job's idempotency key is `statement:<subscriber id>:<YYYY-MM>`. */
const STATEMENT_KEY_PREFIX = 'statement:';

/**
 * docs/mail.md §1: inside the posting's transaction, a statement job for each subscriber who
 * received a profit row and has an e-mail. A subscriber already queued for the month (a second run
 * of the month, a redistribution after a reset) is not queued again. Returns how many were queued.
 */
export function queueStatements(tx: Tx, params: { subscriberIds: readonly string[]; year: number; month: number }): Promise<number> {
  return queueStatementJobs(tx, {
    subscriberIds: [...new Set(params.subscriberIds)],
    month: `${params.year}-${twoDigits(params.month)}`,
    kind: STATEMENT_MAIL_JOB,
    keyPrefix: STATEMENT_KEY_PREFIX,
    maxAttempts: STATEMENT_MAX_ATTEMPTS,
  });
}

const languageOf = (recipient: StatementRecipientRecord): PdfLanguage =>
  recipient.language === 'fr' || recipient.language === 'ar' ? recipient.language : 'en';

function moneyIn(language: PdfLanguage, currency: Currency) {
  return (decimal: string) => isolateLtr(formatMoney({ money: { amountMinor: numericToMinor(decimal, currency), currency }, language }));
}

function readParams(params: unknown): { subscriberId: string; year: number; month: number } {
  const record = (params ?? {}) as Record<string, unknown>;
  const match = typeof record.month === 'string' ? /^(\d{4})-(\d{2})$/.exec(record.month) : null;
  if (typeof record.subscriberId !== 'string' || !match) throw new Error('statement job without subscriberId and month');
  return { subscriberId: record.subscriberId, year: Number(match[1]), month: Number(match[2]) };
}

async function explanationOf(deps: Deps, profitRowId: string): Promise<TProfitExplanation | null> {
  try {
    return await explainProfitRow(deps.database.db, profitRowId);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'PROFIT_NOT_EXPLAINABLE' || error.code === 'PROFIT_NOT_FOUND')) return null;
    throw error;
  }
}

/**
 * What the month's statement of one subscriber says (docs/mail.md §1), in `language`: the month's
 * profit, the capital at its end, the year to date and each profit row's explanation. The mailed
 * statement and the one a member downloads (docs/operations.md §15) are the same.
 */
export async function statementFacts(
  deps: Deps,
  params: { subscriberId: string; name: string; currency: string; year: number; month: number; language: PdfLanguage },
): Promise<StatementFacts> {
  const { subscriberId, year, month, language } = params;
  const db = deps.database.db;
  const currency = parseCurrency(params.currency);
  const yearMonth = assertYearMonth({ year, month });
  const periodStart = monthStart(yearMonth);
  const periodEnd = monthEnd(yearMonth);
  const rows = await statementProfitRows(db, { subscriberId, monthStart: periodStart, monthEnd: periodEnd });
  const monthProfitMinor = rows.reduce((sum, row) => sum + numericToMinor(row.share, currency), 0n);
  const money = moneyIn(language, currency);
  const explanations: Array<TProfitExplanation | null> = [];
  for (const row of rows) explanations.push(await explanationOf(deps, row.id));
  return {
    name: params.name,
    currency,
    periodStart,
    periodEnd,
    monthProfit: money(toDecimalString({ amountMinor: monthProfitMinor, currency })),
    capitalAtMonthEnd: money(await statementCapitalAt(db, { subscriberId, date: periodEnd })),
    yearToDate: money(await statementYearToDate(db, { subscriberId, yearStart: `${year}-01-01`, monthEnd: periodEnd })),
    explanations,
  };
}

/**
 * docs/mail.md §2. The job's rows total is 1 and its rows done becomes 1 the moment the mail
 * server accepts the mail, written at once: an attempt that finds it done (a restart, a retry after
 * the instance stopped) finishes without sending again.
 */
export function statementMailJob(deps: Deps): JobHandler {
  return {
    retryAfterMs: mailRetryAfter(deps),
    run: async ({ job, signal, setRowsTotal, addRowsDone }) => {
      if (job.rowsDone >= 1) return;
      const { subscriberId, year, month } = readParams(job.params);
      const db = deps.database.db;
      const recipient = await findStatementRecipient(db, subscriberId);
      if (!recipient) throw new AppError('MAIL_NO_RECIPIENT');
      const language = languageOf(recipient);
      const facts = await statementFacts(deps, { subscriberId, name: recipient.name, currency: recipient.currency, year, month, language });
      const pdf = await statementPdf(deps, facts, language);
      signal.throwIfAborted();
      const labels = STATEMENT_LABELS[language];
      const monthText = `${year}-${twoDigits(month)}`;
      await setRowsTotal(1);
      await deps.mailer.deliver({
        to: recipient.email,
        subject: labels.subject(monthText),
        text: labels.body({
          name: recipient.name,
          month: monthText,
          profit: facts.monthProfit,
          capital: facts.capitalAtMonthEnd,
          yearToDate: facts.yearToDate,
        }),
        attachments: [{ filename: `statement-${monthText}.pdf`, contentType: 'application/pdf', content: pdf }],
      });
      await addRowsDone(1);
    },
  };
}
