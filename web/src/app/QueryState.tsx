import { Text, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../api/translate-error';
import { SectionLoader } from './FullScreenLoader';

type QueryLike = { isPending: boolean; isError: boolean; error: unknown };

/** The loading and failure states every list shares; `children` renders once the data is there. */
export function QueryState({ query, children }: { query: QueryLike; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionLoader />;
  if (query.isError) {
    return (
      <Text c="red" role="alert">
        {translateError(t, query.error)}
      </Text>
    );
  }
  return <>{children}</>;
}

type QueryItemsProps<Item> = {
  query: QueryLike & { data?: { items: readonly Item[] } };
  /** Said, dimmed, when the list has no item. */
  empty: string;
  emptyTestId?: string;
  /** The empty line's size where it stands in small print (a dialog, a side card). */
  emptySize?: MantineSize;
  children: (items: readonly Item[]) => ReactNode;
};

/** A list's items once they are there, drawn by `children`, or a dimmed line saying there are none; loading and failure as QueryState shows them. */
export function QueryItems<Item>({ query, empty, emptyTestId, emptySize, children }: QueryItemsProps<Item>) {
  return (
    <QueryState query={query}>
      {query.data?.items.length ? (
        children(query.data.items)
      ) : (
        <Text size={emptySize} c="dimmed" data-testid={emptyTestId}>
          {empty}
        </Text>
      )}
    </QueryState>
  );
}
