import { ActionIcon, Badge, Button, Card, Center, Group, Select, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconEdit, IconFileTypePdf, IconPlus, IconReportAnalytics, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SALE_STATUSES, type TSaleRow } from '../../../../contract/product-sales';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { toastError, toastSuccess } from '../../app/toast';
import { SaleForm } from './SaleForm';
import { useSaleStatus, useSales } from './use-product-sales';
import { Day } from '../../app/Day';
import { useFormat } from '../../i18n/format';
import { openConfirm } from '../../app/modals/confirm';

const STATUS_COLORS = { pending: 'yellow', sold: 'teal', cancelled: 'gray' } as const;

function SaleActions({ row, onEdit }: { row: TSaleRow; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const status = useSaleStatus();
  const act = (action: 'sell' | 'cancel') =>
    void openConfirm({
      title: t(action === 'sell' ? 'productSales.sell' : 'productSales.cancelSale'),
      children: <Text size="sm">{t(action === 'sell' ? 'productSales.confirmSell' : 'productSales.confirmCancel', { number: row.saleNumber })}</Text>,
      labels: { confirm: t('operations.confirm'), cancel: t('operations.back') },
      onConfirm: () =>
        status.mutate({ id: row.id, action }, { onSuccess: () => toastSuccess(t(action === 'sell' ? 'productSales.soldDone' : 'productSales.cancelledDone')), onError: (error) => toastError(translateError(t, error)) }),
    });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t('productSales.pdf')}>
        <ActionIcon component="a" href={`/api/product-sales/${encodeURIComponent(row.id)}/invoice.pdf?lang=${i18n.language}`} target="_blank" variant="subtle" aria-label={t('productSales.pdf')} data-testid="sale-pdf"><IconFileTypePdf size={16} /></ActionIcon>
      </Tooltip>
      {row.status === 'pending' ? (
        <>
          <Tooltip label={t('productSales.edit')}><ActionIcon variant="subtle" onClick={onEdit} aria-label={t('productSales.edit')} data-testid="edit-sale"><IconEdit size={16} /></ActionIcon></Tooltip>
          <Tooltip label={t('productSales.sell')}><ActionIcon variant="subtle" color="teal" onClick={() => act('sell')} aria-label={t('productSales.sell')} data-testid="sell-sale"><IconCheck size={16} /></ActionIcon></Tooltip>
          <Tooltip label={t('productSales.cancelSale')}><ActionIcon variant="subtle" color="red" onClick={() => act('cancel')} aria-label={t('productSales.cancelSale')}><IconX size={16} /></ActionIcon></Tooltip>
        </>
      ) : null}
    </Group>
  );
}

export function ProductSalesPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<TSaleRow | 'new' | null>(null);
  const sales = useSales({ search: debounced, status });
  const rows = sales.data?.pages.flatMap((page) => page.items) ?? [];
  const formOpen = editing ?? (params.get('new') === '1' ? 'new' : null);
  const close = () => {
    setEditing(null);
    if (params.has('new')) {
      params.delete('new');
      setParams(params, { replace: true });
    }
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('productSales.title')}</Title>
          <Text c="dimmed">{t('productSales.subtitle')}</Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/app/precious-products-report" variant="light" leftSection={<IconReportAnalytics size={16} />}>{t('productSales.report')}</Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} data-testid="add-sale">{t('productSales.add')}</Button>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" mb="md" align="flex-end">
          <TextInput label={t('common.search')} placeholder={t('productSales.searchPlaceholder')} leftSection={<IconSearch size={16} />} value={search} onChange={(event) => setSearch(event.currentTarget.value)} miw={220} data-testid="sales-search" />
          <Select label={t('productSales.fields.status')} placeholder={t('common.all')} data={SALE_STATUSES.map((code) => ({ value: code, label: t(`productSales.status.${code}`) }))} value={status} onChange={setStatus} clearable miw={140} />
        </Group>
        <QueryState query={sales}>
          {rows.length === 0 ? (
            <Center py="xl"><Text c="dimmed">{t('productSales.empty')}</Text></Center>
          ) : (
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    {['saleNumber', 'saleDate', 'productName', 'quantity', 'totalCost', 'totalSale', 'profit', 'status'].map((key) => <Table.Th key={key}>{t(`productSales.fields.${key}`)}</Table.Th>)}
                    <Table.Th>{t('operations.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id} data-testid="sale-row" data-number={row.saleNumber}>
                      <Table.Td dir="ltr">{row.saleNumber}</Table.Td>
                      <Table.Td><Day value={row.saleDate} /></Table.Td>
                      <Table.Td>{row.productName}</Table.Td>
                      <Table.Td dir="ltr">{format.number(row.quantity)}</Table.Td>
                      <Table.Td><Money amount={row.totalCost} currency={row.currency} /></Table.Td>
                      <Table.Td><Money amount={row.totalSale} currency={row.currency} /></Table.Td>
                      <Table.Td><Money amount={row.profit} currency={row.currency} /></Table.Td>
                      <Table.Td><Badge color={STATUS_COLORS[row.status]} variant="light">{t(`productSales.status.${row.status}`)}</Badge></Table.Td>
                      <Table.Td><SaleActions row={row} onEdit={() => setEditing(row)} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
        {sales.hasNextPage ? (
          <Center mt="md"><Button variant="default" onClick={() => void sales.fetchNextPage()} disabled={sales.isFetchingNextPage}>{t('productSales.loadMore')}</Button></Center>
        ) : null}
      </Card>
      {formOpen ? <SaleForm row={formOpen === 'new' ? null : formOpen} onClose={close} /> : null}
    </Stack>
  );
}
