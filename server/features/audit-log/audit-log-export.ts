import { formatAuditValue, type AuditValueWords } from '../../../contract/audit-diff';
import { AUDIT_AMOUNT_FIELDS, AUDIT_REFERENCE_FIELDS, lastFieldPart } from '../../../contract/audit-fields';
import { AUDIT_COLUMNS, type AuditColumn, type TAuditLogExportQuery, type TAuditLogRow, type TAuditValue } from '../../../contract/audit-log';
import { chosenColumns } from '../../../contract/list-view';
import type { Tx } from '../../../db/client';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import type { ReportCell, ReportTable } from '../reports/report-tables';
import { auditFilter, auditLogBatches } from './audit-log.service';

/** A label if the locale files have one, else the name as stored (new fields show up untranslated, never hidden). */
function labelOr(t: Translate, key: string, name: string): string {
  const label = t(key);
  return label === key ? name : label;
}

export function fieldLabel(t: Translate, field: string): string {
  return field
    .split('.')
    .map((part) => labelOr(t, `auditLog.fields.${part}`, part))
    .join(' › ');
}

/** A record's name beside its id (the id kept for support), an amount with its currency, the rest as written. */
function valueText(row: TAuditLogRow, field: string, value: TAuditValue, words: AuditValueWords): string {
  const text = formatAuditValue(value, words);
  if (typeof value === 'string' && AUDIT_REFERENCE_FIELDS[lastFieldPart(field)] && row.names[value]) return `${row.names[value]} (${value})`;
  const currency = AUDIT_AMOUNT_FIELDS[lastFieldPart(field)];
  if (typeof value === 'string' && currency && value !== '') {
    const code = currency === 'row' ? row.currency : currency;
    return code ? `${text} ${code}` : text;
  }
  return text;
}

function changesText(row: TAuditLogRow, t: Translate): string {
  const words = { yes: t('auditLog.values.yes'), no: t('auditLog.values.no'), empty: t('auditLog.values.empty') };
  return row.changes
    .map(
      (change) =>
        `${fieldLabel(t, change.field)}: ${valueText(row, change.field, change.before, words)} → ${valueText(row, change.field, change.after, words)}`,
    )
    .join('\n');
}

function actorText(row: TAuditLogRow, t: Translate): string {
  if (!row.actor) return t('auditLog.system');
  return row.actor.email ? `${row.actor.name ?? ''} <${row.actor.email}>`.trim() : row.actor.id;
}

const text = (value: string | null): ReportCell => ({ kind: 'text', text: value ?? '' });

/** What each list column writes; the entity column also writes the entity's id beside it. */
function cellsOf(column: AuditColumn, t: Translate): Array<{ label: string; cell: (row: TAuditLogRow) => ReportCell }> {
  switch (column) {
    case 'at':
      return [{ label: t('auditLog.columns.at'), cell: (row) => text(row.at) }];
    case 'actor':
      return [{ label: t('auditLog.columns.actor'), cell: (row) => text(actorText(row, t)) }];
    case 'action':
      return [{ label: t('auditLog.columns.action'), cell: (row) => text(row.action) }];
    case 'entity':
      return [
        { label: t('auditLog.columns.entity'), cell: (row) => text(labelOr(t, `auditLog.entities.${row.entity}`, row.entity)) },
        { label: t('auditLog.columns.entityId'), cell: (row) => text(row.entityId) },
      ];
    case 'address':
      return [{ label: t('auditLog.columns.address'), cell: (row) => text(row.clientAddress) }];
    case 'requestId':
      return [{ label: t('auditLog.columns.requestId'), cell: (row) => text(row.requestId) }];
    case 'changes':
      return [{ label: t('auditLog.columns.changes'), cell: (row) => text(changesText(row, t)) }];
  }
}

/**
 * The audit list as the screen shows it — its filters, its sort, its visible columns in their
 * order, in the reader's language — as the report writers take it: one line per row, its
 * differences in one cell.
 */
export function auditLogTable(db: Tx, query: TAuditLogExportQuery): ReportTable {
  const t = translatorFor(query.lang ?? 'en');
  // Read now, so that a day off the calendar is refused before the file starts.
  const filter = auditFilter(query);
  const cells = chosenColumns(AUDIT_COLUMNS, query.columns).flatMap((column) => cellsOf(column, t));
  return {
    title: t('auditLog.title'),
    subtitle: '',
    fileStem: 'audit-log',
    labels: cells.map((cell) => cell.label),
    totals: () => Promise.resolve({ labels: [], lines: [] }),
    batches: async function* () {
      for await (const batch of auditLogBatches(db, filter, query.sort)) yield batch.map((row) => cells.map((cell) => cell.cell(row)));
    },
  };
}
