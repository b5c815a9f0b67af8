import { Alert, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TInvestorPreview } from '../../../../contract/profit-distribution';
import type { Currency } from '../../../../domain';
import { Money } from '../../app/Money';
import { weightAsAmount } from '../../app/format-amount';
import { DayCell, ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { LabelledFigure } from './LabelledFigure';
import { ShowingFirst } from './ShowingFirst';

const PREVIEW_COLUMNS = ['investor', 'subscriptionDate', 'daysActive', 'dailyCapital', 'capitalPercentage', 'share', 'lastMonth', 'changeFromLastMonth'];

/** Balances and daily capital come with two decimals in every currency (they weigh, they are not paid): shown as every amount is, in the currency's digits. */
function Weight({ text, currency }: { text: string; currency: Currency }) {
  return <Money amount={weightAsAmount(text, currency)} currency={currency} />;
}

/** The investor split as it would be written: totals, the special-services row and the share of each investor. */
export function InvestorPreview({ preview }: { preview: TInvestorPreview }) {
  const { t } = useTranslation();
  const money = (amount: string) => <Money amount={amount} currency={preview.currency} />;
  return (
    <Card withBorder padding="lg" data-testid="investor-preview">
      <Stack>
        <Title order={4}>{t('distributionPage.preview.title')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <LabelledFigure label={t('distributionPage.preview.baseTotal')} testId="preview-base">
            {money(preview.baseTotal)}
          </LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.afterPercentage')}>{money(preview.afterInvestorPercentage)}</LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.loss')}>{money(preview.loss)}</LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.distributable')} testId="preview-distributable">
            {money(preview.distributable)}
          </LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.special')}>{money(preview.special)}</LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.activeInvestors')} testId="preview-investors">
            {preview.activeInvestors}
          </LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.totalBalance')}>
            <Weight text={preview.totalInvestorBalance} currency={preview.currency} />
          </LabelledFigure>
          <LabelledFigure label={t('distributionPage.preview.totalDailyCapital')}>
            <Weight text={preview.totalDailyCapital} currency={preview.currency} />
          </LabelledFigure>
        </SimpleGrid>
        <Text size="sm" data-testid="preview-beneficiary">
          {preview.specialBeneficiary
            ? t('distributionPage.preview.beneficiary', { name: preview.specialBeneficiary.name })
            : t('distributionPage.preview.noBeneficiary')}
        </Text>
        <Text size="sm" c="dimmed" data-testid="preview-method">
          {t('distributionPage.preview.method', { method: t(`distributionPage.methods.${preview.weightingMethod}`) })}
        </Text>
        {preview.rows.length === 0 ? <Alert color="yellow">{t('distributionPage.alerts.noValidDistributions')}</Alert> : null}
        <ScrollTable minWidth={960} label={t('distributionPage.preview.title')}>
          <Table striped data-testid="preview-table">
            <TableHead labels={PREVIEW_COLUMNS.map((column) => t(`distributionPage.preview.columns.${column}`))} />
            <Table.Tbody>
              {preview.rows.map((row) => (
                <Table.Tr key={row.subscriberId} data-testid="preview-row">
                  <Table.Td>{row.name}</Table.Td>
                  <DayCell value={row.subscriptionDate} />
                  <Table.Td>{row.daysActive}</Table.Td>
                  <Table.Td>
                    <Weight text={row.dailyCapital} currency={preview.currency} />
                  </Table.Td>
                  <Table.Td dir="ltr">{t('distributionPage.percent', { value: row.capitalPercentage })}</Table.Td>
                  <Table.Td>{money(row.share)}</Table.Td>
                  <Table.Td data-testid="preview-last-month">{money(row.lastMonthShare)}</Table.Td>
                  <Table.Td data-testid="preview-change">{money(row.changeFromLastMonth)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr fw={700} data-testid="preview-total">
                <Table.Td colSpan={3}>{t('distributionPage.total')}</Table.Td>
                <Table.Td>
                  <Weight text={preview.totalDailyCapital} currency={preview.currency} />
                </Table.Td>
                <Table.Td dir="ltr">{t('distributionPage.percent', { value: '100' })}</Table.Td>
                <Table.Td>{money(preview.totalShares)}</Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <ShowingFirst shown={preview.rows.length} total={preview.activeInvestors} />
      </Stack>
    </Card>
  );
}
