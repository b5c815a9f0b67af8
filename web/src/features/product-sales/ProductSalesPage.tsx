import { Button, Stack } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { CURRENCY_CODES } from '../../../../contract/money';
import { SALE_SORT_COLUMNS, SALE_STATUSES, type TSaleRow } from '../../../../contract/product-sales';
import { PageHeader } from '../../app/PageHeader';
import { DataTable } from '../../app/tables/DataTable';
import { FilterSelect, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { SALE_DEFAULT_COLUMNS, saleColumns } from './sale-columns';
import { SaleForm } from './SaleForm';
import { useSales } from './use-product-sales';
import { AddButton } from '../../app/AddButton';

/** Precious products bought and sold (docs/operations.md §8): the one table, its view in the URL. */
export function ProductSalesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useListView({ sorts: sortValues(SALE_SORT_COLUMNS), defaultSort: 'saleDate-desc', filters: ['status', 'currency'] as const });
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<TSaleRow | 'new' | null>(null);
  const { list, rows } = useSales(view.query);
  const all = saleColumns(t, { formatNumber: format.number, onEdit: setEditing });
  const { columns, picker } = useColumnChoice('product-sales', all, { defaults: SALE_DEFAULT_COLUMNS, fixed: ['actions'] });
  // A link to `?new=1` (the dashboard's shortcut) opens the form; closing it drops the flag.
  const formOpen = editing ?? (params.get('new') === '1' ? 'new' : null);
  const close = () => {
    setEditing(null);
    if (params.has('new'))
      setParams(
        (current) => {
          const kept = new URLSearchParams(current);
          kept.delete('new');
          return kept;
        },
        { replace: true },
      );
  };
  const actions = (
    <>
      {picker}
      <Button component={Link} to="/app/precious-products-report" variant="light" leftSection={<IconReportAnalytics size={16} />}>
        {t('productSales.report')}
      </Button>
      <AddButton label={t('productSales.add')} onClick={() => setEditing('new')} testId="add-sale" />
    </>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('productSales.title')} subtitle={t('productSales.subtitle')} actions={actions} />
      <ListFilters view={view} placeholder={t('productSales.searchPlaceholder')} testId="sales-search">
        <FilterSelect
          view={view}
          name="status"
          label={t('productSales.fields.status')}
          data={SALE_STATUSES.map((code) => ({ value: code, label: t(`productSales.status.${code}`) }))}
          testId="sales-status"
        />
        <FilterSelect view={view} name="currency" label={t('productSales.fields.currency')} data={[...CURRENCY_CODES]} testId="sales-currency" />
      </ListFilters>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowAttributes={(row) => ({ 'data-testid': 'sale-row', 'data-number': row.saleNumber })}
        state={list}
        sort={view.tableSort}
        emptyText={t('productSales.empty')}
        testId="product-sales"
        minWidth={860}
      />
      {formOpen ? <SaleForm row={formOpen === 'new' ? null : formOpen} onClose={close} /> : null}
    </Stack>
  );
}
