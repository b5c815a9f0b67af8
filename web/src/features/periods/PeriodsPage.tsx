import { Card, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPeriodRow } from '../../../../contract/periods';
import { holdsPermission } from '../../../../contract/permissions';
import { YearSelect } from '../../app/inputs/PeriodSelects';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { FilterCurrency } from '../../app/tables/ListFilters';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { useSessionUser } from '../session/use-session';
import { periodColumns } from './period-columns';
import { CloseMonthModal, ReopenMonthModal } from './PeriodModals';
import { PeriodReportModal } from './PeriodReportModal';
import { usePeriods } from './use-periods';

/**
 * Closed periods (docs/distribution.md §15): a screen of its own rather than a tab of the
 * distribution page, because closing is a permission of its own (a controller closes without
 * distributing) and a month closes across both sources, which that page shows one at a time.
 * The year and the currency are kept in the URL, like every list's filters.
 */
export function PeriodsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const user = useSessionUser();
  const view = useListView({ filters: ['year', 'currency'] as const, paged: false });
  const year = view.filters.year || String(new Date().getFullYear());
  const [closing, setClosing] = useState<TPeriodRow | null>(null);
  const [reopening, setReopening] = useState<TPeriodRow | null>(null);
  const [reporting, setReporting] = useState<TPeriodRow | null>(null);
  const periods = usePeriods({ year, currency: view.filters.currency || undefined });
  const columns = periodColumns(t, {
    month: (row) => format.month(row.period),
    canClose: user ? holdsPermission(user.permissions, 'close-periods') : false,
    canReopen: user ? user.permissions.includes('all') : false,
    onClose: setClosing,
    onReopen: setReopening,
    onReport: setReporting,
  });
  return (
    <Stack gap="lg" data-testid="periods-page">
      <PageHeader title={t('periods.title')} subtitle={t('periods.subtitle')} />
      <Card withBorder padding="md">
        <Group wrap="wrap" align="flex-end">
          <YearSelect label={t('periods.year')} value={Number(year)} onChange={(next) => view.setFilter('year', String(next))} w={120} testId="periods-year" />
          <FilterCurrency view={view} label={t('periods.currency')} testId="periods-currency" />
        </Group>
      </Card>
      <DataTable
        columns={columns}
        rows={periods.data?.items ?? []}
        rowKey={(row) => `${row.period}-${row.currency}`}
        rowAttributes={(row) => ({ 'data-testid': 'period-row', 'data-period': row.period, 'data-currency': row.currency })}
        state={periods}
        emptyText={t('periods.empty')}
        minWidth={680}
      />
      <CloseMonthModal row={closing} onClose={() => setClosing(null)} />
      <ReopenMonthModal row={reopening} onClose={() => setReopening(null)} />
      <PeriodReportModal row={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}
