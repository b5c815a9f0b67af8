import { formatAuditValue } from '../../../contract/audit-diff';
import type { TAuditLogRow } from '../../../contract/audit-log';
import type { ExportLanguage } from '../../../contract/operations';
import type { Tx } from '../../../db/client';
import type { AuditLogFilter } from '../../../db/queries/audit-log-list';
import { translatorFor, type Translate } from '../../i18n/server-translations';
import type { ReportCell, ReportTable } from '../reports/report-tables';
import { auditLogBatches } from './audit-log.service';

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

function changesText(row: TAuditLogRow, t: Translate): string {
  const words = { yes: t('auditLog.values.yes'), no: t('auditLog.values.no'), empty: t('auditLog.values.empty') };
  return row.changes.map((change) => `${fieldLabel(t, change.field)}: ${formatAuditValue(change.before, words)} → ${formatAuditValue(change.after, words)}`).join('\n');
}

function actorText(row: TAuditLogRow, t: Translate): string {
  if (!row.actor) return t('auditLog.system');
  return row.actor.email ? `${row.actor.name ?? ''} <${row.actor.email}>`.trim() : row.actor.id;
}

const text = (value: string | null): ReportCell => ({ kind: 'text', text: value ?? '' });

/** The filtered audit rows as the report writers take them: one line per row, its differences in one cell. */
export function auditLogTable(db: Tx, filter: AuditLogFilter, language: ExportLanguage): ReportTable {
  const t = translatorFor(language);
  const columns = ['at', 'actor', 'address', 'action', 'entity', 'entityId', 'requestId', 'changes'] as const;
  return {
    title: t('auditLog.title'),
    subtitle: '',
    fileStem: 'audit-log',
    labels: columns.map((column) => t(`auditLog.columns.${column}`)),
    totals: () => Promise.resolve({ labels: [], lines: [] }),
    batches: async function* () {
      for await (const batch of auditLogBatches(db, filter)) {
        yield batch.map((row) => [
          text(row.at),
          text(actorText(row, t)),
          text(row.clientAddress),
          text(row.action),
          text(labelOr(t, `auditLog.entities.${row.entity}`, row.entity)),
          text(row.entityId),
          text(row.requestId),
          text(changesText(row, t)),
        ]);
      }
    },
  };
}
