import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWhatIf } from '../../../../contract/distribution-what-if';
import type { TInvestorPreviewBody } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { toastError } from '../../app/toast';
import { useWhatIf } from './use-profit-distribution';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { LabelledFigure } from './LabelledFigure';
import { PercentageLossFields, usePercentageLoss } from './PercentageLossFields';
import { ShowingFirst } from './ShowingFirst';

function WhatIfTables({ answer }: { answer: TWhatIf }) {
  const { t } = useTranslation();
  const money = (amount: string) => <Money amount={amount} currency={answer.currency} />;
  const head = (columns: string[]) => <TableHead labels={columns.map((column) => t(`whatIf.columns.${column}`))} />;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <LabelledFigure label={t('whatIf.currentDistributable')} testId="what-if-current-distributable">
          {money(answer.current.distributable)}
        </LabelledFigure>
        <LabelledFigure label={t('whatIf.whatIfDistributable')} testId="what-if-distributable">
          {money(answer.whatIf.distributable)}
        </LabelledFigure>
        <LabelledFigure label={t('whatIf.change')} testId="what-if-distributable-change">
          {money(answer.distributableChange)}
        </LabelledFigure>
      </SimpleGrid>
      <Title order={5}>{t('whatIf.investorsTitle')}</Title>
      <ScrollTable minWidth={640} label={t('whatIf.investorsTitle')}>
        <Table striped data-testid="what-if-investors">
          {head(['investor', 'lastMonth', 'current', 'whatIf', 'change'])}
          <Table.Tbody>
            {answer.investors.map((row) => (
              <Table.Tr key={row.subscriberId} data-testid="what-if-investor">
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>{money(row.lastMonthShare)}</Table.Td>
                <Table.Td data-testid="what-if-current">{money(row.currentShare)}</Table.Td>
                <Table.Td data-testid="what-if-share">{money(row.whatIfShare)}</Table.Td>
                <Table.Td data-testid="what-if-change">{money(row.change)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Td>{t('distributionPage.total')}</Table.Td>
              <Table.Td>{money(answer.lastMonthTotal)}</Table.Td>
              <Table.Td>{money(answer.current.totalShares)}</Table.Td>
              <Table.Td>{money(answer.whatIf.totalShares)}</Table.Td>
              <Table.Td>{money(answer.distributableChange)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </ScrollTable>
      <ShowingFirst shown={answer.investors.length} total={answer.investorCount} />
      <Title order={5}>{t('whatIf.mediatorsTitle')}</Title>
      {answer.mediators.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="what-if-no-mediators">
          {t('whatIf.noMediators')}
        </Text>
      ) : (
        <ScrollTable minWidth={520} label={t('whatIf.mediatorsTitle')}>
          <Table striped data-testid="what-if-mediators">
            {head(['mediator', 'current', 'whatIf', 'change'])}
            <Table.Tbody>
              {answer.mediators.map((row) => (
                <Table.Tr key={row.mediatorId} data-testid="what-if-mediator">
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{money(row.currentCommission)}</Table.Td>
                  <Table.Td>{money(row.whatIfCommission)}</Table.Td>
                  <Table.Td>{money(row.change)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

/**
 * docs/distribution.md §16: the calculated month under another investor percentage and loss,
 * computed by the server with the preview's own calculation; nothing is saved.
 */
export function WhatIfPanel({ body }: { body: TInvestorPreviewBody }) {
  const { t } = useTranslation();
  const inputs = usePercentageLoss({ percentage: body.investorPercentage, loss: body.loss });
  const whatIf = useWhatIf();
  const compute = () =>
    whatIf.mutate(
      { ...body, whatIfInvestorPercentage: inputs.percentage, whatIfLoss: inputs.loss },
      { onError: (error) => toastError(`${t('whatIf.failed')} ${translateError(t, error)}`) },
    );
  return (
    <Card withBorder padding="lg" data-testid="what-if-panel" component="section" aria-labelledby="what-if-title">
      <Stack>
        <Title order={4} id="what-if-title">
          {t('whatIf.title')}
        </Title>
        <Alert color="blue" data-testid="what-if-not-saved">
          {t('whatIf.notSaved')}
        </Alert>
        <Group align="flex-end" wrap="wrap">
          <PercentageLossFields inputs={inputs} words="whatIf" testIds={{ percentage: 'what-if-percentage', loss: 'what-if-loss' }} />
          <Button variant="light" onClick={compute} loading={whatIf.isPending} disabled={inputs.invalid} data-testid="what-if-compute">
            {t('whatIf.compute')}
          </Button>
        </Group>
        {whatIf.data ? <WhatIfTables answer={whatIf.data} /> : null}
      </Stack>
    </Card>
  );
}
