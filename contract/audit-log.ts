import { z } from 'zod';
import { zColumnList, zListQuery, zPage } from './list-view';
import { zIsoDate } from './money';
import { EXPORT_LANGUAGES } from './operations';

const zFilterText = z.string().trim().min(1).max(100);

/** Filters of the audit log: `from`/`to` are UTC calendar days, inclusive. */
/** The columns of the audit list, in its order; `at` sorts in the order of the chain (newest first by default). */
export const AUDIT_COLUMNS = ['at', 'actor', 'action', 'entity', 'address', 'requestId', 'changes'] as const;
export type AuditColumn = (typeof AUDIT_COLUMNS)[number];
export const AUDIT_SORT_COLUMNS = ['at', 'action', 'entity'] as const satisfies readonly AuditColumn[];
export type AuditSortColumn = (typeof AUDIT_SORT_COLUMNS)[number];

export const ZAuditLogQuery = zListQuery(AUDIT_SORT_COLUMNS, {
  actor: zFilterText.optional(),
  entity: zFilterText.optional(),
  action: zFilterText.optional(),
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

/** `columns`: the visible columns, comma-separated, in the list's order (every column when absent). */
export const ZAuditLogExportQuery = ZAuditLogQuery.omit({ cursor: true, limit: true }).extend({
  columns: zColumnList(AUDIT_COLUMNS).optional(),
  lang: z.enum(EXPORT_LANGUAGES).optional(),
});
export type TAuditLogExportQuery = z.infer<typeof ZAuditLogExportQuery>;

/** A value as it was stored: scalars as they are, lists and objects as compact JSON text. */
export const ZAuditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TAuditValue = z.infer<typeof ZAuditValue>;

/** One field that differs between before and after; `field` is a dotted path ("shares.company"). */
export const ZAuditChange = z.object({ field: z.string(), before: ZAuditValue, after: ZAuditValue });
export type TAuditChange = z.infer<typeof ZAuditChange>;

export const ZAuditLogRow = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  clientAddress: z.string().nullable(),
  requestId: z.string().nullable(),
  changes: z.array(ZAuditChange),
  /** The currency of the row's amounts: its own `currency` field, else its entity's; null when neither has one. */
  currency: z.string().nullable(),
  /** The names of the records this row's entity id and changed values name, by id (an id whose record is gone is absent). */
  names: z.record(z.string(), z.string()),
});
export type TAuditLogRow = z.infer<typeof ZAuditLogRow>;

export const ZAuditLogPage = zPage(ZAuditLogRow);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
