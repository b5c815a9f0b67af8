import { Alert, Modal, SimpleGrid, Stack, Table, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '../../../../contract/money';
import { ZSaleBody, type TSaleBody, type TSaleRow } from '../../../../contract/product-sales';
import { computeSaleFromInput } from '../../../../contract/sale-input';
import { isDomainError, toDecimalString } from '../../../../domain';
import { formOutcome } from '../../app/form-feedback';
import { AmountInput } from '../../app/inputs/AmountInput';
import { CodeSelect } from '../../app/inputs/CodeSelect';
import { DateField } from '../../app/inputs/DateField';
import { DecimalInput } from '../../app/inputs/DecimalInput';
import { pickedId } from '../../app/inputs/picked-id';
import { focusOnInvalid, schemaValidate } from '../../app/schema-form';
import { Money } from '../../app/Money';
import { PersonPicker } from '../operations/PersonPicker';
import { useSaveSale } from './use-product-sales';
import { ModalActions } from '../../app/ModalActions';

const EMPTY: TSaleBody = {
  customerId: null,
  currency: 'XAF',
  productName: '',
  description: '',
  quantity: '',
  purchasePrice: '',
  additionalCost: '0',
  customsFees: '0',
  salePrice: '',
  saleDate: new Date().toISOString().slice(0, 10),
};

function Totals({ values }: { values: TSaleBody }) {
  const { t } = useTranslation();
  try {
    const sale = computeSaleFromInput(values);
    const amount = (minor: bigint) => toDecimalString({ amountMinor: minor, currency: values.currency });
    return (
      <Table withTableBorder data-testid="sale-totals">
        <Table.Tbody>
          {(
            [
              ['totalCost', sale.totalCostMinor],
              ['totalSale', sale.totalSaleMinor],
              ['profit', sale.profitMinor],
            ] as const
          ).map(([key, minor]) => (
            <Table.Tr key={key}>
              <Table.Td>{t(`productSales.fields.${key}`)}</Table.Td>
              <Table.Td ta="end" data-testid={`sale-${key}`}>
                <Money amount={amount(minor)} currency={values.currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  } catch (error) {
    const typed = values.quantity !== '' && values.purchasePrice !== '' && values.salePrice !== '';
    return <Alert color={typed ? 'red' : 'gray'}>{typed && isDomainError(error) ? t(`errors.${error.code}`) : t('operations.sharesInvalid')}</Alert>;
  }
}

export function SaleForm({ row, onClose }: { row: TSaleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSale();
  const form = useForm<TSaleBody>({
    initialValues: row
      ? {
          customerId: row.customerId,
          currency: row.currency,
          productName: row.productName,
          description: row.description,
          quantity: row.quantity,
          purchasePrice: row.purchasePrice,
          additionalCost: row.additionalCost,
          customsFees: row.customsFees,
          salePrice: row.salePrice,
          saleDate: row.saleDate,
        }
      : EMPTY,
    validate: schemaValidate(ZSaleBody, t),
  });
  const submit = form.onSubmit((body) => save.mutate({ id: row?.id ?? null, body }, formOutcome(t, form, t('productSales.saved'), onClose)), focusOnInvalid);
  const price = (name: 'purchasePrice' | 'additionalCost' | 'customsFees' | 'salePrice') => (
    <AmountInput label={t(`productSales.fields.${name}`)} required {...form.getInputProps(name)} data-testid={`sale-${name}`} />
  );
  return (
    <Modal opened onClose={onClose} title={row ? t('productSales.edit') : t('productSales.add')} size="lg">
      <form onSubmit={submit} noValidate data-testid="sale-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('productSales.fields.productName')} required {...form.getInputProps('productName')} data-testid="sale-productName" />
            <CodeSelect label={t('productSales.fields.currency')} codes={CURRENCY_CODES} {...form.getInputProps('currency')} data-testid="sale-currency" />
            <DecimalInput label={t('productSales.fields.quantity')} required {...form.getInputProps('quantity')} data-testid="sale-quantity" />
            {price('purchasePrice')}
            {price('additionalCost')}
            {price('customsFees')}
            {price('salePrice')}
            <DateField label={t('productSales.fields.saleDate')} required {...form.getInputProps('saleDate')} data-testid="sale-saleDate" />
          </SimpleGrid>
          <PersonPicker
            label={t('productSales.fields.customer')}
            {...pickedId(form, 'customerId')}
            initialName={row?.customerName ?? undefined}
            testId="sale-customer"
            path="customerId"
            optional
          />
          <Textarea label={t('productSales.fields.description')} {...form.getInputProps('description')} />
          <Totals values={form.values} />
          <ModalActions onCancel={onClose} loading={save.isPending} testId="save-sale" />
        </Stack>
      </form>
    </Modal>
  );
}
