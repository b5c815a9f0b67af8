import { Button, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_SORT_COLUMNS } from '../../../../contract/audit-log';
import { sortValues } from '../../../../contract/list-view';
import { usePagedList } from '../../api/use-paged-list';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { exportHref } from '../../app/tables/export-href';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useDateFormatter } from '../../i18n/format';
import { auditColumns } from './audit-columns';
import { AUDIT_FILTERS, AuditFilters } from './AuditFilters';

/** The audit trail (docs/rulings.md R12): who changed what and when, filtered, sorted and exported as shown. */
export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const view = useListView({ list: 'audit-log', sorts: sortValues(AUDIT_SORT_COLUMNS), defaultSort: 'at-desc', filters: AUDIT_FILTERS });
  const { list, rows } = usePagedList(['audit-log'], '/api/audit-log', view.query);
  const { columns, keys, picker } = useColumnChoice('audit-log', auditColumns(t, useDateFormatter()), {
    defaults: ['at', 'actor', 'action', 'entity', 'address', 'changes'],
  });
  const exportButton = (
    <Button
      component="a"
      href={exportHref('/api/audit-log/export.csv', view.query, keys, i18n.language)}
      variant="light"
      leftSection={<IconDownload size={16} />}
      data-testid="audit-export"
    >
      {t('auditLog.export')}
    </Button>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('auditLog.title')} subtitle={t('auditLog.subtitle')} picker={picker} actions={exportButton} />
      <AuditFilters view={view} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'audit-row', 'data-action': row.action, 'data-entity': row.entity, 'data-entity-id': row.entityId ?? '' })}
        state={list}
        sort={view.tableSort}
        emptyText={t('auditLog.empty')}
        testId="audit-table"
        minWidth={900}
      />
    </Stack>
  );
}
