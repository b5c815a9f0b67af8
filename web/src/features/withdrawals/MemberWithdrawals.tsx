import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberOverview } from '../../../../contract/member';
import { sortValues } from '../../../../contract/list-view';
import { WITHDRAWAL_SORT_COLUMNS } from '../../../../contract/withdrawals';
import { ListTable } from '../../app/tables/ListTable';
import { useListView } from '../../app/tables/use-list-view';
import { useDateFormatter } from '../../i18n/format';
import { WITHDRAWALS_TABLE, withdrawalColumns } from './withdrawal-columns';
import { useWithdrawals } from './use-withdrawals';
import { WithdrawalModal } from './WithdrawalModal';

/** The member's withdrawals: ask for one, and follow the ones asked (docs/operations.md §13). */
export function MemberWithdrawals({ overview }: { overview: TMemberOverview }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const [asking, setAsking] = useState(false);
  const view = useListView({ sorts: sortValues(WITHDRAWAL_SORT_COLUMNS), defaultSort: 'requestedAt-desc' });
  const requests = useWithdrawals({ ...view.query, scope: 'own' });
  const canAsk = overview.subscriptions.some((row) => row.status === 'active');
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          {t('withdrawals.title')}
        </Title>
        <Button leftSection={<IconCashBanknote size={16} aria-hidden />} onClick={() => setAsking(true)} disabled={!canAsk} data-testid="ask-withdrawal">
          {t('withdrawals.ask')}
        </Button>
      </Group>
      {canAsk ? null : <Text c="dimmed">{t('withdrawals.noSubscription')}</Text>}
      <ListTable frame={WITHDRAWALS_TABLE} data={requests} view={view} columns={withdrawalColumns(t, formatDate, null)} emptyText={t('withdrawals.empty')} />
      <WithdrawalModal opened={asking} subscriptions={overview.subscriptions} onClose={() => setAsking(false)} />
    </Stack>
  );
}
