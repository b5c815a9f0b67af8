import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import type { TMemberLedgerRow, TMemberOverview } from '../../../../contract/member';
import { ResponsiveTable, type ResponsiveColumn } from '../../app/tables/ResponsiveTable';
import { PagedFooter } from './PagedFooter';
import { useMemberLedger } from './use-member';
import { Day } from '../../app/Day';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** The member's subscription(s): date, amount, current balance, and the ledger rows page by page. */
export function SubscriptionTab({ overview }: { overview: TMemberOverview }) {
  const { t } = useTranslation();
  const { list, rows } = useMemberLedger(true);
  const ledgerColumns: ResponsiveColumn<TMemberLedgerRow>[] = [
    { key: 'date', label: t('member.ledger.date'), cell: (row) => <Day value={row.transactionDate} /> },
    {
      key: 'type',
      label: t('member.ledger.type'),
      cell: (row) => `${t(`member.ledgerTypes.${row.type}`)}${row.creditType ? ` · ${t(`member.creditTypes.${row.creditType}`)}` : ''}`,
    },
    { key: 'amount', label: t('member.ledger.amount'), cell: (row) => <Money amount={row.amount} currency={row.currency} /> },
    {
      key: 'status',
      label: t('member.ledger.status'),
      cell: (row) => (
        <Badge variant="light" color={row.status === 'completed' ? 'teal' : row.status === 'pending' ? 'yellow' : 'gray'}>
          {t(`member.ledgerStatus.${row.status}`)}
        </Badge>
      ),
    },
    { key: 'note', label: t('member.ledger.note'), cell: (row) => row.note },
  ];
  return (
    <Stack>
      {overview.subscriptions.length === 0 ? <Text c="dimmed">{t('member.subscription.none')}</Text> : null}
      {overview.subscriptions.map((subscription) => (
        <Card key={subscription.id} withBorder data-testid="subscription-card">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Fact label={t('member.subscription.date')}>{subscription.subscriptionDate}</Fact>
            <Fact label={t('member.subscription.amount')}>
              <Money amount={subscription.subscriptionAmount} currency={subscription.currency} />
            </Fact>
            <Fact label={t('member.subscription.balance')}>
              <span data-testid="subscription-balance">
                <Money amount={subscription.balance} currency={subscription.currency} />
              </span>
            </Fact>
            <Fact label={t('member.subscription.status')}>{t(`member.subscriberStatus.${subscription.status === 'active' ? 'active' : 'inactive'}`)}</Fact>
          </SimpleGrid>
        </Card>
      ))}
      <Title order={4}>{t('member.subscription.ledger')}</Title>
      <QueryState query={list}>
        <ResponsiveTable columns={ledgerColumns} rows={rows} rowKey={(row) => String(row.id)} minWidth={520} testId="member-ledger" />
        <PagedFooter list={list} count={rows.length} />
      </QueryState>
    </Stack>
  );
}
