import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { requiredRef, timestamps, timestampTz } from './columns';
import { users } from './auth';

/**
 * A report an administrator has mailed on a rhythm (docs/mail.md §4): which report, its filters
 * (relative to the day it runs), its file format and language, who gets it (users, by id: their
 * e-mail is read when it is sent) and when, at an hour of the company's time zone. Each run is a job
 * whose idempotency key names the schedule and the period, so one run happens a period.
 */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: text('id').primaryKey(),
    report: text('report').notNull(),
    filters: jsonb('filters').notNull(),
    format: text('format').notNull(),
    language: text('language').notNull(),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull(),
    frequency: text('frequency').notNull(),
    /** Weekly: ISO weekday, 1 Monday … 7 Sunday. */
    weekday: integer('weekday'),
    /** Monthly: 1–31; a shorter month's run is on its last day. */
    monthDay: integer('month_day'),
    hour: integer('hour').notNull(),
    createdBy: requiredRef('created_by', () => users.id),
    ...timestamps(),
  },
  (table) => [
    check('scheduled_reports_frequency_check', sql`${table.frequency} in ('daily', 'weekly', 'monthly')`),
    check('scheduled_reports_format_check', sql`${table.format} in ('pdf', 'xlsx', 'csv')`),
    check('scheduled_reports_hour_check', sql`${table.hour} between 0 and 23`),
    check(
      'scheduled_reports_rhythm_check',
      sql`(${table.frequency} <> 'weekly' or ${table.weekday} between 1 and 7) and (${table.frequency} <> 'monthly' or ${table.monthDay} between 1 and 31)`,
    ),
  ],
);

/**
 * One row (id = 1): the alerts by e-mail (docs/mail.md §5) — which are on, who gets them, how long a
 * proposal may wait — and the company's time zone, in which schedules run. What was sent is
 * remembered by the alert jobs' idempotency keys (one per occurrence).
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** IANA name (`Africa/Cairo`); null: the server's own zone. */
    timeZone: text('time_zone'),
    pendingApprovals: boolean('pending_approvals').notNull().default(false),
    failedJobs: boolean('failed_jobs').notNull().default(false),
    auditChain: boolean('audit_chain').notNull().default(false),
    waitingHours: integer('waiting_hours').notNull().default(24),
    recipientIds: jsonb('recipient_ids').$type<string[]>().notNull().default([]),
    updatedBy: text('updated_by'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('alert_settings_waiting_check', sql`${table.waitingHours} between 1 and 8760`)],
);
