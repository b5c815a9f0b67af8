import { Button, Select, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_SORT_COLUMNS, type TAuditLogRow } from '../../../../contract/audit-log';
import { sortValues } from '../../../../contract/list-view';
import { usePagedList } from '../../api/use-paged-list';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { exportHref } from '../../app/tables/export-href';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { FilterText, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useDateFormatter } from '../../i18n/format';
import { auditColumns, entityLabel } from './audit-columns';

/** Entities the app writes today; a filter on another one still works through the list's own rows. */
// As the server writes them (older rows keep the underscore forms, part of their chained hash).
const KNOWN_ENTITIES = [
  'user',
  'operation',
  'product-sale',
  'subscriber',
  'individual',
  'balance-transaction',
  'company-settings',
  'pdf-settings',
  'month',
  'monthly-profit',
  'profit-request',
  'sub-allocation',
  'mediator_percentage',
  'distribution_run',
  'distribution-proposal',
  'period',
  'user_preference',
  'database',
];

export function AuditLogPage() {
  const { t, i18n } = useTranslation();
  const view = useListView({ sorts: sortValues(AUDIT_SORT_COLUMNS), defaultSort: 'at-desc', filters: ['actor', 'entity', 'action', 'from', 'to'] as const });
  const { list, rows } = usePagedList<TAuditLogRow>(['audit-log'], '/api/audit-log', view.query);
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
      <PageHeader
        title={t('auditLog.title')}
        subtitle={t('auditLog.subtitle')}
        actions={
          <>
            {picker}
            {exportButton}
          </>
        }
      />
      <ListFilters view={view}>
        <FilterText view={view} name="actor" label={t('auditLog.filters.actor')} placeholder={t('auditLog.filters.actorPlaceholder')} testId="audit-actor" />
        <Select
          label={t('auditLog.filters.entity')}
          placeholder={t('common.all')}
          data={KNOWN_ENTITIES.map((code) => ({ value: code, label: entityLabel(t, code) }))}
          value={view.filters.entity || null}
          onChange={(value) => view.setFilter('entity', value)}
          clearable
          searchable
          miw={180}
          data-testid="audit-entity"
        />
        <FilterText
          view={view}
          name="action"
          label={t('auditLog.filters.action')}
          placeholder={t('auditLog.filters.actionPlaceholder')}
          testId="audit-action"
          dir="ltr"
        />
        <FilterPeriod
          view={view}
          from="from"
          to="to"
          fromLabel={t('auditLog.filters.from')}
          toLabel={t('auditLog.filters.to')}
          fromTestId="audit-from"
          toTestId="audit-to"
        />
      </ListFilters>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'audit-row', 'data-action': row.action, 'data-entity': row.entity })}
        state={list}
        sort={view.tableSort}
        emptyText={t('auditLog.empty')}
        testId="audit-table"
        minWidth={900}
      />
    </Stack>
  );
}
