import { z } from 'zod';
import { zAmountText, zCurrency } from './money';
import { EXPORT_LANGUAGES } from './operations';
import { ZPeriodBody, ZPeriodQuery } from './profit-distribution';

/** docs/distribution.md §15: a month of one currency is open or closed. */
export const PERIOD_STATUSES = ['open', 'closed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];

export const REOPEN_REASON_MAX = 500;

/** Both filters optional: without them every month that was distributed or closed is listed. */
export const ZPeriodsQuery = z.strictObject({
  year: z
    .string()
    .regex(/^(19|20|21)\d{2}$/, { message: 'invalid_value' })
    .optional(),
  currency: zCurrency.optional(),
});
export type TPeriodsQuery = z.infer<typeof ZPeriodsQuery>;

export const ZClosePeriodBody = ZPeriodBody;
export type TClosePeriodBody = z.infer<typeof ZClosePeriodBody>;

export const ZReopenPeriodBody = z.strictObject({
  ...ZPeriodBody.shape,
  reason: z.string().trim().min(1, { message: 'required' }).max(REOPEN_REASON_MAX, { message: 'max_length' }),
});
export type TReopenPeriodBody = z.infer<typeof ZReopenPeriodBody>;

export const ZPeriodRow = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** `YYYY-MM`, the form PERIOD_CLOSED names the month in. */
  period: z.string(),
  currency: zCurrency,
  status: z.enum(PERIOD_STATUSES),
  /** Has an investor distribution: only such a month can be closed. */
  distributed: z.boolean(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  /** The audit chain's newest link when the month was last closed, `id:hash`, for `npm run audit:verify -- --expect`. */
  auditHead: z.string().nullable(),
  reopenedAt: z.string().nullable(),
  reopenedBy: z.string().nullable(),
  reopenReason: z.string().nullable(),
});
export type TPeriodRow = z.infer<typeof ZPeriodRow>;

export const ZPeriodList = z.object({ items: z.array(ZPeriodRow) });
export type TPeriodList = z.infer<typeof ZPeriodList>;

/** The month of the period's report, and the language its accounts are named in (its PDF's language too). */
export const ZPeriodReportQuery = z.strictObject({ ...ZPeriodQuery.shape, lang: z.enum(EXPORT_LANGUAGES).optional() });
export type TPeriodReportQuery = z.infer<typeof ZPeriodReportQuery>;

/** One account of a month's stamped trial balance (docs/accounting.md §6): its balance on one side, the other "0"; named in `lang`. */
export const ZTrialBalanceLine = z.object({ account: z.string(), name: z.string(), debit: zAmountText, credit: zAmountText });
export type TTrialBalanceLine = z.infer<typeof ZTrialBalanceLine>;

/** A period's report: the month, and the trial balance stamped when it was last closed (null if never stamped). */
export const ZPeriodReport = z.object({
  period: ZPeriodRow,
  trialBalance: z
    .object({
      stampedAt: z.string(),
      /** The last day of the month: the trial balance counts every line dated up to it. */
      asOf: z.string(),
      lines: z.array(ZTrialBalanceLine),
      totalDebit: zAmountText,
      totalCredit: zAmountText,
    })
    .nullable(),
});
export type TPeriodReport = z.infer<typeof ZPeriodReport>;
