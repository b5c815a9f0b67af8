import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDistributionOverview } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { isProposed } from '../../../../contract/distribution-runs';
import { toastError, toastSuccess } from '../../app/toast';
import { inputsKey, type Calculation } from './calculation';
import { CommissionPreview } from './CommissionPreview';
import { periodQuery, useCommissionPreview, useDistributeCommissions, type Period } from './use-profit-distribution';
import { ModalActions } from '../../app/ModalActions';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';

type Props = { overview: TDistributionOverview; period: Period; calculation: Calculation; onCalculation: (calculation: Calculation) => void };

function StatusTile({ label, done, testId }: { label: string; done: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Badge color={done ? 'teal' : 'yellow'} variant="light" data-done={done}>
        {t(done ? 'distributionPage.mediator.completed' : 'distributionPage.mediator.pending')}
      </Badge>
    </Card>
  );
}

function LinksTable({ overview }: { overview: TDistributionOverview }) {
  const { t } = useTranslation();
  if (overview.activeMediatorLinks.length === 0) {
    return (
      <Text c="dimmed" data-testid="no-mediator-links">
        {t('distributionPage.mediator.noLinks')}
      </Text>
    );
  }
  return (
    <ScrollTable minWidth={640}>
      <Table striped data-testid="mediator-links">
        <TableHead
          labels={['mediator', 'investor', 'percentage', 'subscriptionDate', 'status'].map((column) => t(`distributionPage.mediator.columns.${column}`))}
        />
        <Table.Tbody>
          {overview.activeMediatorLinks.map((link) => (
            <Table.Tr key={link.id}>
              <Table.Td>{link.mediatorName}</Table.Td>
              <Table.Td>{link.investorName}</Table.Td>
              <Table.Td dir="ltr">{t('distributionPage.percent', { value: link.percentage })}</Table.Td>
              <Table.Td dir="ltr">{link.subscriptionDate}</Table.Td>
              <Table.Td>
                <Badge color="teal" variant="light">
                  {t(`people.${link.status}`)}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function StateAlert({ overview }: { overview: TDistributionOverview }) {
  const { t } = useTranslation();
  if (overview.profitRows === 0)
    return (
      <Alert color="yellow" data-testid="mediator-state">
        {t('distributionPage.mediator.profitsRequired')}
      </Alert>
    );
  if (overview.commissionRows > 0) {
    return (
      <Alert color="red" data-testid="mediator-state">
        {t('distributionPage.mediator.alreadyDone', { count: overview.commissionRows, month: overview.month, year: overview.year })}
      </Alert>
    );
  }
  return (
    <Alert color="teal" data-testid="mediator-state">
      {t('distributionPage.mediator.ready')}
    </Alert>
  );
}

/** Mediator commissions of a month: after the investors' profits, once, confirmed by typing YES. */
export function MediatorTab({ overview, period, calculation, onCalculation }: Props) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const preview = useCommissionPreview();
  const distribute = useDistributeCommissions();
  const canCalculate = overview.profitRows > 0 && overview.commissionRows === 0;
  const ready = calculation?.kind === 'commission' && calculation.inputs === inputsKey(period) && canCalculate;
  const calculate = () =>
    preview.mutate(period, {
      onSuccess: (answer) => onCalculation({ kind: 'commission', preview: answer, inputs: inputsKey(period) }),
      onError: (error) => toastError(`${t('distributionPage.alerts.calculationFailed')} ${translateError(t, error)}`),
    });
  const save = () => {
    if (calculation?.kind !== 'commission') return;
    distribute.mutate(
      { ...periodQuery(period), confirmation: 'YES', expectedTotal: calculation.preview.total },
      {
        onSuccess: (answer) => {
          toastSuccess(isProposed(answer) ? t('approvals.proposed') : t('distributionPage.commissions.distributed', { rows: answer.rowsWritten }));
          setConfirming(false);
          setTyped('');
          onCalculation(null);
        },
        onError: (error) => toastError(`${t('distributionPage.alerts.saveFailed')} ${translateError(t, error)}`),
      },
    );
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <StatusTile label={t('distributionPage.mediator.profitStatus')} done={overview.profitRows > 0} testId="tile-profit" />
        <StatusTile label={t('distributionPage.mediator.commissionStatus')} done={overview.commissionRows > 0} testId="tile-commission" />
        <Card withBorder padding="md" data-testid="tile-mediators">
          <Text size="sm" c="dimmed">
            {t('distributionPage.mediator.activeMediators')}
          </Text>
          <Text fw={700} size="xl">
            {new Set(overview.activeMediatorLinks.map((link) => link.mediatorId)).size}
          </Text>
        </Card>
      </SimpleGrid>
      <StateAlert overview={overview} />
      <Group>
        <Button onClick={calculate} loading={preview.isPending} disabled={!canCalculate} data-testid="calculate-commissions">
          {t('distributionPage.commissions.calculate')}
        </Button>
        <Button color="teal" onClick={() => setConfirming(true)} disabled={!ready} data-testid="distribute-commissions">
          {t('distributionPage.commissions.distribute')}
        </Button>
      </Group>
      {canCalculate && !ready ? (
        <Alert color="blue">
          {t(calculation?.kind === 'investor' ? 'distributionPage.alerts.commissionsFirst' : 'distributionPage.alerts.calculateFirst')}
        </Alert>
      ) : null}
      {calculation?.kind === 'commission' ? <CommissionPreview preview={calculation.preview} /> : null}
      <Card withBorder padding="md">
        <LinksTable overview={overview} />
      </Card>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('distributionPage.commissions.confirmTitle')}>
        <Stack>
          <Text size="sm">{t('distributionPage.commissions.confirmText')}</Text>
          <TextInput
            label={t('distributionPage.commissions.confirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            dir="ltr"
            autoComplete="off"
            data-testid="type-yes"
          />
          <ModalActions
            onCancel={() => setConfirming(false)}
            color="teal"
            disabled={typed !== 'YES'}
            loading={distribute.isPending}
            onConfirm={save}
            testId="confirm-commissions"
            label={t('distributionPage.commissions.distribute')}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
