import { useTranslation } from 'react-i18next';
import { ExportMenu, type ExportBase } from '../ExportMenu';

export type SelectionExportProps = {
  /** The list's export, without its extension. */
  path: ExportBase;
  /** The list's view: what is exported when every matching row is selected. */
  query: Record<string, string | undefined>;
  columns: readonly string[] | null;
  /** The picked rows' ids, or `null` when every matching row is selected. */
  picked: readonly string[] | null;
};

/**
 * The bulk bar's "Export selection" (docs/operations.md §12): the rows picked one by one as their
 * ids beside the list's sort, or the list's own filter once every matching row is selected.
 */
export function SelectionExport({ path, query, columns, picked }: SelectionExportProps) {
  const { t } = useTranslation();
  return (
    <ExportMenu
      path={path}
      query={picked ? { ids: picked.join(','), sort: query.sort } : query}
      columns={columns}
      label={t('bulk.exportSelection')}
      testId="bulk-export"
    />
  );
}
