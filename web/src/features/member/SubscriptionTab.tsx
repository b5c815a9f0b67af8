import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../../app/Money';
import { MEMBER_LEDGER_SORT_COLUMNS, type TMemberOverview } from '../../../../contract/member';
import { ledgerColumns } from './member-columns';
import { MemberList } from './MemberList';

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
      <MemberList kind="ledger" sorts={MEMBER_LEDGER_SORT_COLUMNS} columns={ledgerColumns(t)} minWidth={520} />
    </Stack>
  );
}
