import { Card, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSubscriberOption } from '../../../../contract/subscribers';
import { Money } from '../../app/Money';

/** The subscriber's balance now and after the movement typed in; red below zero. */
export function BalanceCards({ subscriber, after }: { subscriber: TSubscriberOption; after: string | null }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {t('capital.currentBalance')}
        </Text>
        <Text fw={700} size="lg" data-testid="update-current">
          <Money amount={subscriber.balance} currency={subscriber.currency} />
        </Text>
      </Card>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {t('capital.newBalance')}
        </Text>
        <Text fw={700} size="lg" c={after?.startsWith('-') ? 'red' : undefined} data-testid="update-new">
          {after ? <Money amount={after} currency={subscriber.currency} /> : '—'}
        </Text>
      </Card>
    </SimpleGrid>
  );
}
