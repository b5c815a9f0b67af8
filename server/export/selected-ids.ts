import { BULK_LIMIT } from '../../contract/bulk-actions';
import { ID_PATTERN } from '../../contract/fields';
import { AppError } from '../app-error';

/**
 * The rows an export of a selection names (docs/operations.md §12): `ids`, the comma-separated
 * ids of the rows picked one by one, 1 to BULK_LIMIT of them, each a well-formed id, and no filter
 * or search beside them (the picked rows are the selection, not a narrowing of a view). `filters`
 * are the list's own filters as the query gave them; the sort, columns and language may come with
 * the ids. Undefined when the export is of the view's filter. Repeated ids count once.
 */
export function selectedIds(ids: string | undefined, filters: Record<string, unknown>): string[] | undefined {
  if (ids === undefined) return undefined;
  const names = ids.split(',').map((id) => id.trim());
  const beside = Object.values(filters).some((value) => value !== undefined && value !== '');
  if (beside || names.length > BULK_LIMIT || names.some((id) => !ID_PATTERN.test(id))) {
    throw new AppError('EXPORT_SELECTION_INVALID', { limit: BULK_LIMIT });
  }
  return [...new Set(names)];
}
