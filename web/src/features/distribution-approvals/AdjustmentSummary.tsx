import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TDistributionRun } from '../../../../contract/distribution-runs';
import { Money } from '../../app/Money';

/** An adjustment's row, amounts and reason (docs/distribution.md §18), under its kind and in its approval's confirmation. */
export function AdjustmentSummary({ run }: { run: TDistributionRun }) {
  const { t } = useTranslation();
  const { adjustment } = run;
  if (!adjustment) return null;
  return (
    <Text size="xs" c="dimmed" component="div" data-testid="adjustment-summary">
      <div>
        {t('approvals.adjustmentOf', { type: t(`approvals.adjustmentTypes.${adjustment.type}`), name: adjustment.beneficiary, period: adjustment.rowPeriod })}
      </div>
      <div>
        {t('approvals.adjustmentNow')} <Money amount={adjustment.currentAmount} currency={run.currency} /> · {t('approvals.adjustmentCorrected')}{' '}
        <Money amount={adjustment.correctedAmount} currency={run.currency} />
      </div>
      <div>{t('approvals.adjustmentReason', { reason: adjustment.reason })}</div>
    </Text>
  );
}
