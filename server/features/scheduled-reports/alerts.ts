import { findAlertSettings, findApprovalsWaitingSince, findJobsFailedSince, findRecipients } from '../../../db/queries/scheduled-reports';
import { previousRun } from '../../../domain';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { translatorFor } from '../../i18n/server-translations';
import type { JobHandler } from '../../jobs/job-runner';
import { mailRetryAfter } from '../../mail/mail-retry';
import { verifyAuditChain } from '../audit-log/verify-chain';
import { companyTimeZone } from './scheduled-report-job';

/** docs/mail.md §5: the kind of the jobs that mail one alert, and of the nightly audit-chain check. */
export const ALERT_MAIL_JOB = 'alert-mail';
export const AUDIT_CHECK_JOB = 'audit-check';
const ALERT_ATTEMPTS = 5;
/** The nightly check runs at this hour of the company's time zone. */
const AUDIT_CHECK_HOUR = 3;
/** A job failed for good is alerted when it failed within this long (turning the alert on does not mail the whole history). */
const FAILED_JOBS_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

type AlertParams = Record<string, string> & { alert: 'approval' | 'job' | 'audit' };

/**
 * An alert is one job whose idempotency key names its occurrence (`alert:approval:<table>:<id>`,
 * `alert:job:<id>:<attempts>`, `alert:audit:<row>:<reason>`): the jobs table remembers what was
 * sent, so a check that finds the same occurrence again queues nothing.
 */
async function queueAlert(deps: Deps, key: string, params: AlertParams): Promise<boolean> {
  const job = await deps.jobs.enqueueOnce({
    kind: ALERT_MAIL_JOB,
    ownerId: null,
    permission: 'all',
    params,
    maxAttempts: ALERT_ATTEMPTS,
    idempotencyKey: `alert:${key}`,
  });
  return job !== null;
}

/**
 * docs/mail.md §5. Every instance calls this now and then (tests with their own `now`): proposals
 * waiting past the threshold and jobs failed for good are alerted once each, when their alert is on.
 * The alert mails themselves and the audit check are never alerted as failed jobs (an alert about
 * an alert that cannot be sent would loop). Returns the keys it queued.
 */
export async function queueAlerts(deps: Deps, now: Date = new Date()): Promise<string[]> {
  const db = deps.database.db;
  const settings = await findAlertSettings(db);
  const queued: string[] = [];
  if (settings.recipientIds.length === 0) return queued;
  if (settings.pendingApprovals) {
    const before = new Date(now.getTime() - settings.waitingHours * 3_600_000);
    for (const waiting of await findApprovalsWaitingSince(db, before)) {
      const key = `approval:${waiting.table}:${waiting.id}`;
      const params = { alert: 'approval' as const, table: waiting.table, id: waiting.id, what: waiting.kind, since: waiting.since.toISOString() };
      if (await queueAlert(deps, key, params)) queued.push(key);
    }
  }
  if (settings.failedJobs) {
    const since = new Date(now.getTime() - FAILED_JOBS_LOOKBACK_MS);
    for (const failed of await findJobsFailedSince(db, { since, exceptKinds: [ALERT_MAIL_JOB, AUDIT_CHECK_JOB] })) {
      const key = `job:${failed.id}:${failed.attempts}`;
      const params = { alert: 'job' as const, id: failed.id, what: failed.kind, reason: failed.errorCode ?? 'INTERNAL', attempts: String(failed.attempts) };
      if (await queueAlert(deps, key, params)) queued.push(key);
    }
  }
  return queued;
}

/** The nightly audit-chain check, queued once a night (its key names the day) by whichever instance looks first. */
export async function queueAuditCheck(deps: Deps, now: Date = new Date()): Promise<boolean> {
  const run = previousRun({ frequency: 'daily', hour: AUDIT_CHECK_HOUR }, await companyTimeZone(deps), now);
  if (!run) return false;
  const job = await deps.jobs.enqueueOnce({
    kind: AUDIT_CHECK_JOB,
    ownerId: null,
    permission: 'all',
    params: { day: run.day },
    maxAttempts: 1,
    idempotencyKey: `audit-check:${run.day}`,
  });
  return job !== null;
}

/**
 * `npm run audit:verify`'s check (docs/architecture.md §9) as a job: an intact chain finishes it; a
 * broken one queues its alert (once per break: the key names the first broken row and why) when
 * the alert is on, and fails the job with AUDIT_CHAIN_BROKEN, so it shows on the jobs screen.
 */
export function auditCheckJob(deps: Deps): JobHandler {
  return {
    run: async ({ setRowsTotal, addRowsDone }) => {
      await setRowsTotal(1);
      const verdict = await verifyAuditChain(deps.database.db);
      if (!verdict.intact) {
        const settings = await findAlertSettings(deps.database.db);
        if (settings.auditChain && settings.recipientIds.length > 0) {
          const params = { alert: 'audit' as const, id: verdict.brokenAt.id, reason: verdict.reason, rows: String(verdict.rows) };
          await queueAlert(deps, `audit:${verdict.brokenAt.id}:${verdict.reason}`, params);
        }
        throw new AppError('AUDIT_CHAIN_BROKEN', { row: verdict.brokenAt.id, reason: verdict.reason });
      }
      await addRowsDone(1);
    },
  };
}

const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** The alert's subject and text in the three languages, as the reader's is not known (server/mail/templates.ts). */
export function alertMail(params: Record<string, string>): { subject: string; text: string } {
  const alert = params.alert ?? 'job';
  const texts = LANGUAGES.map((language) => {
    const t = translatorFor(language);
    const what =
      alert === 'approval'
        ? t(`alerts.what.${params.table ?? 'distribution-proposal'}`)
        : alert === 'job'
          ? t(`adminJobs.kinds.${params.what ?? ''}`, { month: '' }).trim() || (params.what ?? '')
          : '';
    const reason = alert === 'job' ? t(`errors.${params.reason ?? 'INTERNAL'}`, { reason: '' }) : t(`alerts.breaks.${params.reason ?? ''}`);
    return {
      subject: t(`alerts.mail.${alert}.subject`),
      text: t(`alerts.mail.${alert}.body`, {
        what,
        id: params.id ?? '',
        since: params.since ?? '',
        reason,
        attempts: params.attempts ?? '',
        row: params.id ?? '',
      }),
    };
  });
  return { subject: texts.map((each) => each.subject).join(' / '), text: texts.map((each) => each.text).join('\n\n') };
}

/** One alert, mailed to the alerts' recipients as they are now; sent at most once (rows done, docs/mail.md §2). */
export function alertMailJob(deps: Deps): JobHandler {
  return {
    retryAfterMs: mailRetryAfter(deps),
    run: async ({ job, setRowsTotal, addRowsDone }) => {
      if (job.rowsDone >= 1) return;
      const db = deps.database.db;
      const settings = await findAlertSettings(db);
      const recipients = (await findRecipients(db, settings.recipientIds)).filter((user) => user.isActive && user.email);
      if (recipients.length === 0) throw new AppError('MAIL_NO_RECIPIENT');
      const mail = alertMail(job.params as Record<string, string>);
      await setRowsTotal(1);
      await deps.mailer.deliver({ to: recipients.map((user) => user.email).join(', '), ...mail });
      await addRowsDone(1);
    },
  };
}
