import { Button, Group, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useUrlPatch } from '../../app/use-url-patch';
import { useTranslation } from 'react-i18next';
import { JOURNAL_SORT_COLUMNS } from '../../../../contract/journal';
import { sortValues } from '../../../../contract/list-view';
import { apiHref } from '../../api/client';
import { usePagedList } from '../../api/use-paged-list';
import { DataTable } from '../../app/tables/DataTable';
import { useListView } from '../../app/tables/use-list-view';
import { exportParams } from '../../app/tables/export-href';
import { isLanguage } from '../../i18n/languages';
import { JournalEntryModal } from './JournalEntryModal';
import { JOURNAL_FILTERS, JournalFilters } from './JournalFilters';
import { journalColumns } from './journal-columns';

/**
 * The journal (docs/accounting.md §5): entries newest first with their lines, filtered in the URL;
 * an entry opens in a dialog (`?entry=<id>`, so a link opens it too); the view exports as CSV, Excel or PDF.
 */
export function JournalTab() {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const view = useListView({ list: 'journal', sorts: sortValues(JOURNAL_SORT_COLUMNS), defaultSort: 'date-desc', filters: JOURNAL_FILTERS });
  const query = { ...view.query, lang };
  const { list, rows } = usePagedList(['accounting', 'journal'], '/api/accounting/journal', query);
  const [params, patch] = useUrlPatch();
  const opened = params.get('entry');
  const setEntry = (id: string | null) => patch({ entry: id });
  // The export is the journal's own order, oldest first (docs/accounting.md §5): the list's sort is not its.
  const { sort: _sort, ...exported } = exportParams(view.query, null, lang);
  const exportButton = (format: 'csv' | 'xlsx' | 'pdf') => (
    <Button
      component="a"
      href={apiHref('/api/accounting/journal/export', { query: { ...exported, format } })}
      download
      variant="light"
      leftSection={<IconDownload size={16} />}
      data-testid={`journal-export-${format}`}
    >
      {t(`accounting.journal.export.${format}`)}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {exportButton('csv')}
        {exportButton('xlsx')}
        {exportButton('pdf')}
      </Group>
      <JournalFilters view={view} />
      <DataTable
        columns={journalColumns(t, (entry) => setEntry(entry.id))}
        rows={rows}
        rowKey={(entry) => entry.id}
        rowAttributes={(entry) => ({ 'data-testid': 'journal-row', 'data-number': entry.number, 'data-source': entry.sourceKind })}
        state={list}
        sort={view.tableSort}
        emptyText={t('accounting.journal.empty')}
        testId="journal-table"
        minWidth={900}
      />
      {opened ? <JournalEntryModal id={opened} onClose={() => setEntry(null)} /> : null}
    </Stack>
  );
}
