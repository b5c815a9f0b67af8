import { Alert, Button, Card, Group, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../app/inputs/AmountInput';
import { Money } from '../../app/Money';
import { PageHeader } from '../../app/PageHeader';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { BalanceCards } from './BalanceCards';
import { LedgerConfirm } from './LedgerConfirm';
import { MovementFields } from './MovementFields';
import { useUpdateBalanceForm } from './use-update-balance-form';

/** A completed credit or debit dated today; the new balance is computed by the core and confirmed before posting. */
export function UpdateBalancePage() {
  const { t } = useTranslation();
  const { form, values, subscriber, setSubscriber, result, setResult, confirming, setConfirming, after, negative, review, post, pending } =
    useUpdateBalanceForm();
  return (
    <Stack gap="lg">
      <PageHeader title={t('updateBalance.title')} subtitle={t('updateBalance.subtitle')} />
      <Card withBorder padding="md">
        <form onSubmit={review} noValidate data-testid="update-balance-form">
          <Stack>
            <SubscriberPicker
              label={t('capital.fields.subscriber')}
              value={subscriber}
              onChange={(chosen) => {
                setSubscriber(chosen);
                setResult(null);
              }}
              error={form.errors.subscriber as string | undefined}
              testId="update-subscriber"
              path="subscriber"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <MovementFields
                type={values.type}
                creditType={values.creditType}
                onType={(type) => form.setFieldValue('type', type)}
                onCreditType={(code) => form.setFieldValue('creditType', code)}
                creditTypeError={form.errors.creditType as string | undefined}
                testPrefix="update"
              />
              <AmountInput label={t('capital.fields.amount')} required {...form.getInputProps('amount')} data-testid="update-amount" />
            </SimpleGrid>
            <Textarea label={t('capital.fields.note')} autosize minRows={1} {...form.getInputProps('note')} />
            {subscriber ? <BalanceCards subscriber={subscriber} after={after} /> : null}
            {negative ? (
              <Alert color="red" variant="light">
                {t('updateBalance.belowZero')}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" disabled={negative} data-testid="update-preview">
                {t('capital.preview')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
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
