import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The "load more" button under every server-paged list. */
export function LoadMore({ list }: { list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Center mt="md">
      <Button variant="default" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="load-more">
        {list.isFetchingNextPage ? t('common.loading') : t('people.loadMore')}
      </Button>
    </Center>
  );
}
