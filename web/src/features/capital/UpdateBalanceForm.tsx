import { Alert, Card, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '../../app/FormSubmit';
import { AmountInput } from '../../app/inputs/AmountInput';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { BalanceCards } from './BalanceCards';
import { MovementFields } from './MovementFields';
import type { useUpdateBalanceForm } from './use-update-balance-form';

/** The update-balance form's fields: the subscriber, the movement, its amount and note, the balance it leaves; submitting reviews it. */
export function UpdateBalanceForm({ state }: { state: ReturnType<typeof useUpdateBalanceForm> }) {
  const { t } = useTranslation();
  const { form, movement, subscriber, setSubscriber, setResult, after, negative, review } = state;
  return (
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
            <MovementFields {...movement} testPrefix="update" />
            <AmountInput label={t('capital.fields.amount')} required {...form.getInputProps('amount')} data-testid="update-amount" />
          </SimpleGrid>
          <Textarea label={t('capital.fields.note')} autosize minRows={1} {...form.getInputProps('note')} />
          {subscriber ? <BalanceCards subscriber={subscriber} after={after} /> : null}
          {negative ? (
            <Alert color="red" variant="light">
              {t('updateBalance.belowZero')}
            </Alert>
          ) : null}
          <FormSubmit label={t('capital.preview')} disabled={negative} testId="update-preview" />
        </Stack>
      </form>
    </Card>
  );
}
