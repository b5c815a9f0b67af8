import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../app/Money';
import { QueryState } from '../../app/QueryState';
import type { TMemberOverview } from '../../../../contract/member';
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
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="member-ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('member.ledger.date')}</Table.Th>
                <Table.Th>{t('member.ledger.type')}</Table.Th>
                <Table.Th>{t('member.ledger.amount')}</Table.Th>
                <Table.Th>{t('member.ledger.status')}</Table.Th>
                <Table.Th>{t('member.ledger.note')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td><Day value={row.transactionDate} /></Table.Td>
                  <Table.Td>
                    {t(`member.ledgerTypes.${row.type}`)}
                    {row.creditType ? ` · ${t(`member.creditTypes.${row.creditType}`)}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Money amount={row.amount} currency={row.currency} />
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={row.status === 'completed' ? 'teal' : row.status === 'pending' ? 'yellow' : 'gray'}>
                      {t(`member.ledgerStatus.${row.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{row.note}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PagedFooter list={list} count={rows.length} />
      </QueryState>
    </Stack>
  );
}
