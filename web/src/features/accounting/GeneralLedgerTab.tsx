import { Alert, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGeneralLedgerLine } from '../../../../contract/accounting-reports';
import { DateField } from '../../app/inputs/DateField';
import { DataTable, type DataColumn } from '../../app/tables/DataTable';
import { useFormat } from '../../i18n/format';
import { CurrencyFilter, ReportFilters, TypedFilter } from './ReportFilters';
import { ReportExportLinks } from './ReportExportLinks';
import { useGeneralLedger, useMoney, useReportParams } from './use-books-reports';

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

const FILTERS = ['account', 'party', 'currency', 'from', 'to', 'sort'] as const;

/**
 * One account's general ledger (docs/accounting.md §8), maybe of one party: the balance before the
 * first day, each line with its entry and its running balance, a page at a time, and the balance at
 * the end. The reports' figures open it with their account, currency and days in the URL.
 */
export function GeneralLedgerTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const money = useMoney();
  const { values, set } = useReportParams(FILTERS);
  const currency = values.currency || 'XAF';
  const filters = { account: values.account, currency, party: values.party || undefined, from: values.from || undefined, to: values.to || undefined };
  const { list, rows } = useGeneralLedger({ ...filters, sort: values.sort === 'date-desc' ? 'date-desc' : undefined });
  const first = list.data?.pages[0];
  const balance = (value: { amount: string; side: 'debit' | 'credit' }) =>
    `${money(value.amount, currency)} ${t(`accounting.generalLedger.sides.${value.side}`)}`;
  const columns: DataColumn<TGeneralLedgerLine>[] = [
    { key: 'date', label: t('accounting.generalLedger.date'), cell: (row) => format.day(row.date), sortable: true },
    { key: 'entry', label: t('accounting.generalLedger.entry'), cell: (row) => row.entryNumber },
    { key: 'memo', label: t('accounting.generalLedger.memo'), cell: (row) => row.memo },
    { key: 'source', label: t('accounting.generalLedger.source'), cell: (row) => `${row.sourceKind} ${row.sourceId}` },
    { key: 'party', label: t('accounting.generalLedger.party'), cell: (row) => row.party ?? '—' },
    // A line moves one side: the other is left empty, as a ledger is written by hand.
    { key: 'debit', label: t('accounting.generalLedger.debit'), cell: (row) => (isZero(row.debit) ? '' : money(row.debit, currency)), align: 'right' },
    { key: 'credit', label: t('accounting.generalLedger.credit'), cell: (row) => (isZero(row.credit) ? '' : money(row.credit, currency)), align: 'right' },
    { key: 'balance', label: t('accounting.generalLedger.balance'), cell: (row) => balance(row.balance), align: 'right' },
  ];
  return (
    <Stack gap="md" data-testid="general-ledger">
      {/* The file holds every line of the days oldest first, a ledger's own order, whatever the sort on screen. */}
      {values.account && <ReportExportLinks path="/api/accounting/general-ledger/export" query={filters} testId="general-ledger" />}
      <ReportFilters>
        <TypedFilter
          label={t('accounting.generalLedger.account')}
          value={values.account}
          onCommit={(account) => set({ account: account || null })}
          w={140}
          testId="general-ledger-account"
        />
        <TypedFilter
          label={t('accounting.generalLedger.party')}
          value={values.party}
          onCommit={(party) => set({ party: party || null })}
          w={160}
          testId="general-ledger-party"
        />
        <CurrencyFilter value={currency} onChange={(next) => set({ currency: next })} testId="general-ledger-currency" required />
        <DateField
          label={t('accounting.generalLedger.from')}
          value={values.from}
          onChange={(from) => set({ from })}
          clearable
          w={180}
          data-testid="general-ledger-from"
        />
        <DateField
          label={t('accounting.generalLedger.to')}
          value={values.to}
          onChange={(to) => set({ to })}
          clearable
          w={180}
          data-testid="general-ledger-to"
        />
      </ReportFilters>
      {!values.account && <Text c="dimmed">{t('accounting.generalLedger.chooseAccount')}</Text>}
      {values.account && list.isError && <Alert color="red">{t('accounting.reports.failed')}</Alert>}
      {first && (
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} data-testid="general-ledger-title">
            {first.account.code} {first.account.name}
            {first.party ? ` · ${first.party}` : ''} · {first.currency}
          </Text>
          <Text data-testid="general-ledger-opening">
            {t('accounting.generalLedger.opening')}: {balance(first.opening)}
          </Text>
        </Group>
      )}
      {values.account && (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowAttributes={(row) => ({ 'data-testid': 'general-ledger-line', 'data-entry': row.entryNumber })}
          state={list}
          sort={{ value: values.sort === 'date-desc' ? 'date-desc' : 'date-asc', onChange: (next) => set({ sort: next === 'date-asc' ? null : next }) }}
          emptyText={t('accounting.generalLedger.empty')}
          minWidth={900}
        />
      )}
      {first && (
        <Text ta="end" fw={700} data-testid="general-ledger-closing">
          {t('accounting.generalLedger.closing')}: {balance(first.closing)}
        </Text>
      )}
    </Stack>
  );
}
