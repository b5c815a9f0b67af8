import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateError } from '../api/translate-error';
import { SectionLoader } from './FullScreenLoader';

/** The loading and failure states every list shares; `children` renders once the data is there. */
export function QueryState({ query, children }: { query: { isPending: boolean; isError: boolean; error: unknown }; children: ReactNode }) {
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
