import { zListExportFields } from './list-export';
import { z } from 'zod';
import { PROFIT_REQUEST_STATUSES, PROFIT_TYPES } from './member';
import { zListQuery, zPage } from './list-view';
import { zAmountText, zCurrency } from './money';
import { zRequestDecision } from './request-decision';

export const ZProfitRequestRow = z.object({
  id: z.string(),
  /** Null for a rejected request whose month was reset since. */
  monthlyProfitId: z.string().nullable(),
  memberName: z.string(),
  requesterName: z.string(),
  profitDate: z.string(),
  amount: zAmountText,
  currency: zCurrency,
  type: z.enum(PROFIT_TYPES),
  note: z.string(),
  requestedAt: z.string(),
  status: z.enum(PROFIT_REQUEST_STATUSES),
});
export type TProfitRequestRow = z.infer<typeof ZProfitRequestRow>;

export const ZProfitRequestPage = zPage(ZProfitRequestRow);
export type TProfitRequestPage = z.infer<typeof ZProfitRequestPage>;

/** The columns the pending list sorts by on the server (docs/architecture.md §8). */
export const PROFIT_REQUEST_SORT_COLUMNS = ['member', 'profitDate', 'amount', 'type', 'note', 'requestedAt'] as const;
export type ProfitRequestSortColumn = (typeof PROFIT_REQUEST_SORT_COLUMNS)[number];

export const ZListProfitRequestsQuery = zListQuery(PROFIT_REQUEST_SORT_COLUMNS);
export type TListProfitRequestsQuery = z.infer<typeof ZListProfitRequestsQuery>;

/** Columns the list can show and the export writes, in this order (the export adds the currency beside the amount). */
export const PROFIT_REQUEST_COLUMNS = ['member', 'profitDate', 'amount', 'type', 'note', 'requestedAt'] as const;
export type ProfitRequestColumn = (typeof PROFIT_REQUEST_COLUMNS)[number];

/** The pending list's sort, or the rows picked, in the chosen columns and language (docs/operations.md §12). */
export const ZExportProfitRequestsQuery = ZListProfitRequestsQuery.omit({ cursor: true, limit: true }).extend(zListExportFields);
export type TExportProfitRequestsQuery = z.infer<typeof ZExportProfitRequestsQuery>;

export const ZProfitRequestIdParams = z.strictObject({ id: z.uuid({ message: 'invalid_value' }) });
export const ZApproveProfitRequestBody = z.strictObject({});
export const ZRejectProfitRequestBody = z.strictObject({ reason: z.string().trim().max(500, { message: 'max_length' }).optional() });
export type TRejectProfitRequestBody = z.infer<typeof ZRejectProfitRequestBody>;

export const ZProfitRequestDecision = zRequestDecision(ZProfitRequestRow);
export type TProfitRequestDecision = z.infer<typeof ZProfitRequestDecision>;
