import { Button, Card, Center, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBack, IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCY_CODES } from '../../../../contract/money';
import { DateField } from '../../app/inputs/DateField';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { usePreciousReport } from './use-product-sales';

export function PreciousReportPage() {
  const { t, i18n } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [currency, setCurrency] = useState<string | null>(null);
  const query = { from: from || undefined, to: to || undefined, currency: currency ?? undefined };
  const report = usePreciousReport(query);
  const exportQuery = new URLSearchParams(Object.entries({ ...query, lang: i18n.language }).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <div>
          <Title order={2}>{t('preciousReport.title')}</Title>
          <Text c="dimmed">{t('preciousReport.subtitle')}</Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to="/app/product-sales" variant="subtle" leftSection={<IconArrowBack size={16} />}>{t('preciousReport.backToSales')}</Button>
          <Button component="a" href={`/api/precious-products-report/export.xlsx?${exportQuery}`} variant="default" leftSection={<IconFileSpreadsheet size={16} />}>{t('preciousReport.exportXlsx')}</Button>
          <Button component="a" href={`/api/precious-products-report/export.pdf?${exportQuery}`} target="_blank" variant="default" leftSection={<IconFileTypePdf size={16} />}>{t('preciousReport.exportPdf')}</Button>
        </Group>
      </Group>
      <Card withBorder padding="md">
        <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end" mb="md">
          <DateField label={t('operations.from')} value={from} onChange={setFrom} clearable miw={150} />
          <DateField label={t('operations.to')} value={to} onChange={setTo} clearable miw={150} />
          <Select label={t('productSales.fields.currency')} placeholder={t('common.all')} data={[...CURRENCY_CODES]} value={currency} onChange={setCurrency} clearable miw={120} />
        </Group>
        <QueryState query={report}>
          {report.data && report.data.rows.length > 0 ? (
            <Table.ScrollContainer minWidth={720}>
              <Table striped verticalSpacing="sm" data-testid="precious-report">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('preciousReport.columns.month')}</Table.Th>
                    <Table.Th>{t('preciousReport.columns.status')}</Table.Th>
                    <Table.Th>{t('productSales.fields.currency')}</Table.Th>
                    <Table.Th>{t('preciousReport.columns.count')}</Table.Th>
                    <Table.Th>{t('productSales.fields.totalCost')}</Table.Th>
                    <Table.Th>{t('productSales.fields.totalSale')}</Table.Th>
                    <Table.Th>{t('productSales.fields.profit')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.data.rows.map((row) => (
                    <Table.Tr key={`${row.month}-${row.status}-${row.currency}`}>
                      <Table.Td dir="ltr">{row.month}</Table.Td>
                      <Table.Td>{t(`productSales.status.${row.status}`)}</Table.Td>
                      <Table.Td>{row.currency}</Table.Td>
                      <Table.Td>{row.salesCount}</Table.Td>
                      <Table.Td><Money amount={row.totalCost} currency={row.currency} /></Table.Td>
                      <Table.Td><Money amount={row.totalSale} currency={row.currency} /></Table.Td>
                      <Table.Td><Money amount={row.profit} currency={row.currency} /></Table.Td>
                    </Table.Tr>
                  ))}
                  {report.data.totals.map((total) => (
                    <Table.Tr key={`total-${total.currency}`} fw={700}>
                      <Table.Td>{t('preciousReport.total')}</Table.Td>
                      <Table.Td />
                      <Table.Td>{total.currency}</Table.Td>
                      <Table.Td>{total.salesCount}</Table.Td>
                      <Table.Td><Money amount={total.totalCost} currency={total.currency} /></Table.Td>
                      <Table.Td><Money amount={total.totalSale} currency={total.currency} /></Table.Td>
                      <Table.Td><Money amount={total.profit} currency={total.currency} /></Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Center py="xl"><Text c="dimmed">{t('preciousReport.empty')}</Text></Center>
          )}
        </QueryState>
        <Text size="xs" c="dimmed" mt="sm">{t('preciousReport.totalsNote')}</Text>
      </Card>
    </Stack>
  );
}
