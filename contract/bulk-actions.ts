import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';
import { zId } from './fields';
import { ZListIndividualsQuery } from './individuals';
import { ZListOperationsQuery } from './operations';
import { ZListProfitRequestsQuery } from './profit-requests';

/**
 * docs/operations.md §12: one bulk action takes at most this many rows, named one by one or
 * matched by the list's filter; a filter that matches more is refused (BULK_SELECTION_TOO_LARGE).
 */
export const BULK_LIMIT = 1000;

/** Each list's own filter, as its query string holds it, without its paging: the rows a bulk action takes are the list's. */
export const ZOperationsFilter = ZListOperationsQuery.omit({ cursor: true, limit: true });
export type TOperationsFilter = z.infer<typeof ZOperationsFilter>;
export const ZProfitRequestsFilter = ZListProfitRequestsQuery.omit({ cursor: true, limit: true });
export type TProfitRequestsFilter = z.infer<typeof ZProfitRequestsFilter>;
export const ZIndividualsFilter = ZListIndividualsQuery.omit({ cursor: true, limit: true });
export type TIndividualsFilter = z.infer<typeof ZIndividualsFilter>;

const zIds = z.array(zId).min(1, { message: 'required' }).max(BULK_LIMIT, { message: 'too_large' });

/** Either the rows named (`ids`, at most BULK_LIMIT) or the list's filter, resolved by the server; with the action's own fields. */
function zSelection<Filter extends z.ZodObject, Extra extends z.ZodRawShape>(filter: Filter, extra: Extra) {
  return z.union([z.strictObject({ ids: zIds, ...extra }), z.strictObject({ filter, ...extra })]);
}

export const ZCompleteOperationsBody = zSelection(ZOperationsFilter, {});
export type TCompleteOperationsBody = z.infer<typeof ZCompleteOperationsBody>;

export const BULK_DECISIONS = ['approve', 'reject'] as const;
export const ZDecideProfitRequestsBody = zSelection(ZProfitRequestsFilter, {
  decision: z.enum(BULK_DECISIONS),
  reason: z.string().trim().max(500, { message: 'max_length' }).optional(),
});
export type TDecideProfitRequestsBody = z.infer<typeof ZDecideProfitRequestsBody>;

export const ZSetIndividualsActiveBody = zSelection(ZIndividualsFilter, { active: z.boolean() });
export type TSetIndividualsActiveBody = z.infer<typeof ZSetIndividualsActiveBody>;

/** A row the action refused, with the code (and its parameters) the single-row action answers. */
export const ZBulkRefusal = z.object({
  id: z.string(),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  params: z.record(z.string(), z.unknown()),
});
export type TBulkRefusal = z.infer<typeof ZBulkRefusal>;

/**
 * What a bulk action did: rows taken, rows done, rows that became a proposal waiting for a second
 * person (sent for approval), and each refused row with its reason.
 */
export const ZBulkSummary = z.object({
  total: z.number().int(),
  done: z.number().int(),
  sentForApproval: z.number().int(),
  refused: z.array(ZBulkRefusal),
});
export type TBulkSummary = z.infer<typeof ZBulkSummary>;

/** How many rows the list's filter matches, counted up to one past BULK_LIMIT ("select all N matching"). */
export const ZBulkMatchCount = z.object({ count: z.number().int(), limit: z.number().int(), overLimit: z.boolean() });
export type TBulkMatchCount = z.infer<typeof ZBulkMatchCount>;

/** A bulk action streams its progress as the import does (docs/import.md §6): rows done, then its summary or refusal. */
export type TBulkProgressLine =
  | { rowsDone: number; rowsTotal: number }
  | { answer: TBulkSummary }
  | { refusal: { status: number; code: string; params: Record<string, unknown>; requestId: string } };
