import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { AsOfReportHead } from './AsOfReportHead';
import { CurrencyReportTable } from './CurrencyReport';
import { AccountRow, TotalCell } from './ReportFigure';
import { useAsOfReport } from './use-books-reports';

/**
 * The trial balance (docs/accounting.md §8): as of a day, per currency, each account's balance on
 * its debit or credit side, the two totals equal. Each balance opens the account's general ledger.
 */
export function TrialBalanceTab() {
  const { t } = useTranslation();
  const format = useFormat();
  const { params, report } = useAsOfReport('trial-balance');
  return (
    <Stack gap="md" data-testid="trial-balance">
      <AsOfReportHead name="trial-balance" params={params} report={report} empty={t('accounting.trialBalance.empty')} />
      {report.data?.currencies.map((group) => (
        <CurrencyReportTable
          key={group.currency}
          testId="trial-balance-currency-group"
          currency={group.currency}
          title={t('accounting.trialBalance.title', { currency: group.currency, date: format.day(report.data.date) })}
          labels={[t('accounting.reports.account'), t('accounting.trialBalance.debit'), t('accounting.trialBalance.credit')]}
          striped
          footer={{
            label: t('accounting.reports.total'),
            totals: (
              <>
                <TotalCell amount={group.totalDebit} currency={group.currency} testId="trial-balance-total-debit" />
                <TotalCell amount={group.totalCredit} currency={group.currency} testId="trial-balance-total-credit" />
              </>
            ),
          }}
        >
          {group.rows.map((row) => (
            <AccountRow
              key={row.code}
              testId="trial-balance-row"
              account={row}
              currency={group.currency}
              blankZero
              figures={[
                { amount: row.debit, to: report.data.date, label: `${row.name} ${t('accounting.trialBalance.debit')}` },
                { amount: row.credit, to: report.data.date, label: `${row.name} ${t('accounting.trialBalance.credit')}` },
              ]}
            />
          ))}
        </CurrencyReportTable>
      ))}
    </Stack>
  );
}
