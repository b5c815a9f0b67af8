import { auditChanges } from '../../../contract/audit-diff';
import { ownAuditCurrency } from '../../../contract/audit-fields';
import { withField } from '../../../contract/decimal-input';
import { parseIsoDate } from '../../../domain';
import type { AuditSortColumn, TAuditLogExportQuery, TAuditLogPage, TAuditLogQuery, TAuditLogRow } from '../../../contract/audit-log';
import type { Tx } from '../../../db/client';
import { AUDIT_SORTS, listAuditLog, type AuditLogFilter, type AuditLogRecord } from '../../../db/queries/audit-log-list';
import type { KeysetSort } from '../../../db/queries/sorted-keyset';
import { parseSort, type SortValue } from '../../../contract/list-view';
import type { Deps } from '../../deps';
import { sortedListPage } from '../sorted-cursor';
import { keysetReadAhead } from '../../export/keyset-read-ahead';
import { withReferences } from './audit-references';

const EXPORT_BATCH_ROWS = 1000;

/** The day after an ISO date, for an inclusive `to` day as a `< next midnight UTC` bound. */
function nextDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}

export function auditFilter(query: TAuditLogExportQuery | TAuditLogQuery): AuditLogFilter {
  // The query's pattern lets 0000-00-00 and 2026-02-30 through; the core knows the calendar, the
  // database would fail on them.
  for (const field of ['from', 'to'] as const) {
    const date = query[field];
    if (date) withField(field, () => parseIsoDate(date));
  }
  return {
    actor: query.actor,
    entity: query.entity,
    action: query.action,
    fromAt: query.from ? `${query.from}T00:00:00.000Z` : undefined,
    beforeAt: query.to ? nextDay(query.to) : undefined,
  };
}

export function toAuditRow(record: AuditLogRecord): TAuditLogRow {
  return {
    id: record.id,
    at: record.at.toISOString(),
    actor: record.actorId === null ? null : { id: record.actorId, name: record.actorName, email: record.actorEmail },
    action: record.action,
    entity: record.entity,
    entityId: record.entityId,
    clientAddress: record.clientAddress,
    requestId: record.requestId,
    changes: auditChanges(record.before, record.after),
    currency: ownAuditCurrency(record.before, record.after),
    names: {},
  };
}

const DEFAULT_SORT: SortValue<AuditSortColumn> = 'at-desc';

export async function auditLogPage(deps: Deps, query: TAuditLogQuery): Promise<TAuditLogPage> {
  const filter = auditFilter(query);
  const list = { sorts: AUDIT_SORTS, defaultSort: DEFAULT_SORT, idKind: 'integer' } as const;
  const page = await sortedListPage(query, list, (keyset) => listAuditLog(deps.database.db, { filter, ...keyset }), toAuditRow);
  return { ...page, items: await withReferences(deps.database.db, page.items) };
}

/** Every row of the filter in the list's order, batch by batch (an export never holds the whole log). */
export async function* auditLogBatches(db: Tx, filter: AuditLogFilter, sortValue: SortValue<AuditSortColumn> = DEFAULT_SORT): AsyncGenerator<TAuditLogRow[]> {
  const sort: KeysetSort<AuditSortColumn> = parseSort(sortValue);
  for await (const rows of keysetReadAhead(EXPORT_BATCH_ROWS, (after) => listAuditLog(db, { filter, sort: { ...sort, after }, limit: EXPORT_BATCH_ROWS }))) {
    yield await withReferences(db, rows.map(toAuditRow));
  }
}
