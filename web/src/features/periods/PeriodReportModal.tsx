import { Alert, Modal, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPeriodReport, TPeriodRow } from '../../../../contract/periods';
import type { Currency } from '../../../../domain';
import { useLanguage } from '../../app/inputs/use-language';
import { DownloadButton } from '../../app/DownloadButton';
import { ModalActions } from '../../app/ModalActions';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { useFormat } from '../../i18n/format';
import { periodReportUrl, usePeriodReport } from './use-periods';

type Stamp = NonNullable<TPeriodReport['trialBalance']>;

/** One fact of the month: its label, then its value. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Text size="sm" data-testid={testId}>
      <Text span inherit fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** The month's status as the periods list shows it: closed on/by, the last reopening and its reason. */
function StatusFacts({ period }: { period: TPeriodRow }) {
  const { t } = useTranslation();
  const format = useFormat();
  const status = period.status === 'closed' ? 'closed' : period.distributed ? 'open' : 'notDistributed';
  const by = (at: string, name: string | null) => t('periods.by', { at: format.dateTime(at), name: name ?? '—' });
  return (
    <Stack gap={4}>
      <Fact label={t('periods.report.status')} testId="period-report-status">
        {t(`periods.status.${status}`)}
      </Fact>
      {period.status === 'closed' && period.closedAt ? <Fact label={t('periods.columns.closed')}>{by(period.closedAt, period.closedBy)}</Fact> : null}
      {period.reopenedAt ? <Fact label={t('periods.columns.reopened')}>{by(period.reopenedAt, period.reopenedBy)}</Fact> : null}
      {period.reopenedAt && period.reopenReason ? <Fact label={t('periods.reason')}>{period.reopenReason}</Fact> : null}
    </Stack>
  );
}

/** A side of an account's balance; the side it does not stand on left blank, as a trial balance leaves it. */
function SideCell({ amount, currency }: { amount: string; currency: Currency }) {
  return <Table.Td ta="end">{/^0+(\.0+)?$/.test(amount) ? null : <Money amount={amount} currency={currency} />}</Table.Td>;
}

/** The trial balance stamped at the close, account by account, with the totals of both sides (docs/accounting.md §6). */
function StampTable({ stamp, period, tableLabel }: { stamp: Stamp; period: TPeriodRow; tableLabel: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('periods.report.trialBalance')}
      </Title>
      <Fact label={t('periods.report.stampedAt')}>{format.dateTime(stamp.stampedAt)}</Fact>
      <Fact label={t('periods.report.asOf')}>{format.day(stamp.asOf)}</Fact>
      {period.status === 'open' ? (
        <Alert color="yellow" p="xs">
          {t('periods.report.reopenedNote')}
        </Alert>
      ) : null}
      <ScrollTable minWidth={300} label={tableLabel}>
        <Table striped horizontalSpacing="xs" fz="sm" data-testid="period-report-table">
          <TableHead endColumns={2} labels={[t('periods.report.account'), t('periods.report.debit'), t('periods.report.credit')]} />
          <Table.Tbody>
            {stamp.lines.map((line) => (
              <Table.Tr key={line.account} data-testid="period-report-line" data-account={line.account}>
                <Table.Td>
                  <Text span inherit dir="ltr" style={{ unicodeBidi: 'isolate' }}>
                    {line.account}
                  </Text>{' '}
                  {line.name}
                </Table.Td>
                <SideCell amount={line.debit} currency={period.currency} />
                <SideCell amount={line.credit} currency={period.currency} />
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>{t('periods.report.total')}</Table.Th>
              <Table.Td ta="end" fw={700} data-testid="period-report-total-debit">
                <Money amount={stamp.totalDebit} currency={period.currency} />
              </Table.Td>
              <Table.Td ta="end" fw={700} data-testid="period-report-total-credit">
                <Money amount={stamp.totalCredit} currency={period.currency} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

/**
 * A month's report (docs/accounting.md §6): its status and the trial balance stamped when it was
 * closed, or a plain note that it carries none; the same report as a PDF in the reader's language.
 */
export function PeriodReportModal({ row, onClose }: { row: TPeriodRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useLanguage();
  const report = usePeriodReport(row, lang);
  const names = row ? { month: format.month(row.period), currency: row.currency } : { month: '', currency: '' };
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={t('periods.report.title', names)}
      size="lg"
      closeButtonProps={{ 'aria-label': t('periods.report.dismiss') }}
    >
      <QueryState query={report}>
        {row && report.data ? (
          <Stack data-testid="period-report-modal">
            <StatusFacts period={report.data.period} />
            {report.data.trialBalance ? (
              <StampTable stamp={report.data.trialBalance} period={report.data.period} tableLabel={t('periods.report.tableLabel', names)} />
            ) : (
              <Alert color="gray" data-testid="period-report-no-stamp">
                {t('periods.report.noStamp')}
              </Alert>
            )}
            <ModalActions onCancel={onClose} cancelLabel={t('periods.report.dismiss')}>
              <DownloadButton
                variant="filled"
                href={periodReportUrl(row, lang)}
                fileName={`period-report-${row.period}-${row.currency}.pdf`}
                testId="period-report-pdf"
              >
                {t('periods.report.download')}
              </DownloadButton>
            </ModalActions>
          </Stack>
        ) : null}
      </QueryState>
    </Modal>
  );
}
