import { Alert, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistributionSource, TDistributionOverview, TSelection } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { Money } from '../../app/Money';
import { isProposed } from '../../../../contract/distribution-runs';
import { toastError, toastSuccess } from '../../app/toast';
import { distributeBlocker, inputsKey, type Calculation, type InvestorInputs } from './calculation';
import { InvestorPreview } from './InvestorPreview';
import { PercentageLossFields, usePercentageLoss } from './PercentageLossFields';
import { SourceTable } from './SourceTable';
import { WhatIfPanel } from './WhatIfPanel';
import { periodQuery, useDistribute, useInvestorPreview, type Period } from './use-profit-distribution';
import { openConfirm } from '../../app/modals/confirm';

export type InvestorTabProps = {
  overview: TDistributionOverview;
  period: Period;
  source: DistributionSource;
  onSource: (source: DistributionSource) => void;
  calculation: Calculation;
  onCalculation: (calculation: Calculation) => void;
};

/** All of a month that is larger than the list on screen is selected whole, by the server. */
function selectionOf(selected: ReadonlySet<string>, shown: number, total: number): TSelection {
  return selected.size === shown && total > shown ? { kind: 'all' } : { kind: 'ids', ids: [...selected] };
}

/** Select a month's records, calculate the investors' split, then distribute exactly what was calculated. */
export function InvestorTab({ overview, period, source, onSource, calculation, onCalculation }: InvestorTabProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const parameters = usePercentageLoss({ percentage: '100', loss: '0' });
  const { percentage, loss } = parameters;
  const preview = useInvestorPreview();
  const distribute = useDistribute();
  const sources = source === 'sales' ? overview.sales : overview.operations;
  if (!sources) return null;
  const locked = sources.distributedCount > 0;
  const inputs: InvestorInputs = {
    period,
    source,
    selection: selectionOf(selected, sources.selectable.length, sources.selectableCount),
    investorPercentage: percentage,
    loss,
  };
  const blocker = locked ? null : distributeBlocker(calculation, selected.size, inputsKey(inputs));
  const body = { ...periodQuery(period), source, selection: inputs.selection, investorPercentage: percentage, loss };

  const calculate = () => {
    if (selected.size === 0) return toastError(t('distributionPage.alerts.selectRecords'));
    preview.mutate(body, {
      onSuccess: (answer) => onCalculation({ kind: 'investor', preview: answer, inputs: inputsKey(inputs) }),
      onError: (error) => toastError(`${t('distributionPage.alerts.calculationFailed')} ${translateError(t, error)}`),
    });
  };
  const confirmDistribute = () => {
    if (calculation?.kind !== 'investor') return;
    const shown = calculation.preview;
    void openConfirm({
      title: t('distributionPage.confirmDistributeTitle'),
      children: (
        <Text size="sm">
          {t('distributionPage.confirmDistribute', { count: shown.activeInvestors })} <Money amount={shown.distributable} currency={shown.currency} />
        </Text>
      ),
      labels: { confirm: t('distributionPage.distribute'), cancel: t('common.cancel') },
      confirmProps: { 'data-testid': 'confirm-distribute' } as never,
      onConfirm: () =>
        distribute.mutate(
          { ...body, expected: { sourceCount: shown.sourceCount, baseTotal: shown.baseTotal, distributable: shown.distributable } },
          {
            onSuccess: (answer) => {
              toastSuccess(
                isProposed(answer) ? t('approvals.proposed') : t('distributionPage.distributed', { rows: answer.rowsWritten, sources: answer.sourcesMarked }),
              );
              setSelected(new Set());
              onCalculation(null);
            },
            onError: (error) => toastError(`${t('distributionPage.alerts.distributionFailed')} ${translateError(t, error)}`),
          },
        ),
    });
  };

  return (
    <Stack>
      {overview.sales ? (
        <SegmentedControl
          value={source}
          onChange={(value) => {
            setSelected(new Set());
            onSource(value as DistributionSource);
          }}
          data={[
            { value: 'operations', label: t('distributionPage.sourceOperations') },
            { value: 'sales', label: t('distributionPage.sourceSales') },
          ]}
          data-testid="source-switch"
        />
      ) : null}
      <SourceTable source={source} overview={sources} currency={period.currency} selected={selected} onSelect={setSelected} disabled={locked} />
      <Card withBorder padding="md">
        <Group align="flex-start" wrap="wrap">
          <PercentageLossFields inputs={parameters} words="distributionPage" testIds={{ percentage: 'investor-percentage', loss: 'loss' }} />
        </Group>
      </Card>
      <Group>
        <Button onClick={calculate} loading={preview.isPending} disabled={locked || parameters.invalid} data-testid="calculate">
          {t('distributionPage.calculate')}
        </Button>
        <Button color="teal" onClick={confirmDistribute} loading={distribute.isPending} disabled={locked || blocker !== null} data-testid="distribute">
          {t('distributionPage.distribute')}
        </Button>
      </Group>
      {blocker ? (
        <Alert color="blue" data-testid="distribute-blocker">
          {t(blocker)}
        </Alert>
      ) : null}
      {calculation?.kind === 'investor' ? <InvestorPreview preview={calculation.preview} /> : null}
      {calculation?.kind === 'investor' && calculation.inputs === inputsKey(inputs) ? <WhatIfPanel key={calculation.inputs} body={body} /> : null}
    </Stack>
  );
}
