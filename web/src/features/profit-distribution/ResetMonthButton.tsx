import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TResetResult } from '../../../../contract/profit-distribution';
import { translateError } from '../../api/translate-error';
import { isProposed } from '../../../../contract/distribution-runs';
import { ConfirmModal } from '../../app/modals/ConfirmModal';
import { toastError, toastSuccess } from '../../app/toast';
import { monthLabel } from './PeriodCard';
import { periodQuery, useResetMonth, type Period } from './use-profit-distribution';

/** Reset deletes the month's profit rows and frees its sources again; it says so before, and counts after. */
export function ResetMonthButton({ period, onReset }: { period: Period; onReset: () => void }) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<TResetResult | null>(null);
  const reset = useResetMonth();
  const confirm = () =>
    reset.mutate(periodQuery(period), {
      onSuccess: (answer) => {
        setConfirming(false);
        if (isProposed(answer)) toastSuccess(t('approvals.proposed'));
        else setResult(answer);
        onReset();
      },
      onError: (error) => {
        setConfirming(false);
        toastError(`${t('distributionPage.alerts.resetFailed')} ${translateError(t, error)}`);
      },
    });
  return (
    <>
      <Button color="red" variant="light" leftSection={<IconRestore size={16} />} onClick={() => setConfirming(true)} data-testid="reset-month">
        {t('distributionPage.reset.button')}
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('distributionPage.reset.title')}
        action={{ label: t('distributionPage.reset.confirm'), testId: 'confirm-reset' }}
        onConfirm={confirm}
        pending={reset.isPending}
      >
        <Text size="sm">{t('distributionPage.reset.text', { month: monthLabel(i18n.language, period.year, period.month), currency: period.currency })}</Text>
        <Alert color="red">{t('distributionPage.reset.irreversible')}</Alert>
      </ConfirmModal>
      <Modal opened={result !== null} onClose={() => setResult(null)} title={t('distributionPage.reset.doneTitle')}>
        {result ? (
          <Stack data-testid="reset-result">
            <Text>{t('distributionPage.reset.deletedProfits', { count: result.deletedProfits })}</Text>
            <Text>{t('distributionPage.reset.restoredOperations', { count: result.restoredOperations })}</Text>
            <Text>{t('distributionPage.reset.restoredSales', { count: result.restoredSales })}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setResult(null)} data-testid="close-reset-result">
                {t('common.dismiss')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
