import { Button, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under a member's list: an empty note, or "load more" while the server has more pages. */
export function PagedFooter({ list, count }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; count: number }) {
  const { t } = useTranslation();
  if (count === 0) return <Text c="dimmed">{t('member.empty')}</Text>;
  if (!list.hasNextPage) return null;
  return (
    <Center mt="md">
      <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="load-more">
        {t('member.loadMore')}
      </Button>
    </Center>
  );
}
