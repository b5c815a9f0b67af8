import { z } from 'zod';
import { zListQuery, zPage, zSearch } from './list-view';
import { zAmountText, zCurrency, zDayText, zIsoDate } from './money';
import { EXPORT_LANGUAGES } from './operations';

/**
 * The journal of the books (docs/accounting.md §1, §5): its entries, newest first, each with its
 * lines, their accounts named in the reader's language and their parties by name.
 */
export const JOURNAL_SORT_COLUMNS = ['date'] as const;
export type JournalSortColumn = (typeof JOURNAL_SORT_COLUMNS)[number];

/** The kinds of record that post entries (docs/accounting.md §3). */
export const JOURNAL_SOURCE_KINDS = ['balance-transaction', 'subscriber', 'operation', 'product-sale', 'distribution-run', 'distribution-run-reset'] as const;
export type JournalSourceKind = (typeof JOURNAL_SOURCE_KINDS)[number];

/** The filters of the journal: `from`/`to` are entry dates, inclusive; `search` is part of an entry's memo or number. */
export const journalFilters = {
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  account: z.string().trim().min(1).max(20).optional(),
  party: z.string().trim().min(1).max(64).optional(),
  source: z.enum(JOURNAL_SOURCE_KINDS).optional(),
  search: zSearch,
  lang: z.enum(EXPORT_LANGUAGES).optional(),
};

export const ZJournalQuery = zListQuery(JOURNAL_SORT_COLUMNS, journalFilters);
export type TJournalQuery = z.infer<typeof ZJournalQuery>;

export const JOURNAL_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type JournalExportFormat = (typeof JOURNAL_EXPORT_FORMATS)[number];

/** An export: the list's filters, or one month (`YYYY-MM`, which replaces `from`/`to`), as CSV, Excel or PDF. */
export const ZJournalExportQuery = z.strictObject({
  ...journalFilters,
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'invalid_value' })
    .optional(),
  format: z.enum(JOURNAL_EXPORT_FORMATS),
});
export type TJournalExportQuery = z.infer<typeof ZJournalExportQuery>;

/** An entry by its id (digits) or its number (JE-000123). */
export const ZJournalEntryParams = z.strictObject({ id: z.string().trim().min(1).max(40) });

export const ZJournalLine = z.object({
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountName: z.string(),
  /** The kind of party the account carries (docs/accounting.md §2), null when it carries none. */
  partyKind: z.enum(['subscriber', 'mediator', 'beneficiary']).nullable(),
  partyId: z.string().nullable(),
  /** The party's name (a subscriber's or an individual's), null without a party or when its record is gone. */
  partyName: z.string().nullable(),
  currency: zCurrency,
  debit: zAmountText,
  credit: zAmountText,
});
export type TJournalLine = z.infer<typeof ZJournalLine>;

export const ZJournalEntry = z.object({
  id: z.string(),
  number: z.string(),
  date: zDayText,
  memo: z.string(),
  /** The record that posted the entry: its kind and id, so a screen can open it. */
  sourceKind: z.string(),
  sourceId: z.string(),
  /** The audit row written with the entry. */
  auditId: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ZJournalLine),
});
export type TJournalEntry = z.infer<typeof ZJournalEntry>;

export const ZJournalPage = zPage(ZJournalEntry);
export type TJournalPage = z.infer<typeof ZJournalPage>;

/** The language of the accounts' names in one entry's answer. */
export const ZJournalEntryQuery = z.strictObject({ lang: z.enum(EXPORT_LANGUAGES).optional() });
