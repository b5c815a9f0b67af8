import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TImportList } from '../../../../contract/imports';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { useFormat } from '../../i18n/format';
import { useImportList } from './use-imports';

type ImportRow = TImportList['items'][number];

/** The last hundred committed imports, newest first, on the one table (cards on a phone). */
export function ImportHistory() {
  const { t } = useTranslation();
  const format = useFormat();
  const list = useImportList();
  const columns: DataColumn<ImportRow>[] = [
    { key: 'when', label: t('import.columns.when'), cell: (item) => format.dateTime(item.createdAt) },
    { key: 'kind', label: t('import.columns.kind'), cell: (item) => t(`import.kinds.${item.kind}`) },
    { key: 'file', label: t('import.columns.file'), cell: (item) => item.fileName },
    {
      key: 'imported',
      label: t('import.columns.imported'),
      cell: (item) => t('import.importedOf', { imported: format.number(String(item.importedCount)), total: format.number(String(item.rowCount)) }),
    },
    { key: 'by', label: t('import.columns.by'), cell: (item) => item.actorName ?? '—' },
  ];
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="sm">
        {t('import.history')}
      </Title>
      <DataTable
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(item) => item.id}
        state={list}
        emptyText={t('import.noHistory')}
        testId="import-history"
        minWidth={520}
      />
    </Card>
  );
}
