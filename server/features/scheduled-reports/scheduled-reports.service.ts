import { randomUUID } from 'node:crypto';
import type {
  TAlertSettings,
  TAlertSettingsBody,
  TRecipient,
  TScheduledReport,
  TScheduledReportBody,
  TScheduledReportList,
} from '../../../contract/scheduled-reports';
import type { Tx } from '../../../db/client';
import { insertAudit } from '../../../db/queries/audit';
import {
  deleteScheduledReport,
  findAlertSettings,
  findRecipients,
  findScheduledReport,
  insertScheduledReport,
  listScheduledReports,
  updateAlertSettings,
  updateScheduledReport,
  type RecipientRecord,
  type ScheduledReportRecord,
} from '../../../db/queries/scheduled-reports';
import { isTimeZone, nextRun } from '../../../domain';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { AuditContext } from '../audit-context';
import { chartIn } from '../accounting-reports/accounting-reports.service';
import { companyTimeZone, rhythmOf, serverTimeZone } from './scheduled-report-job';

const invalid = (path: string) => new AppError('VALIDATION_FAILED', { fields: [{ path, issue: 'invalid_value' }] });
const notFound = (id: string) => new AppError('SCHEDULED_REPORT_NOT_FOUND', { id });

const recipientOf = (user: RecipientRecord): TRecipient => ({ id: user.id, name: user.name, email: user.email });

/** Recipients in the order given; an id that names no active user with an e-mail is refused. */
async function checkRecipients(db: Tx, ids: readonly string[]): Promise<TRecipient[]> {
  const found = new Map((await findRecipients(db, ids)).map((user) => [user.id, user]));
  return ids.map((id) => {
    const user = found.get(id);
    if (!user || !user.isActive || !user.email) throw invalid('recipientIds');
    return recipientOf(user);
  });
}

function toScheduledReport(row: ScheduledReportRecord, users: Map<string, RecipientRecord>, timeZone: string, now: Date): TScheduledReport {
  const rhythm = rhythmOf(row);
  return {
    id: row.id,
    report: row.report as TScheduledReport['report'],
    filters: row.filters as Record<string, string>,
    format: row.format as TScheduledReport['format'],
    language: row.language as TScheduledReport['language'],
    // A user gone from the table is left out; the rest keep their order.
    recipients: row.recipientIds.flatMap((id) => {
      const user = users.get(id);
      return user ? [recipientOf(user)] : [];
    }),
    rhythm,
    nextRunAt: nextRun(rhythm, timeZone, now).at.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function present(deps: Deps, rows: ScheduledReportRecord[]): Promise<TScheduledReport[]> {
  const users = new Map((await findRecipients(deps.database.db, [...new Set(rows.flatMap((row) => row.recipientIds))])).map((user) => [user.id, user]));
  const timeZone = await companyTimeZone(deps);
  const now = new Date();
  return rows.map((row) => toScheduledReport(row, users, timeZone, now));
}

export async function listSchedules(deps: Deps): Promise<TScheduledReportList> {
  return { items: await present(deps, await listScheduledReports(deps.database.db)), timeZone: await companyTimeZone(deps) };
}

/** Read before the write's transaction: the chart is read on the reports' handle (one connection on the embedded database). */
async function checkAccount(deps: Deps, body: TScheduledReportBody): Promise<void> {
  if (body.report === 'general-ledger' && !(await chartIn(deps, body.language)).has(body.filters.account)) throw invalid('filters.account');
}

/** The columns of a schedule; the filters are the report's own (the contract checked them), its general ledger's account must exist. */
async function columnsOf(tx: Tx, body: TScheduledReportBody) {
  await checkRecipients(tx, body.recipientIds);
  const { rhythm } = body;
  return {
    report: body.report,
    filters: body.filters,
    format: body.format,
    language: body.language,
    recipientIds: body.recipientIds,
    frequency: rhythm.frequency,
    weekday: rhythm.frequency === 'weekly' ? rhythm.weekday : null,
    monthDay: rhythm.frequency === 'monthly' ? rhythm.monthDay : null,
    hour: rhythm.hour,
  };
}

/** A schedule as its audit row keeps it: its filters (free-form JSON) as their JSON text, so the audit list shows them as one value. */
const audited = (row: ScheduledReportRecord) => {
  const { createdAt: _created, updatedAt: _updated, filters, ...rest } = row;
  return { ...rest, filters: JSON.stringify(filters) };
};

export async function createSchedule(deps: Deps, body: TScheduledReportBody, context: AuditContext): Promise<TScheduledReport> {
  await checkAccount(deps, body);
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await insertScheduledReport(tx, { id: randomUUID(), ...(await columnsOf(tx, body)), createdBy: context.actorId ?? '' });
    await insertAudit(tx, { ...context, action: 'scheduled-report.create', entity: 'scheduled-report', entityId: created.id, after: audited(created) });
    return created;
  });
  const [answer] = await present(deps, [row]);
  return answer!;
}

