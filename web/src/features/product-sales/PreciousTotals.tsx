import { Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PRECIOUS_REPORT_HEADERS, type TPreciousReport } from '../../../../contract/product-sales';
import { Money } from '../../app/Money';

/** The totals per currency of every group the filters keep (cancelled sales excluded), whatever page is shown. */
export function PreciousTotals({ totals }: { totals: TPreciousReport['totals'] }) {
  const { t } = useTranslation();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        {t('preciousReport.total')}
      </Title>
      {totals.map((total) => (
        <Group key={total.currency} gap="lg" data-testid="precious-total">
          <Text fw={700}>
            {total.currency} · {t(PRECIOUS_REPORT_HEADERS.salesCount)}: {total.salesCount}
          </Text>
          {(['totalCost', 'totalSale', 'profit'] as const).map((key) => (
            <Text key={key}>
              {t(PRECIOUS_REPORT_HEADERS[key])}: <Money amount={total[key]} currency={total.currency} />
            </Text>
          ))}
        </Group>
      ))}
      <Text size="xs" c="dimmed" mt="sm">
        {t('preciousReport.totalsNote')}
      </Text>
    </Card>
  );
}
