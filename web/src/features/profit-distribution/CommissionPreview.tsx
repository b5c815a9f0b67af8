import { Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCommissionPreview } from '../../../../contract/profit-distribution';
import { Money, useFormatMoney } from '../../app/Money';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';

/** A left-to-right isolate, so an amount inside an Arabic sentence keeps its order. */
const isolated = (text: string) => `\u2066${text}\u2069`;

/** The commissions as they would be written, each mediator with the investors' profits it came from. */
export function CommissionPreview({ preview }: { preview: TCommissionPreview }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <Card withBorder padding="lg" data-testid="commission-preview">
      <Stack>
        <Title order={4}>{t('distributionPage.commissions.previewTitle')}</Title>
        <Group gap="xl" wrap="wrap">
          <Text size="sm">
            {t('distributionPage.commissions.counts', { links: preview.linkCount, mediators: preview.mediatorCount, profits: preview.profitRowCount })}
          </Text>
          <Text fw={700} data-testid="commission-total">
            {t('distributionPage.commissions.total')} <Money amount={preview.total} currency={preview.currency} />
          </Text>
        </Group>
        <ScrollTable minWidth={720}>
          <Table striped data-testid="commission-table">
            <TableHead labels={['mediator', 'type', 'totalShare', 'sources'].map((column) => t(`distributionPage.commissions.${column}`))} />
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.mediatorId} data-testid="commission-row">
                  <Table.Td>{row.mediatorName}</Table.Td>
                  <Table.Td>{t(`individuals.types.${row.mediatorType}`, { defaultValue: row.mediatorType })}</Table.Td>
                  <Table.Td>
                    <Money amount={row.totalShare} currency={preview.currency} />
                  </Table.Td>
                  <Table.Td>
                    {row.sources.map((source) => (
                      <Text size="xs" key={source.investorId} data-testid="commission-source">
                        {t('distributionPage.commissions.sourceDetail', {
                          investor: source.investorName,
                          percentage: source.percentage,
                          profit: isolated(format(source.profit, preview.currency)),
                          commission: isolated(format(source.commission, preview.currency)),
                        })}
                      </Text>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Card>
  );
}
