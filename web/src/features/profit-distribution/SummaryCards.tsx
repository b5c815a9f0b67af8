import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDistributionOverview } from '../../../../contract/profit-distribution';

function Figure({ label, value, hint, testId }: { label: string; value: number; hint?: string; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid="figure">
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

/** The five figures of the month: sources (with how many can be selected), investors, rows written. */
export function SummaryCards({ overview }: { overview: TDistributionOverview }) {
  const { t } = useTranslation();
  const { operations, sales } = overview;
  const total = (source: { selectableCount: number; notReadyCount: number; distributedCount: number }) =>
    source.selectableCount + source.notReadyCount + source.distributedCount;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
      <Figure
        label={t('distributionPage.summary.operations')}
        value={total(operations)}
        hint={t('distributionPage.summary.selectable', { count: operations.selectableCount })}
        testId="summary-operations"
      />
      <Figure
        label={t('distributionPage.summary.sales')}
        value={sales ? total(sales) : 0}
        hint={sales ? t('distributionPage.summary.selectable', { count: sales.selectableCount }) : t('distributionPage.salesHidden')}
        testId="summary-sales"
      />
      <Figure label={t('distributionPage.summary.investors')} value={overview.activeInvestors} testId="summary-investors" />
      <Figure label={t('distributionPage.summary.profits')} value={overview.profitRows} testId="summary-profits" />
      <Figure label={t('distributionPage.summary.commissions')} value={overview.commissionRows} testId="summary-commissions" />
    </SimpleGrid>
  );
}
