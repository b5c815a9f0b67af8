import type { TClosePeriodBody, TPeriodList, TPeriodReport, TPeriodReportQuery, TPeriodRow, TPeriodsQuery, TReopenPeriodBody } from '../../../contract/periods';
import { parseCurrency } from '../../../domain';
import type { ExportLanguage } from '../../../contract/operations';
import type { Db, Tx } from '../../../db/client';
import { appendAudit } from '../../../db/queries/audit';
import { readChart } from '../../../db/queries/books-reports';
import {
  closePeriodRow,
  stampPeriodAuditHead,
  findPeriod,
  hasInvestorRun,
  listPeriods,
  lockPeriod,
  reopenPeriodRow,
  type PeriodKey,
  type PeriodRecord,
} from '../../../db/queries/periods';
import { stampedTrialBalance, stampTrialBalance } from '../../../db/queries/trial-balance';
import { AppError } from '../../app-error';
import type { AuditContext } from '../audit-context';
import { toPeriod } from '../profit-distribution/distribution-period';
import { periodLabel } from './period-guard';
import { trialBalanceView } from './trial-balance';

function toRow(record: PeriodRecord): TPeriodRow {
  return {
    year: record.year,
    month: record.month,
    period: periodLabel(record),
    currency: parseCurrency(record.currency),
    status: record.status,
    distributed: record.distributed,
    closedAt: record.closedAt,
    closedBy: record.closedByName,
    auditHead: record.auditHead,
    reopenedAt: record.reopenedAt,
    reopenedBy: record.reopenedByName,
    reopenReason: record.reopenReason,
  };
}

export async function listPeriodRows(db: Db, query: TPeriodsQuery): Promise<TPeriodList> {
  const rows = await listPeriods(db, { year: query.year === undefined ? undefined : Number.parseInt(query.year, 10), currency: query.currency });
  return { items: rows.map(toRow) };
}

const keyOf = (body: TClosePeriodBody): PeriodKey => {
  const period = toPeriod(body);
  return { year: period.year, month: period.month, currency: period.currency };
};
const entityId = (key: PeriodKey) => `${periodLabel(key)}-${key.currency}`;

/** The month's audit row: its status before and after the change (a reopening with its reason). */
function auditPeriod(
  tx: Tx,
  key: PeriodKey,
  context: AuditContext,
  change: { action: 'period.close' | 'period.reopen'; before: { status: string }; after: { status: string; reason?: string } },
) {
  return appendAudit(tx, { ...context, action: change.action, entity: 'period', entityId: entityId(key), before: change.before, after: change.after });
}

async function reread(db: Tx, key: PeriodKey): Promise<TPeriodRow> {
  const record = await findPeriod(db, key);
  if (!record) throw new Error(`period ${entityId(key)} vanished`);
  return toRow(record);
}

/**
 * docs/distribution.md §15. The month's row is locked FOR UPDATE before anything is checked: writes
 * dated in the month hold it FOR SHARE, so the close waits for them and sees a reset that committed
 * meanwhile; once closed, every later write reads the new status.
 */
export function closePeriod(db: Db, body: TClosePeriodBody, context: AuditContext & { actorId: string }): Promise<TPeriodRow> {
  const key = keyOf(body);
  return db.transaction(async (tx) => {
    if ((await lockPeriod(tx, key, 'update')) === 'closed') throw new AppError('PERIOD_CLOSED', { period: periodLabel(key), currency: key.currency });
    if (!(await hasInvestorRun(tx, key))) throw new AppError('PERIOD_NOT_DISTRIBUTED', { period: periodLabel(key), currency: key.currency });
    await closePeriodRow(tx, key, context.actorId);
    // The month's books as closed (docs/accounting.md §6): its trial balance, stamped with it; ledger:verify compares it later.
    await stampTrialBalance(tx, key, toPeriod(body).monthEnd);
    const closeRow = await auditPeriod(tx, key, context, { action: 'period.close', before: { status: 'open' }, after: { status: 'closed' } });
    // The chain's head at the close, its own row: `audit:verify --expect` checks it later (docs/architecture.md §9).
    await stampPeriodAuditHead(tx, key, `${closeRow.id}:${closeRow.hash}`);
    return reread(tx, key);
  });
}

/** Reopening needs `all` (checked by the route) and a reason, kept on the month and in the audit entry. */
export function reopenPeriod(db: Db, body: TReopenPeriodBody, context: AuditContext & { actorId: string }): Promise<TPeriodRow> {
  const { reason, ...period } = body;
  const key = keyOf(period);
  return db.transaction(async (tx) => {
    if ((await lockPeriod(tx, key, 'update')) !== 'closed') throw new AppError('PERIOD_NOT_CLOSED', { period: periodLabel(key), currency: key.currency });
    await reopenPeriodRow(tx, key, { actorId: context.actorId, reason });
    await auditPeriod(tx, key, context, { action: 'period.reopen', before: { status: 'closed' }, after: { status: 'open', reason } });
    return reread(tx, key);
  });
}

/** The chart's names of the accounts in one language; an account no longer in the chart keeps its code alone. */
async function accountNamesIn(db: Db, language: ExportLanguage): Promise<(code: string) => string> {
  const names = new Map((await readChart(db)).map((account) => [account.code, { en: account.nameEn, fr: account.nameFr, ar: account.nameAr }[language]]));
  return (code) => names.get(code) ?? '';
}

/**
 * A month's report: its status and the trial balance stamped at its last close (docs/accounting.md §6),
 * its accounts named in the reader's language.
 */
export async function periodReport(db: Db, query: TPeriodReportQuery): Promise<TPeriodReport> {
  const { lang, ...period } = query;
  const key = keyOf(period);
  const record = await findPeriod(db, key);
  if (!record) throw new AppError('NOT_FOUND');
  const stamp = await stampedTrialBalance(db, key);
  if (!stamp) return { period: toRow(record), trialBalance: null };
  const nameOf = await accountNamesIn(db, lang ?? 'en');
  return { period: toRow(record), trialBalance: trialBalanceView(stamp, { currency: key.currency, asOf: toPeriod(period).monthEnd, nameOf }) };
}
