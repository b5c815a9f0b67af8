import { Alert, Modal, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TCompanySettings } from '../../../../contract/company-settings';
import { computeOperationFromInput, type ShareRatiosText } from '../../../../contract/operation-input';
import { COUNTRIES, MEDIATOR_TYPE_CODES, ZOperationBody, type TOperationBody, type TOperationRow } from '../../../../contract/operations';
import { CURRENCY_CODES } from '../../../../contract/money';
import { isDomainError, toDecimalString, type Currency } from '../../../../domain';
import { formOutcome } from '../../app/form-feedback';
import { AmountInput } from '../../app/inputs/AmountInput';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { DateField } from '../../app/inputs/DateField';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { pickedId } from '../../app/inputs/picked-id';
import { focusOnInvalid, schemaValidate, withoutEmpty } from '../../app/schema-form';
import { Money } from '../../app/Money';
import { PersonPicker } from './PersonPicker';
import { previewRatios } from './preview-ratios';
import { useSaveOperation } from './use-operations';
import { ModalActions } from '../../app/ModalActions';

type FormValues = Omit<TOperationBody, 'clientId' | 'mediatorId' | 'mediatorAmount'> & {
  clientId: string | null;
  mediatorId: string | null;
  mediatorAmount: string;
};

function initialValues(row: TOperationRow | null, settings: TCompanySettings): FormValues {
  if (row) {
    return { ...row, mediatorAmount: row.mediatorType === 'normal' ? row.mediatorRuleValue : settings.mediatorNormalAmount };
  }
  return {
    sourceCountry: 'chad',
    destinationCountry: 'uae',
    amount: '',
    currency: 'XAF',
    exchangeRate: '',
    serviceRate: settings.defaultServiceRate,
    clientId: null,
    mediatorId: null,
    mediatorType: 'normal',
    mediatorAmount: settings.mediatorNormalAmount,
    operationDate: new Date().toISOString().slice(0, 10),
  };
}

/** The same computation as the server's, in the browser, for the live preview; the server recomputes on save. */
function liveShares(values: FormValues, ratios: ShareRatiosText) {
  try {
    const input = { ...values, mediatorAmount: values.mediatorType === 'normal' ? values.mediatorAmount : undefined };
    return { computed: computeOperationFromInput({ input, ratios }), error: null };
  } catch (error) {
    return { computed: null, error: isDomainError(error) ? error : null };
  }
}

