import type { TAuditLogRow } from '../../../../contract/audit-log';
import { usePagedList } from '../../api/use-paged-list';

export type AuditLogFilters = { actor: string; entity: string | null; action: string; from: string; to: string };

function filterQuery(filters: AuditLogFilters): Record<string, string | undefined> {
  return {
    actor: filters.actor.trim() || undefined,
    entity: filters.entity ?? undefined,
    action: filters.action.trim() || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
}

export function useAuditLog(filters: AuditLogFilters) {
  return usePagedList<TAuditLogRow>(['audit-log'], '/api/audit-log', { ...filterQuery(filters), limit: '25' });
}

/** The same filter as the screen, every page, in the reader's language. */
export function auditExportUrl(filters: AuditLogFilters, lang: string): string {
  const query = Object.entries({ ...filterQuery(filters), lang }).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return `/api/audit-log/export.csv?${new URLSearchParams(query).toString()}`;
}
