import { z } from 'zod';
import { zReportAccountCode } from './accounting-reports';
import { zId } from './fields';
import { zCurrency } from './money';
import { EXPORT_LANGUAGES } from './operations';
import { PROFIT_TYPES } from './profit-distribution';
import { EXPORT_FORMATS } from './reports';

/**
 * Reports mailed on a rhythm and alerts by e-mail (docs/mail.md §4, §5), for holders of `all`.
 * A schedule's filters are relative to the day it runs: a range of days before it, or as of it.
 */
export const SCHEDULED_REPORT_KINDS = [
  'operations',
  'distributions',
  'balances',
  'trial-balance',
  'balance-sheet',
  'income-statement',
  'general-ledger',
] as const;
export type ScheduledReportKind = (typeof SCHEDULED_REPORT_KINDS)[number];

/** The days a ranged report covers, counted back from the run's day (the run's day itself is not complete, so never in a closed range). */
export const REPORT_RANGES = ['previous-day', 'previous-7-days', 'previous-month', 'month-to-date', 'year-to-date'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
/** The income statement's period: a month or the year. */
export const INCOME_PERIODS = ['previous-month', 'month-to-date', 'year-to-date'] as const;
export type IncomePeriod = (typeof INCOME_PERIODS)[number];

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

const zRange = z.enum(REPORT_RANGES);
const zHour = z.number().int().min(0, { message: 'out_of_range' }).max(23, { message: 'out_of_range' });

/** Each report's own filters. */
export const SCHEDULE_FILTERS = {
  operations: z.strictObject({ range: zRange }),
  distributions: z.strictObject({ range: zRange, type: z.enum(PROFIT_TYPES).optional() }),
  balances: z.strictObject({}),
  'trial-balance': z.strictObject({ currency: zCurrency.optional() }),
  'balance-sheet': z.strictObject({ currency: zCurrency.optional() }),
  'income-statement': z.strictObject({ period: z.enum(INCOME_PERIODS), currency: zCurrency.optional() }),
  'general-ledger': z.strictObject({ range: zRange, account: zReportAccountCode, currency: zCurrency, party: zId.optional() }),
} as const satisfies Record<ScheduledReportKind, z.ZodType>;

export const ZRhythm = z.discriminatedUnion('frequency', [
  z.strictObject({ frequency: z.literal('daily'), hour: zHour }),
  z.strictObject({
    frequency: z.literal('weekly'),
    weekday: z.number().int().min(1, { message: 'out_of_range' }).max(7, { message: 'out_of_range' }),
    hour: zHour,
  }),
  z.strictObject({
    frequency: z.literal('monthly'),
    monthDay: z.number().int().min(1, { message: 'out_of_range' }).max(31, { message: 'out_of_range' }),
    hour: zHour,
  }),
]);
export type TRhythm = z.infer<typeof ZRhythm>;

/** Users of the app, by id; each gets the mail at the e-mail their account has when it is sent. */
export const zRecipientIds = z
  .array(zId)
  .min(1, { message: 'required' })
  .max(20, { message: 'too_large' })
  .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_value' });

const common = {
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(EXPORT_LANGUAGES),
  recipientIds: zRecipientIds,
  rhythm: ZRhythm,
};
const variant = <Kind extends ScheduledReportKind>(report: Kind) =>
  z.strictObject({ report: z.literal(report), filters: SCHEDULE_FILTERS[report] as (typeof SCHEDULE_FILTERS)[Kind], ...common });

/** What an administrator writes: the report and its filters, the file, who gets it and when. */
export const ZScheduledReportBody = z.discriminatedUnion('report', [
  variant('operations'),
  variant('distributions'),
  variant('balances'),
  variant('trial-balance'),
  variant('balance-sheet'),
  variant('income-statement'),
  variant('general-ledger'),
]);
export type TScheduledReportBody = z.infer<typeof ZScheduledReportBody>;

export const ZScheduledReportIdParams = z.strictObject({ id: zId });

export const ZRecipient = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TRecipient = z.infer<typeof ZRecipient>;

export const ZScheduledReport = z.object({
  id: z.string(),
  report: z.enum(SCHEDULED_REPORT_KINDS),
  filters: z.record(z.string(), z.string()),
  format: z.enum(EXPORT_FORMATS),
  language: z.enum(EXPORT_LANGUAGES),
  recipients: z.array(ZRecipient),
  rhythm: ZRhythm,
  /** The next run, in the company's time zone (docs/mail.md §4). */
  nextRunAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TScheduledReport = z.infer<typeof ZScheduledReport>;
export const ZScheduledReportList = z.object({ items: z.array(ZScheduledReport), timeZone: z.string() });
export type TScheduledReportList = z.infer<typeof ZScheduledReportList>;

/** Alerts by e-mail (docs/mail.md §5) and the company's time zone, in which schedules and alerts run. */
export const ZAlertSettingsBody = z.strictObject({
  timeZone: z.string().trim().min(1, { message: 'required' }).max(64),
  pendingApprovals: z.boolean(),
  failedJobs: z.boolean(),
  auditChain: z.boolean(),
  /** A proposal waiting longer than this many hours is alerted once. */
  waitingHours: z.number().int().min(1, { message: 'out_of_range' }).max(8760, { message: 'out_of_range' }),
  /** May be empty while every alert is off. */
  recipientIds: z
    .array(zId)
    .max(20, { message: 'too_large' })
    .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid_value' }),
});
export type TAlertSettingsBody = z.infer<typeof ZAlertSettingsBody>;
export const ZAlertSettings = ZAlertSettingsBody.extend({ recipients: z.array(ZRecipient), updatedAt: z.string() });
export type TAlertSettings = z.infer<typeof ZAlertSettings>;