export async function updateSchedule(deps: Deps, id: string, body: TScheduledReportBody, context: AuditContext): Promise<TScheduledReport> {
  await checkAccount(deps, body);
  const row = await deps.database.db.transaction(async (tx) => {
    const before = await findScheduledReport(tx, id, { forUpdate: true });
    if (!before) throw notFound(id);
    const after = await updateScheduledReport(tx, id, await columnsOf(tx, body));
    if (!after) throw notFound(id);
    await insertAudit(tx, {
      ...context,
      action: 'scheduled-report.update',
      entity: 'scheduled-report',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  const [answer] = await present(deps, [row]);
  return answer!;
}

export async function deleteSchedule(deps: Deps, id: string, context: AuditContext): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const before = await findScheduledReport(tx, id, { forUpdate: true });
    if (!before || !(await deleteScheduledReport(tx, id))) throw notFound(id);
    await insertAudit(tx, { ...context, action: 'scheduled-report.delete', entity: 'scheduled-report', entityId: id, before: audited(before) });
  });
}

async function presentAlerts(db: Tx): Promise<TAlertSettings> {
  const row = await findAlertSettings(db);
  const users = new Map((await findRecipients(db, row.recipientIds)).map((user) => [user.id, user]));
  return {
    timeZone: row.timeZone && isTimeZone(row.timeZone) ? row.timeZone : serverTimeZone(),
    pendingApprovals: row.pendingApprovals,
    failedJobs: row.failedJobs,
    auditChain: row.auditChain,
    waitingHours: row.waitingHours,
    recipientIds: row.recipientIds,
    recipients: row.recipientIds.flatMap((id) => {
      const user = users.get(id);
      return user ? [recipientOf(user)] : [];
    }),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const readAlerts = (deps: Deps): Promise<TAlertSettings> => presentAlerts(deps.database.db);

/** An alert turned on needs someone to mail it to; the time zone must be one the server knows. */
export async function saveAlerts(deps: Deps, body: TAlertSettingsBody, context: AuditContext): Promise<TAlertSettings> {
  if (!isTimeZone(body.timeZone)) throw invalid('timeZone');
  if ((body.pendingApprovals || body.failedJobs || body.auditChain) && body.recipientIds.length === 0)
    throw new AppError('VALIDATION_FAILED', { fields: [{ path: 'recipientIds', issue: 'required' }] });
  return deps.database.db.transaction(async (tx) => {
    const { updatedAt: _before, ...before } = await presentAlerts(tx);
    await findAlertSettings(tx, { forUpdate: true });
    await checkRecipients(tx, body.recipientIds);
    await updateAlertSettings(tx, { ...body, updatedBy: context.actorId });
    const after = await presentAlerts(tx);
    const { updatedAt: _after, ...afterValues } = after;
    await insertAudit(tx, { ...context, action: 'alerts.update', entity: 'alert-settings', entityId: '1', before, after: afterValues });
    return after;
  });
}
