import { Button, Stack } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sortValues } from '../../../../contract/list-view';
import { SALE_SORT_COLUMNS, SALE_STATUSES, type TSaleRow } from '../../../../contract/product-sales';
import { PageHeader } from '../../app/PageHeader';
import { ListTable } from '../../app/tables/ListTable';
import { FilterCurrency, FilterStatus, ListFilters } from '../../app/tables/ListFilters';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { useFormat } from '../../i18n/format';
import { SALE_DEFAULT_COLUMNS, SALES_TABLE, saleColumns } from './sale-columns';
import { SaleForm } from './SaleForm';
import { useSales } from './use-product-sales';
import { AddButton } from '../../app/AddButton';
import { useRowForm } from '../../app/tables/use-row-form';

/** Precious products bought and sold (docs/operations.md §8): the one table, its view in the URL. */
export function ProductSalesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const view = useListView({
    list: 'product-sales',
    sorts: sortValues(SALE_SORT_COLUMNS),
    defaultSort: 'saleDate-desc',
    filters: ['status', 'currency'] as const,
  });
  const form = useRowForm<TSaleRow>();
  const sales = useSales(view.query);
  const all = saleColumns(t, { formatNumber: format.number, onEdit: form.edit });
  const { columns, picker } = useColumnChoice('product-sales', all, { defaults: SALE_DEFAULT_COLUMNS, fixed: ['actions'] });
  const actions = (
    <>
      {picker}
      <Button component={Link} to="/app/precious-products-report" variant="light" leftSection={<IconReportAnalytics size={16} />}>
        {t('productSales.report')}
      </Button>
      <AddButton label={t('productSales.add')} onClick={() => form.edit('new')} testId="add-sale" />
    </>
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('productSales.title')} subtitle={t('productSales.subtitle')} actions={actions} />
      <ListFilters view={view} placeholder={t('productSales.searchPlaceholder')} testId="sales-search">
        <FilterStatus view={view} label={t('productSales.fields.status')} statuses={SALE_STATUSES} labels="productSales.status" testId="sales-status" />
        <FilterCurrency view={view} label={t('productSales.fields.currency')} testId="sales-currency" />
      </ListFilters>
      <ListTable frame={SALES_TABLE} data={sales} view={view} columns={columns} emptyText={t('productSales.empty')} />
      {form.open ? <SaleForm row={form.open === 'new' ? null : form.open} onClose={form.close} /> : null}
    </Stack>
  );
}
