import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_SORT_COLUMNS, LEDGER_STATUSES, LEDGER_TYPES, type TLedgerRow } from '../../../../contract/ledger';
import { sortValues } from '../../../../contract/list-view';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { ListTable } from '../../app/tables/ListTable';
import { FilterSelect, FilterStatus } from '../../app/tables/ListFilters';
import { FilterPeriod } from '../../app/tables/FilterPeriod';
import { SavedViewMenu } from '../../app/tables/SavedViewMenu';
import { useColumnChoice } from '../../app/tables/use-column-choice';
import { useListView } from '../../app/tables/use-list-view';
import { closedKey, useClosedMonths } from '../periods/use-periods';
import { SubscriberPicker } from '../subscribers/SubscriberPicker';
import { LEDGER_TABLE, ledgerColumns } from './ledger-columns';
import { useLedger } from './use-ledger';

/** The ledger history (docs/architecture.md §8): filtered, sorted and paged on the server, newest first by default. */
export function LedgerHistory() {
  const { t } = useTranslation();
  const view = useListView({
    list: 'ledger',
    sorts: sortValues(LEDGER_SORT_COLUMNS),
    defaultSort: 'date-desc',
    filters: ['type', 'status', 'from', 'to'] as const,
  });
  // The picker needs the whole subscriber (name, currency) to show it, so this filter stays on the screen.
  const [subscriber, setSubscriber] = useState<TSubscriberOption | null>(null);
  const ledger = useLedger({ ...view.query, subscriberId: subscriber?.id });
  const closedMonths = useClosedMonths();
  const isClosed = (row: TLedgerRow) => closedMonths.has(closedKey(row.transactionDate, row.currency));
  const { columns, picker } = useColumnChoice('ledger', ledgerColumns(t, isClosed), {
    defaults: ['date', 'subscriber', 'type', 'amount', 'status', 'note'],
    fixed: ['actions'],
  });
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>{t('capital.history')}</Title>
        <Group gap="xs">
          <SavedViewMenu view={view} />
          {picker}
        </Group>
      </Group>
      <Stack>
        <Group grow preventGrowOverflow={false} wrap="wrap" align="flex-end">
          <SubscriberPicker label={t('capital.fields.subscriber')} value={subscriber} onChange={setSubscriber} testId="history-subscriber" required={false} />
          <FilterSelect view={view} name="type" label={t('capital.fields.type')} data={LEDGER_TYPES} labels="capital.types" />
          <FilterStatus view={view} label={t('capital.fields.status')} statuses={LEDGER_STATUSES} labels="capital.statuses" testId="history-status" />
          <FilterPeriod view={view} labels={{ from: t('capital.from'), to: t('capital.to') }} testId="history" />
        </Group>
        {ledger.rows.some(isClosed) ? (
          <Text size="sm" c="dimmed" data-testid="ledger-closed-hint">
            {t('periods.ledgerClosedHint')}
          </Text>
        ) : null}
        <ListTable frame={LEDGER_TABLE} data={ledger} view={view} columns={columns} emptyText={t('capital.empty')} />
      </Stack>
    </Card>
  );
}
