import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../app/Money';
import { PageHeader } from '../../app/PageHeader';
import { LedgerConfirm } from './LedgerConfirm';
import { UpdateBalanceForm } from './UpdateBalanceForm';
import { useUpdateBalanceForm } from './use-update-balance-form';

/** A completed credit or debit dated today; the new balance is computed by the core and confirmed before posting. */
export function UpdateBalancePage() {
  const { t } = useTranslation();
  const state = useUpdateBalanceForm();
  const { values, subscriber, result, confirming, setConfirming, after, post, pending } = state;
  return (
    <Stack gap="lg">
      <PageHeader title={t('updateBalance.title')} subtitle={t('updateBalance.subtitle')} />
      <UpdateBalanceForm state={state} />
      <LedgerConfirm
        subscriber={subscriber}
        type={values.type}
        creditType={values.type === 'credit' ? values.creditType : null}
        amount={values.amount}
        after={after}
        confirmLabel={t('updateBalance.confirm')}
        opened={confirming}
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={post}
      />
      {result ? (
        <Alert color="teal" variant="light" data-testid="update-result">
          {t('updateBalance.result', { id: result.row.id })} <Money amount={result.balanceBefore} currency={result.row.currency} /> →{' '}
          <Money amount={result.balanceAfter} currency={result.row.currency} fw={700} />
        </Alert>
      ) : null}
    </Stack>
  );
}
