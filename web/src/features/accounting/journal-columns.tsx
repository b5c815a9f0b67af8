import { Anchor, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { TJournalEntry } from '../../../../contract/journal';
import { Day } from '../../app/Day';
import { Money as MoneyText } from '../../app/Money';
import type { DataColumn } from '../../app/tables/DataTable';
import { addMoney, parseAmount, toDecimalString, type Currency, type Money } from '../../../../domain';

/** A side's total per currency, in the core's exact money (docs/money.md): each currency on its own. */
function sideTotals(entry: TJournalEntry, side: 'debit' | 'credit'): Array<{ currency: Currency; amount: string }> {
  const totals = new Map<Currency, Money>();
  for (const line of entry.lines) {
    const amount = parseAmount({ text: line[side], currency: line.currency });
    const held = totals.get(line.currency);
    totals.set(line.currency, held ? addMoney(held, amount) : amount);
  }
  return [...totals].map(([currency, total]) => ({ currency, amount: toDecimalString(total) }));
}

export function EntryTotals({ entry, side }: { entry: TJournalEntry; side: 'debit' | 'credit' }) {
  return (
    <Stack gap={0}>
      {sideTotals(entry, side).map((total) => (
        <Text key={total.currency} size="sm">
          <MoneyText amount={total.amount} currency={total.currency} />
        </Text>
      ))}
    </Stack>
  );
}

/** The journal's columns: the entry opens its detail from its number; its accounts, memo and totals per side. */
export function journalColumns(t: TFunction, open: (entry: TJournalEntry) => void): DataColumn<TJournalEntry>[] {
  return [
    { key: 'date', label: t('accounting.journal.columns.date'), sortable: true, cell: (entry) => <Day value={entry.date} /> },
    {
      key: 'number',
      label: t('accounting.journal.columns.number'),
      cell: (entry) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          dir="ltr"
          onClick={() => open(entry)}
          aria-label={t('accounting.journal.list.open', { number: entry.number })}
          data-testid="journal-open"
        >
          {entry.number}
        </Anchor>
      ),
    },
    {
      key: 'lines',
      label: t('accounting.journal.list.lines'),
      cell: (entry) => (
        <Stack gap={0}>
          {entry.lines.map((line) => (
            <Text key={line.lineNo} size="xs">
              <span dir="ltr">{line.accountCode}</span> {line.accountName}
              {line.partyName || line.partyId ? ` · ${line.partyName ?? line.partyId}` : ''}
            </Text>
          ))}
        </Stack>
      ),
    },
    { key: 'memo', label: t('accounting.journal.columns.memo'), cell: (entry) => <Text size="sm">{entry.memo}</Text> },
    { key: 'source', label: t('accounting.journal.columns.source'), cell: (entry) => t(`accounting.journal.sources.${entry.sourceKind}`, entry.sourceKind) },
    { key: 'debit', label: t('accounting.journal.columns.debit'), align: 'right', cell: (entry) => <EntryTotals entry={entry} side="debit" /> },
    { key: 'credit', label: t('accounting.journal.columns.credit'), align: 'right', cell: (entry) => <EntryTotals entry={entry} side="credit" /> },
  ];
}
