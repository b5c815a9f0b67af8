import { z } from 'zod';
import { zAmountText, zCurrency } from './money';
import { ZOperationRow } from './operations';

export const ZCurrencyTotal = z.object({ currency: zCurrency, amount: zAmountText });

/** One month × currency of operation volume and company profit (completed operations). */
export const ZDashboardMonth = z.object({
  month: z.string(),
  currency: zCurrency,
  operationsCount: z.number().int(),
  volume: zAmountText,
  companyProfit: zAmountText,
});

export const ZDashboard = z.object({
  totalOperations: z.number().int(),
  completedOperations: z.number().int(),
  pendingOperations: z.number().int(),
  cancelledOperations: z.number().int(),
  /** Completed over completed + pending, in percent with two decimals; null with no operation. */
  completionRate: z.string().nullable(),
  totalAmounts: z.array(ZCurrencyTotal),
  totalProfits: z.array(ZCurrencyTotal),
  latest: z.array(ZOperationRow),
  months: z.array(ZDashboardMonth),
});
export type TDashboard = z.infer<typeof ZDashboard>;
export type TDashboardMonth = z.infer<typeof ZDashboardMonth>;
