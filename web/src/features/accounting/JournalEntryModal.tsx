import { Anchor, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TJournalEntry } from '../../../../contract/journal';
import { api } from '../../api/client';
import { Day } from '../../app/Day';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import { ScrollTable, TableHead } from '../../app/tables/PlainTable';
import { useFormat } from '../../i18n/format';
import { isLanguage } from '../../i18n/languages';
import { EntryTotals } from './journal-columns';
import { sourceLink } from './source-link';

/** One entry as `journal.get` answers it: its date, memo, source (a link to its screen), audit row and lines with their totals. */
export function JournalEntryModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const entry = useQuery({
    queryKey: ['accounting', 'journal-entry', id, lang],
    queryFn: () => api.get('/api/accounting/journal/{id}', { params: { path: { id }, query: { lang } } }),
  });
  const number = entry.data?.number ?? id;
  return (
    <Modal opened onClose={onClose} title={t('accounting.journal.detail.title', { number })} size="xl" data-testid="journal-entry">
      <QueryState query={entry}>{entry.data ? <EntryDetail entry={entry.data} /> : null}</QueryState>
    </Modal>
  );
}

function EntryDetail({ entry }: { entry: TJournalEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const link = sourceLink(entry);
  const sourceLabel = t(`accounting.journal.sources.${entry.sourceKind}`, entry.sourceKind);
  const labels = ['accountCode', 'accountName', 'party', 'debit', 'credit'].map((key) => t(`accounting.journal.columns.${key}`));
  return (
    <Stack gap="md">
      <Group gap="xl" wrap="wrap" align="flex-start">
        <Fact label={t('accounting.journal.detail.date')}>
          <Day value={entry.date} />
        </Fact>
        <Fact label={t('accounting.journal.detail.memo')}>{entry.memo}</Fact>
        <Fact label={t('accounting.journal.detail.source')}>
          {sourceLabel}{' '}
          <Text span size="xs" c="dimmed" dir="ltr">
            {entry.sourceId}
          </Text>
        </Fact>
        {entry.auditId ? <Fact label={t('accounting.journal.detail.audit')}>#{entry.auditId}</Fact> : null}
        <Fact label={t('accounting.journal.detail.createdAt')}>{format.dateTime(entry.createdAt)}</Fact>
      </Group>
      {link ? (
        <Anchor component={Link} to={link} data-testid="journal-source-link">
          {t('accounting.journal.detail.openSource')}
        </Anchor>
      ) : null}
      <ScrollTable minWidth={560} label={t('accounting.journal.detail.lines')}>
        <Table striped data-testid="journal-lines">
          <TableHead labels={labels} />
          <Table.Tbody>
            {entry.lines.map((line) => (
              <Table.Tr key={line.lineNo} data-testid="journal-line" data-account={line.accountCode}>
                <Table.Td dir="ltr">{line.accountCode}</Table.Td>
                <Table.Td>{line.accountName}</Table.Td>
                <Table.Td>{line.partyName ?? line.partyId ?? ''}</Table.Td>
                <Table.Td ta="end">{line.debit === '0' || /^0\.0+$/.test(line.debit) ? '' : <Money amount={line.debit} currency={line.currency} />}</Table.Td>
                <Table.Td ta="end">
                  {line.credit === '0' || /^0\.0+$/.test(line.credit) ? '' : <Money amount={line.credit} currency={line.currency} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>{t('accounting.journal.detail.totals')}</Table.Th>
              <Table.Td ta="end">
                <EntryTotals entry={entry} side="debit" />
              </Table.Td>
              <Table.Td ta="end">
                <EntryTotals entry={entry} side="credit" />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollTable>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}