function SharesPreview({ values, ratios }: { values: FormValues; ratios: ShareRatiosText }) {
  const { t } = useTranslation();
  const { computed, error } = liveShares(values, ratios);
  if (!computed) {
    const typed = values.amount !== '' && values.exchangeRate !== '';
    return (
      <Alert color={typed && error ? 'red' : 'gray'} data-testid="shares-preview">
        {typed && error ? t(`errors.${error.code}`) : t('operations.sharesInvalid')}
      </Alert>
    );
  }
  const currency = values.currency as Currency;
  const line = (key: string, amountMinor: bigint, shown: Currency = currency) => (
    <Table.Tr key={key}>
      <Table.Td>{t(`operations.columns.${key}`)}</Table.Td>
      <Table.Td ta="end" data-testid={`preview-${key}`}>
        <Money amount={toDecimalString({ amountMinor, currency: shown })} currency={shown} />
      </Table.Td>
    </Table.Tr>
  );
  const { shares } = computed;
  return (
    <Stack gap={4} data-testid="shares-preview">
      <Text size="xs" c="dimmed">
        {t('operations.live')}
      </Text>
      <Table withTableBorder>
        <Table.Tbody>
          {line('equivalentUsd', shares.equivalentUsdCents, 'USD')}
          {line('revenue', shares.revenueMinor)}
          {line('investorShare', shares.investorShareMinor)}
          {line('mediatorShare', shares.mediatorShareMinor)}
          {line('specialShare', shares.specialShareMinor)}
          {line('companyShare', shares.companyShareMinor)}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const decimalField = (value: string | number) => String(value);

/** What the form sends: the pickers' nulls as empty ids (refused as required), a fixed amount only for a normal mediator. */
const bodyOf = (values: FormValues): TOperationBody => ({
  ...values,
  clientId: values.clientId ?? '',
  mediatorId: values.mediatorId ?? '',
  mediatorAmount: values.mediatorType === 'normal' ? values.mediatorAmount : undefined,
});

export function OperationForm({ row, settings, onClose }: { row: TOperationRow | null; settings: TCompanySettings; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveOperation();
  const checkBody = schemaValidate<FormValues>(ZOperationBody, t, { toBody: bodyOf });
  const form = useForm<FormValues>({
    initialValues: initialValues(row, settings),
    // The server's schema, then the rule it checks across two fields (docs/operations.md).
    validate: (values) => ({
      ...checkBody(values),
      ...withoutEmpty({ mediatorId: values.mediatorId && values.mediatorId === values.clientId ? t('errors.CLIENT_IS_MEDIATOR') : null }),
    }),
  });
  const country = (field: 'sourceCountry' | 'destinationCountry', testId: string) => (
    <CodeSelect label={t(`operations.fields.${field}`)} codes={COUNTRIES} labels="operations.countries" {...form.getInputProps(field)} data-testid={testId} />
  );
  const person = (field: 'clientId' | 'mediatorId', initialName: string | undefined, testId: string) => (
    <PersonPicker label={t(`operations.fields.${field}`)} {...pickedId(form, field)} initialName={initialName} testId={testId} path={field} />
  );
  const submit = form.onSubmit((values) => {
    const body = bodyOf(values);
    save.mutate({ id: row?.id ?? null, body }, formOutcome(t, form, t('operations.saved'), onClose));
  }, focusOnInvalid);
  return (
    <Modal opened onClose={onClose} title={row ? t('operations.edit') : t('operations.add')} size="xl">
      <form onSubmit={submit} noValidate data-testid="operation-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {country('sourceCountry', 'source-country')}
            {country('destinationCountry', 'destination-country')}
            <AmountInput label={t('operations.fields.amount')} required {...form.getInputProps('amount')} data-testid="amount" />
            <CodeSelect label={t('operations.fields.currency')} codes={CURRENCY_CODES} {...form.getInputProps('currency')} data-testid="currency" />
            <DecimalInput label={t('operations.fields.exchangeRate')} required {...form.getInputProps('exchangeRate')} data-testid="exchange-rate" />
            <NumberInput
              label={t('operations.fields.serviceRate')}
              min={0}
              max={100}
              decimalScale={4}
              dir="ltr"
              {...form.getInputProps('serviceRate')}
              onChange={(value) => form.setFieldValue('serviceRate', decimalField(value))}
              data-testid="service-rate"
            />
            {person('clientId', row?.clientName, 'client')}
            {person('mediatorId', row?.mediatorName, 'mediator')}
            <CodeSelect
              label={t('operations.fields.mediatorType')}
              codes={MEDIATOR_TYPE_CODES}
              labels="operations.mediatorTypes"
              {...form.getInputProps('mediatorType')}
              data-testid="mediator-type"
            />
            {form.values.mediatorType === 'normal' ? (
              <AmountInput label={t('operations.fields.mediatorAmount')} {...form.getInputProps('mediatorAmount')} data-testid="mediator-amount" />
            ) : null}
            <DateField label={t('operations.fields.operationDate')} required {...form.getInputProps('operationDate')} data-testid="operation-date" />
          </SimpleGrid>
          <SharesPreview values={form.values} ratios={previewRatios(row, settings, form.values.mediatorType)} />
          <ModalActions onCancel={onClose} loading={save.isPending} testId="save-operation" />
        </Stack>
      </form>
    </Modal>
  );
}
