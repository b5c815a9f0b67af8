import { Readable } from 'node:stream';
import type { TRhythm, ScheduledReportKind } from '../../../contract/scheduled-reports';
import type { ExportFormat } from '../../../contract/reports';
import type { ExportLanguage } from '../../../contract/operations';
import {
  findAlertSettings,
  findRecipients,
  findScheduledReport,
  listScheduledReports,
  type ScheduledReportRecord,
} from '../../../db/queries/scheduled-reports';
import { isIsoDate, isTimeZone, previousRun, type IsoDate } from '../../../domain';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import type { JobHandler } from '../../jobs/job-runner';
import { mailRetryAfter } from '../../mail/mail-retry';
import { translatorFor } from '../../i18n/server-translations';
import { scheduledReportFile } from './scheduled-report-file';

/** docs/mail.md §4: the kind of the jobs that mail one run of a scheduled report. */
export const SCHEDULED_REPORT_JOB = 'scheduled-report';
export const SCHEDULED_REPORT_ATTEMPTS = 5;

export const rhythmOf = (row: ScheduledReportRecord): TRhythm =>
  row.frequency === 'weekly'
    ? { frequency: 'weekly', weekday: row.weekday ?? 1, hour: row.hour }
    : row.frequency === 'monthly'
      ? { frequency: 'monthly', monthDay: row.monthDay ?? 1, hour: row.hour }
      : { frequency: 'daily', hour: row.hour };

/** The company's time zone (docs/mail.md §4): the alerts settings' one, else the server's own. */
export async function companyTimeZone(deps: Deps): Promise<string> {
  const stored = (await findAlertSettings(deps.database.db)).timeZone;
  return stored && isTimeZone(stored) ? stored : serverTimeZone();
}

export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** One run a period, whichever instance asks, however often: the key names the schedule and the run's day. */
export const scheduledRunKey = (scheduleId: string, day: string) => `scheduled-report:${scheduleId}:${day}`;

/**
 * Every instance calls this now and then (and tests call it with their own `now`): each schedule's
 * latest run at or before now, if it falls after the schedule was made or changed, is queued with
 * the idempotency key `scheduled-report:<id>:<day>`, unique in the jobs table, so however many
 * instances look, one job is queued a period and one instance runs it. Returns the jobs it queued.
 */
export async function queueDueReports(deps: Deps, now: Date = new Date()): Promise<string[]> {
  const timeZone = await companyTimeZone(deps);
  const queued: string[] = [];
  for (const schedule of await listScheduledReports(deps.database.db)) {
    const run = previousRun(rhythmOf(schedule), timeZone, now);
    if (!run || run.at.getTime() < schedule.updatedAt.getTime()) continue;
    const job = await deps.jobs.enqueueOnce({
      kind: SCHEDULED_REPORT_JOB,
      ownerId: null,
      permission: 'all',
      params: { scheduleId: schedule.id, report: schedule.report, format: schedule.format, day: run.day },
      maxAttempts: SCHEDULED_REPORT_ATTEMPTS,
      idempotencyKey: scheduledRunKey(schedule.id, run.day),
    });
    if (job) queued.push(job.id);
  }
  return queued;
}

function readParams(params: unknown): { scheduleId: string; day: IsoDate } {
  const record = (params ?? {}) as Record<string, unknown>;
  if (typeof record.scheduleId !== 'string' || typeof record.day !== 'string' || !isIsoDate(record.day))
    throw new Error('scheduled report job without scheduleId and day');
  return { scheduleId: record.scheduleId, day: record.day };
}

/**
 * docs/mail.md §4. The report is written as of the run's day (so a retry writes the same days),
 * kept as the job's file, and mailed as an attachment to the schedule's recipients (their e-mail as
 * it is now; inactive users are left out). Sent at most once: rows done becomes 1, written at once,
 * when the mail server accepts it. A schedule deleted before its run sends nothing.
 */
export function scheduledReportJob(deps: Deps): JobHandler {
  return {
    retryAfterMs: mailRetryAfter(deps),
    run: async ({ job, setRowsTotal, addRowsDone, storeFile }) => {
      if (job.rowsDone >= 1) return;
      const { scheduleId, day } = readParams(job.params);
      const db = deps.database.db;
      const schedule = await findScheduledReport(db, scheduleId);
      if (!schedule) return;
      const recipients = (await findRecipients(db, schedule.recipientIds)).filter((user) => user.isActive && user.email);
      if (recipients.length === 0) throw new AppError('MAIL_NO_RECIPIENT');
      const language = schedule.language as ExportLanguage;
      const file = await scheduledReportFile(
        deps,
        {
          report: schedule.report as ScheduledReportKind,
          filters: schedule.filters as Record<string, string>,
          format: schedule.format as ExportFormat,
          language,
        },
        day,
      );
      await storeFile(Readable.from([file.content]), { name: file.name, type: file.type });
      const t = translatorFor(language);
      const report = t(`scheduledReports.reports.${schedule.report}`);
      await setRowsTotal(1);
      await deps.mailer.deliver({
        to: recipients.map((user) => user.email).join(', '),
        subject: t('scheduledReports.mail.subject', { report, day }),
        text: t('scheduledReports.mail.body', { report, day, file: file.name }),
        attachments: [{ filename: file.name, contentType: file.type, content: file.content }],
      });
      await addRowsDone(1);
    },
  };
}
