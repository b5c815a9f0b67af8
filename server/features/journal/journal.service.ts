import type { AuditReferenceKind } from '../../../contract/audit-fields';
import { withField } from '../../../contract/decimal-input';
import type { JournalSortColumn, TJournalEntry, TJournalExportQuery, TJournalLine, TJournalPage, TJournalQuery } from '../../../contract/journal';
import type { SortValue } from '../../../contract/list-view';
import { parseIsoDate } from '../../../domain';
import type { Tx } from '../../../db/client';
import { referencesOf } from '../../../db/queries/audit-references';
import {
  findJournalEntry,
  journalLinesOf,
  JOURNAL_SORTS,
  listJournalEntries,
  type AccountLanguage,
  type JournalEntryRow,
  type JournalFilter,
  type JournalLineRow,
} from '../../../db/queries/journal';
import { AppError } from '../../app-error';
import type { Deps } from '../../deps';
import { sortedListPage } from '../sorted-cursor';
import { wireAmount } from '../wire-amount';

const DEFAULT_SORT: SortValue<JournalSortColumn> = 'date-desc';

/** The list's (or an export's) filters; a day off the calendar (2026-02-30) is refused as the field's. */
export function journalFilter(query: Omit<TJournalQuery, 'sort' | 'cursor' | 'limit'>): JournalFilter {
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  return { from: query.from, to: query.to, account: query.account, party: query.party, sourceKind: query.source, text: query.search || undefined };
}

/** An export's month (`2026-03`) as its first and last days, in place of the list's dates. */
export function exportFilter(query: TJournalExportQuery): JournalFilter {
  const filter = journalFilter(query);
  if (!query.month) return filter;
  const [year, month] = query.month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { ...filter, from: `${query.month}-01`, to: `${query.month}-${String(last).padStart(2, '0')}` };
}

/** Which kind of record a party of an account is: a subscriber, or an individual (a mediator, a beneficiary). */
const REFERENCE_OF: Record<string, AuditReferenceKind> = { subscriber: 'subscriber', mediator: 'individual', beneficiary: 'individual' };

/**
 * The entries with their lines, the parties named: the lines of the whole batch in one statement,
 * the names in one more (one arm per kind of party, as the audit log names its records).
 */
export async function withLines(db: Tx, entries: ReadonlyArray<Omit<JournalEntryRow, 'sortValue'>>, language: AccountLanguage): Promise<TJournalEntry[]> {
  const lines = await journalLinesOf(
    db,
    entries.map((entry) => entry.id),
    language,
  );
  const idsOf = (kind: AuditReferenceKind) => lines.filter((line) => line.partyId && REFERENCE_OF[line.partyKind ?? ''] === kind).map((line) => line.partyId!);
  const { names } = await referencesOf(db, {
    names: new Map<AuditReferenceKind, string[]>([
      ['subscriber', idsOf('subscriber')],
      ['individual', idsOf('individual')],
    ]),
    currencies: new Map(),
  });
  const byEntry = new Map<string, TJournalLine[]>();
  for (const line of lines) {
    let list = byEntry.get(line.entryId);
    if (!list) byEntry.set(line.entryId, (list = []));
    list.push(toLine(line, names));
  }
  return entries.map((entry) => ({
    id: entry.id,
    number: entry.number,
    date: entry.entryDate,
    memo: entry.memo,
    sourceKind: entry.sourceKind,
    sourceId: entry.sourceId,
    auditId: entry.auditId,
    createdAt: entry.createdAt.toISOString(),
    lines: byEntry.get(entry.id) ?? [],
  }));
}

function toLine(line: JournalLineRow, names: Map<AuditReferenceKind, Map<string, string>>): TJournalLine {
  const reference = line.partyKind ? REFERENCE_OF[line.partyKind] : undefined;
  const partyName = line.partyId && reference ? (names.get(reference)?.get(line.partyId) ?? null) : null;
  return {
    lineNo: line.lineNo,
    accountCode: line.accountCode,
    accountName: line.accountName,
    partyKind: (line.partyKind as TJournalLine['partyKind']) ?? null,
    partyId: line.partyId,
    partyName,
    currency: line.currency as TJournalLine['currency'],
    debit: wireAmount(line.debit, line.currency),
    credit: wireAmount(line.credit, line.currency),
  };
}

export async function journalPage(deps: Deps, query: TJournalQuery): Promise<TJournalPage> {
  const filter = journalFilter(query);
  const db = deps.reports;
  const list = { sorts: JOURNAL_SORTS, defaultSort: DEFAULT_SORT, idKind: 'integer' } as const;
  const page = await sortedListPage(
    query,
    list,
    (keyset) => listJournalEntries(db, { filter, ...keyset }),
    (row) => row,
  );
  return { items: await withLines(db, page.items, query.lang ?? 'en'), nextCursor: page.nextCursor };
}

export async function getJournalEntry(deps: Deps, idOrNumber: string, language: AccountLanguage): Promise<TJournalEntry> {
  const db = deps.database.db;
  const entry = await findJournalEntry(db, idOrNumber);
  if (!entry) throw new AppError('JOURNAL_ENTRY_NOT_FOUND');
  const [full] = await withLines(db, [entry], language);
  return full!;
}
